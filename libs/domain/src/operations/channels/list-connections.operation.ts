import { arrayOf, Channel, CHANNELS, connectionSchema, objectSchema } from '@innkeep/contract';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { READ_ONLY } from '../annotations';
import { withStoredExportUrls } from './stored-export-urls';

export class ListConnectionsInput {
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Only connections of this property' })
  propertyId?: string;

  @IsOptional()
  @IsIn(CHANNELS)
  @JSONSchema({ description: 'Only connections to this channel' })
  channel?: Channel;
}

export const listConnections = defineOperation({
  name: 'connections.list',
  summary: 'Channel connections',
  description:
    'The channel connections of the workspace with their state: status (PENDING, OK, WARNING, ERROR, DISCONNECTED), last synchronisation, next scheduled one, last error, overbooking conflicts and per-unit listings (import feed addresses masked; the export feed addresses, to paste into channels, shown to OWNER and ADMIN).',
  access: 'pms:read',
  quota: 'read',
  input: ListConnectionsInput,
  output: objectSchema({ connections: arrayOf(connectionSchema) }, ['connections']),
  http: [{ method: 'GET', path: '/connections', operationId: 'listConnections' }],
  mcp: {
    tool: 'channels_status',
    title: 'Channel connection state',
    annotations: READ_ONLY,
    list: 'connections',
    example: { fields: ['channel', 'status', 'lastError'] },
  },
  cli: 'channels:status',
  async handle(ctx, input) {
    return { connections: await withStoredExportUrls(ctx, await ctx.repos.channels.list(principalOf(ctx).workspaceId, input)) };
  },
});
