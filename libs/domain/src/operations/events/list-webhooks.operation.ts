import { arrayOf, objectSchema, webhookEndpointSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { READ_ONLY } from '../annotations';

export class ListWebhooksInput {}

export const listWebhooks = defineOperation({
  name: 'webhooks.list',
  summary: 'List webhook endpoints',
  description:
    'The workspace’s webhook endpoints with their state: ENABLED or DISABLED (and why), failures in a row, deliveries waiting. Secrets are never shown again.',
  access: 'pms:read',
  quota: 'read',
  input: ListWebhooksInput,
  output: objectSchema({ webhooks: arrayOf(webhookEndpointSchema) }, ['webhooks']),
  http: [{ method: 'GET', path: '/webhooks', operationId: 'listWebhooks' }],
  mcp: {
    tool: 'webhooks_list',
    title: 'List webhook endpoints',
    annotations: READ_ONLY,
    list: 'webhooks',
    example: { fields: ['url', 'status', 'pendingDeliveries'] },
  },
  cli: 'webhooks:list',
  async handle(ctx) {
    return { webhooks: await ctx.repos.webhooks.list(principalOf(ctx).workspaceId) };
  },
});
