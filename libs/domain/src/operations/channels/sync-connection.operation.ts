import { IsBoolean, IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { ToBoolean } from '../../validation/transforms';
import { ConnectionIdInput } from './connection-id.input';
import { synchroniseConnection } from './ical-sync';
import { syncResultSchema } from './connection.schema';

export class SyncConnectionInput extends ConnectionIdInput {
  @IsOptional() @ToBoolean() @IsBoolean()
  @JSONSchema({ description: 'Apply a feed that came back empty although it had future stays (refused as FEED_EMPTY otherwise)' })
  acceptEmpty?: boolean;
}

export const syncConnection = defineOperation({
  name: 'connections.sync',
  summary: 'Synchronise a channel now',
  description:
    'Pulls the connection’s feeds now, as the scheduler does, and answers what changed: created, moved (updated) and cancelled reservations, CHANNEL blocks added and lifted, overbooking conflicts. A feed that cannot be used changes nothing and answers status ERROR (FEED_UNREACHABLE, FEED_INVALID, FEED_TOO_LARGE, URL_NOT_ALLOWED) or WARNING (FEED_EMPTY: send acceptEmpty: true to apply it) in error, recorded on the connection too.',
  access: 'pms:write',
  feature: 'channels',
  quota: 'write',
  input: SyncConnectionInput,
  output: syncResultSchema,
  http: [{ method: 'POST', path: '/connections/:connectionId/sync', operationId: 'syncConnection' }],
  mcp: { tool: 'channel_sync', example: { connectionId: 'conn_123' }, title: 'Synchronise a channel now', annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true } },
  cli: 'channels:sync',
  errors: ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  async handle(ctx, input) {
    if (!ctx.channels) throw new Error('Channel synchronisation needs the channel environment');
    const result = await synchroniseConnection(ctx.repos, ctx.channels, principalOf(ctx).workspaceId, input.connectionId, { acceptEmpty: input.acceptEmpty, now: ctx.now() });
    if (!result) throw notFound('Connection');
    return result;
  },
});
