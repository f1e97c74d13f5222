import { objectSchema, todayIn } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { connectionEvent } from '../../services/event-drafts';
import { ConnectionIdInput } from './connection-id.input';
import { liftChannelBlock } from './ical-sync';

export class DeleteConnectionInput extends ConnectionIdInput {}

export const deleteConnection = defineOperation({
  name: 'connections.delete',
  summary: 'Disconnect a channel',
  description:
    'Stops synchronising a connection and revokes its export feeds (they answer 404 from now on). Reservations it imported stay, as history; its CHANNEL blocks are lifted from today on, as nothing will keep them current. Answers { disconnected: true }; a connection already disconnected answers 404.',
  access: 'pms:write',
  feature: 'channels',
  quota: 'write',
  input: DeleteConnectionInput,
  output: objectSchema({ disconnected: { type: 'boolean' } }, ['disconnected']),
  http: [{ method: 'DELETE', path: '/connections/:connectionId', operationId: 'deleteConnection' }],
  mcp: {
    tool: 'channel_disconnect',
    example: { connectionId: 'conn_123' },
    title: 'Disconnect a channel',
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true },
  },
  cli: 'channels:disconnect',
  errors: ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  events: connectionEvent('connection.deleted'),
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    const target = await ctx.repos.channels.lockForSync(workspaceId, input.connectionId);
    if (!target) throw notFound('Connection');
    for (const { unitId } of target.listings) {
      const unit = await ctx.repos.inventory.findBookableUnit(workspaceId, unitId);
      const today = todayIn(unit?.timezone ?? 'UTC', ctx.now());
      for (const stay of await ctx.repos.channels.importedStays(workspaceId, target.id, unitId)) {
        if (stay.kind === 'block') await liftChannelBlock(ctx.repos, workspaceId, unitId, stay, today);
      }
    }
    await ctx.repos.channels.disconnect(workspaceId, target.id);
    return { disconnected: true };
  },
});
