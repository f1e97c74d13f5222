import { connectionSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { READ_ONLY } from '../annotations';
import { ConnectionIdInput } from './connection-id.input';
import { withStoredExportUrls } from './stored-export-urls';

export class GetConnectionInput extends ConnectionIdInput {}

export const getConnection = defineOperation({
  name: 'connections.get',
  summary: 'Get a channel connection',
  description:
    'One channel connection: its state, last and next synchronisation, last error, conflicts and listings; an OWNER or ADMIN sees each listing’s exportUrl, the feed to paste into the channel.',
  access: 'pms:read',
  quota: 'read',
  input: GetConnectionInput,
  output: connectionSchema,
  http: [{ method: 'GET', path: '/connections/:connectionId', operationId: 'getConnection' }],
  mcp: { tool: 'channel_get', example: { connectionId: 'conn_123' }, title: 'Get a channel connection', annotations: READ_ONLY },
  cli: 'channels:get',
  errors: ['NOT_FOUND'],
  async handle(ctx, input) {
    const connection = await ctx.repos.channels.find(principalOf(ctx).workspaceId, input.connectionId);
    if (!connection) throw notFound('Connection');
    const [shown] = await withStoredExportUrls(ctx, [connection]);
    return shown;
  },
});
