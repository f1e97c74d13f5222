import { connectionSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { connectionEvent } from '../../services/event-drafts';
import { ConnectionIdInput } from './connection-id.input';
import { withExportUrls } from './create-connection.operation';
import { newExportToken } from './export-token';

export class RotateExportUrlsInput extends ConnectionIdInput {}

export const rotateExportUrls = defineOperation({
  name: 'connections.rotateExportUrls',
  summary: 'New export feed addresses',
  description:
    'Makes new export feed addresses for every unit of the connection and revokes the old ones at once (they answer 404). Answers the connection with the new exportUrl of each listing: paste them into the channel (GET /connections shows them OWNER and ADMIN again).',
  access: 'pms:write',
  feature: 'channels',
  quota: 'write',
  input: RotateExportUrlsInput,
  output: connectionSchema,
  http: [{ method: 'POST', path: '/connections/:connectionId/rotate-export-urls', operationId: 'rotateConnectionExportUrls' }],
  answerHoldsSecrets: true,
  mcp: {
    tool: 'channel_rotate_export_urls',
    example: { connectionId: 'conn_123' },
    title: 'New export feed addresses',
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  },
  cli: 'channels:rotate-export-urls',
  errors: ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  events: connectionEvent('connection.export_urls_rotated'),
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    const units = await ctx.repos.channels.listingUnits(workspaceId, input.connectionId);
    const tokens = new Map(units.map((unitId) => [unitId, newExportToken()]));
    if (!(await ctx.repos.channels.rotateExportTokens(workspaceId, input.connectionId, tokens))) throw notFound('Connection');
    const connection = await ctx.repos.channels.find(workspaceId, input.connectionId);
    if (!connection) throw notFound('Connection');
    return withExportUrls(connection, tokens, ctx.service.apiBaseUrl);
  },
});
