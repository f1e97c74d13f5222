import type { GuestSummary } from '@innkeep/contract';
import { guestPageSchema } from '@innkeep/contract';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { decodePageCursor, encodePageCursor } from '../../services/page-cursor';
import { ToInteger } from '../../validation/transforms';
import { READ_ONLY } from '../annotations';
import { getGuest } from './get-guest.operation';

export const MAX_GUEST_TAKE = 200;

export class ListGuestsInput {
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  @JSONSchema({ description: 'Part of a name or e-mail, in any case and with or without accents ("jose" finds José)' })
  search?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(300)
  @JSONSchema({ description: 'The nextCursor of the previous page' })
  cursor?: string;

  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(MAX_GUEST_TAKE)
  @JSONSchema({ description: 'Page size, 1 to 200 (default 50)' })
  take?: number;
}

export const listGuests = defineOperation({
  name: 'guests.list',
  summary: 'List or search guests',
  description:
    'The guests of the workspace (one per e-mail), with how many stays each had and when the last one began, ordered by last name then first name. `search` matches part of a name or e-mail, ignoring case and accents. Pages of `take` (default 50, at most 200) linked by `nextCursor`.',
  access: 'pms:read',
  quota: 'read',
  input: ListGuestsInput,
  output: guestPageSchema,
  http: [{ method: 'GET', path: '/guests', operationId: 'listGuests' }],
  // One tool for both forms, as the contract names it: guests_get with guestId runs guests.get.
  mcp: {
    tool: 'guests_get',
    example: { search: 'jose', take: 10, fields: ['firstName', 'lastName', 'email', 'stays'] },
    title: 'Find guests',
    annotations: READ_ONLY,
    periodForm: { operation: getGuest, when: ['guestId'] },
    list: 'guests',
    cursorAfter: (guest: GuestSummary) => encodePageCursor([guest.lastName, guest.firstName, guest.id]),
  },
  cli: 'guests',
  async handle(ctx, input) {
    const take = input.take ?? 50;
    const after = input.cursor ? decodePageCursor(input.cursor, 3) : undefined;
    const rows = await ctx.repos.guests.list(principalOf(ctx).workspaceId, {
      search: input.search?.trim() || undefined,
      take: take + 1,
      after: after ? { lastName: after[0], firstName: after[1], id: after[2] } : undefined,
    });
    const page = rows.slice(0, take);
    const last = page[page.length - 1];
    return { guests: page, nextCursor: rows.length > take && last ? encodePageCursor([last.lastName, last.firstName, last.id]) : null };
  },
});
