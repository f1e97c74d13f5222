import { connectionSchema } from '@innkeep/contract';
import { IsBoolean, IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { ToBoolean } from '../../validation/transforms';
import { ConnectionIdInput } from './connection-id.input';
import { withStoredExportUrls } from './stored-export-urls';

export class SyncConnectionInput extends ConnectionIdInput {
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  @JSONSchema({ description: 'Apply a feed that came back empty although it had future stays (refused as FEED_EMPTY otherwise)' })
  acceptEmpty?: boolean;
}

/**
 * Asks for a synchronisation and answers at once: fetching and applying a channel's feeds (tens of
 * thousands of events, some of them) is the worker's job, never a request's, so one workspace's
 * large calendar cannot stall the API for everybody else. Requests made while one waits are one
 * request, so a client that retries or several that ask at once make one pull.
 */
export const syncConnection = defineOperation({
  name: 'connections.sync',
  summary: 'Synchronise a channel now',
  description:
    'Asks for a synchronisation: a worker pulls the connection’s feeds, as on its schedule, and the answer (202) is the connection at once, its `sync` QUEUED with `requestedAt`. Follow GET /connections/:connectionId until `sync.status` is DONE (QUEUED, then RUNNING; seconds, usually): `sync.result` then says what changed: created, moved (updated) and cancelled reservations, CHANNEL blocks added and lifted, overbooking conflicts. A feed that cannot be used changes nothing and gives status ERROR (FEED_UNREACHABLE, FEED_INVALID, FEED_TOO_LARGE, URL_NOT_ALLOWED) or WARNING (FEED_EMPTY: ask again with acceptEmpty: true to apply it) in `sync.result.error`, recorded on the connection too (lastSyncStatus, lastError). Asking again while one is QUEUED answers that same request (same requestedAt; acceptEmpty: true is kept); asking while one is RUNNING queues a new one, pulled once that one is done. A disconnected connection answers NOT_FOUND.',
  access: 'pms:write',
  feature: 'channels',
  quota: 'write',
  input: SyncConnectionInput,
  output: connectionSchema,
  http: [{ method: 'POST', path: '/connections/:connectionId/sync', operationId: 'syncConnection' }],
  successStatus: 202,
  // The connection as GET shows it: its export feed addresses to an OWNER or ADMIN.
  answerHoldsSecrets: true,
  mcp: {
    tool: 'channel_sync',
    example: { connectionId: 'conn_123' },
    title: 'Synchronise a channel now',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  },
  cli: 'channels:sync',
  errors: ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  async handle(ctx, input) {
    const workspaceId = principalOf(ctx).workspaceId;
    if (!(await ctx.repos.channels.requestSync(workspaceId, input.connectionId, { acceptEmpty: input.acceptEmpty ?? false }))) throw notFound('Connection');
    const connection = await ctx.repos.channels.find(workspaceId, input.connectionId);
    if (!connection) throw notFound('Connection');
    const [shown] = await withStoredExportUrls(ctx, [connection]);
    return shown;
  },
});
