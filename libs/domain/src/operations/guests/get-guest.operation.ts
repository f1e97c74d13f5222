import { guestDetailSchema } from '@innkeep/contract';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { READ_ONLY } from '../annotations';

export class GetGuestInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Id of a guest in this workspace' })
  guestId: string;
}

export const getGuest = defineOperation({
  name: 'guests.get',
  summary: 'Get a guest',
  description: 'One guest with their contact details and every reservation they made, newest first.',
  access: 'pms:read',
  quota: 'read',
  input: GetGuestInput,
  output: guestDetailSchema,
  http: [{ method: 'GET', path: '/guests/:guestId', operationId: 'getGuest' }],
  mcp: { tool: 'guests_get', example: { guestId: 'gst_123' }, title: 'Get a guest', annotations: READ_ONLY, owner: false },
  cli: 'guests:show',
  errors: ['NOT_FOUND'],
  async handle(ctx, input) {
    const guest = await ctx.repos.guests.find(principalOf(ctx).workspaceId, input.guestId);
    if (!guest) throw notFound('Guest');
    return guest;
  },
});
