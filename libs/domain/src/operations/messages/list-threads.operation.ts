import type { ThreadView } from '@innkeep/contract';
import { threadPageSchema } from '@innkeep/contract';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { decodePageCursor, encodePageCursor } from '../../services/page-cursor';
import { ToBoolean, ToInteger } from '../../validation/transforms';
import { READ_ONLY } from '../annotations';

/** An instant as the API writes them (`2026-01-10T09:05:00.000Z`). */
const isInstant = (text: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(text) && !Number.isNaN(Date.parse(text));

export class ListThreadsInput {
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Only the conversations about this reservation' })
  reservationId?: string;

  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  @JSONSchema({ description: 'true: only conversations with unread guest messages; false: only those without' })
  unread?: boolean;

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
  @Max(200)
  @JSONSchema({ description: 'Page size, 1 to 200 (default 50)' })
  take?: number;
}

export const listThreads = defineOperation({
  name: 'messages.list',
  summary: 'List guest message threads',
  description:
    'The guest conversations of the workspace (one per guest and channel conversation), newest activity first, each with its guest, channel, reservation, last message and unread state. Filters: `reservationId`, `unread`. Pages of `take` (default 50, at most 200) linked by `nextCursor`. Reading marks nothing read.',
  access: 'pms:read',
  quota: 'read',
  input: ListThreadsInput,
  output: threadPageSchema,
  http: [{ method: 'GET', path: '/messages', operationId: 'listMessageThreads' }],
  mcp: {
    tool: 'messages_list',
    example: { unread: true, take: 20, fields: ['guest', 'channel', 'lastMessagePreview', 'unreadCount'] },
    title: 'List guest message threads',
    annotations: READ_ONLY,
    list: 'threads',
    cursorAfter: (thread: ThreadView) => encodePageCursor([thread.lastMessageAt, thread.id]),
  },
  cli: 'messages:list',
  async handle(ctx, input) {
    const take = input.take ?? 50;
    const after = input.cursor ? decodePageCursor(input.cursor, 2, (part, index) => index > 0 || isInstant(part)) : undefined;
    const rows = await ctx.repos.messages.listThreads(principalOf(ctx).workspaceId, {
      reservationId: input.reservationId,
      unread: input.unread,
      take: take + 1,
      after: after ? { lastMessageAt: after[0], id: after[1] } : undefined,
    });
    const page = rows.slice(0, take);
    const last = page[page.length - 1];
    return { threads: page, nextCursor: rows.length > take && last ? encodePageCursor([last.lastMessageAt, last.id]) : null };
  },
});
