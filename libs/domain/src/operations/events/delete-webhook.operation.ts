import { objectSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { WebhookIdInput } from './webhook-inputs';

export class DeleteWebhookInput extends WebhookIdInput {}

export const deleteWebhook = defineOperation({
  name: 'webhooks.delete',
  summary: 'Delete a webhook endpoint',
  description: 'Stops deliveries to the endpoint and deletes it with its delivery history. Events stay in the feed.',
  access: 'pms:write',
  quota: 'write',
  input: DeleteWebhookInput,
  output: objectSchema({ id: { type: 'string' }, deleted: { type: 'boolean', const: true } }, ['id', 'deleted']),
  http: [{ method: 'DELETE', path: '/webhooks/:webhookId', operationId: 'deleteWebhook' }],
  // Its delivery history goes with it (destructive); deleting it again changes nothing more.
  mcp: {
    tool: 'webhook_delete',
    title: 'Delete a webhook endpoint',
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    example: { webhookId: 'we_123' },
  },
  cli: 'webhooks:delete',
  errors: ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  async handle(ctx, input) {
    if (!(await ctx.repos.webhooks.delete(principalOf(ctx).workspaceId, input.webhookId))) throw notFound('Webhook endpoint');
    return { id: input.webhookId, deleted: true as const };
  },
});
