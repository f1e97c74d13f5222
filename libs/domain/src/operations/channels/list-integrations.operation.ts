import { CHANNEL_METHODS, CHANNELS, integrationsSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { CHANNEL_NAMES } from '../../model/channel-names';
import { READ_ONLY } from '../annotations';

export class ListIntegrationsInput {}

export const listIntegrations = defineOperation({
  name: 'integrations.list',
  summary: 'List integrations',
  description:
    'The channels Innkeep connects to, the methods each supports, and how many of this workspace’s properties are connected to each (disconnected ones not counted).',
  access: 'pms:read',
  quota: 'read',
  input: ListIntegrationsInput,
  output: integrationsSchema,
  http: [{ method: 'GET', path: '/integrations', operationId: 'listIntegrations' }],
  mcp: { tool: 'integrations_list', title: 'List integrations', annotations: READ_ONLY, list: 'integrations', example: { fields: ['channel', 'connections'] } },
  cli: 'integrations:list',
  async handle(ctx) {
    const connections = await ctx.repos.channels.list(principalOf(ctx).workspaceId, {});
    const count = (channel: string) => connections.filter((connection) => connection.channel === channel && connection.status !== 'DISCONNECTED').length;
    return { integrations: CHANNELS.map((channel) => ({ channel, name: CHANNEL_NAMES[channel], methods: [...CHANNEL_METHODS], connections: count(channel) })) };
  },
});
