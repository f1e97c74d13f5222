import { webhookDeliverySchema } from '@innkeep/contract';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { WebhookIdInput } from './webhook-inputs';

export class RetryWebhookDeliveryInput extends WebhookIdInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Id of the delivery' })
  deliveryId!: string;
}

export const retryWebhookDelivery = defineOperation({
  name: 'webhooks.retryDelivery',
  summary: 'Send a delivery again',
  description:
    'Queues one delivery to be sent again now, whatever its state (a failed one, or one the receiver lost); the worker sends it at its next turn, in order with the endpoint’s other deliveries.',
  access: 'pms:write',
  quota: 'write',
  input: RetryWebhookDeliveryInput,
  output: webhookDeliverySchema,
  http: [{ method: 'POST', path: '/webhooks/:webhookId/deliveries/:deliveryId/retry', operationId: 'retryWebhookDelivery' }],
  // It sends to the receiver again (open world), and each call queues it again (not idempotent).
  mcp: {
    tool: 'webhook_delivery_retry',
    title: 'Send a webhook delivery again',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    example: { webhookId: 'we_123', deliveryId: 'whd_123' },
  },
  cli: 'webhooks:retry',
  errors: ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  async handle(ctx, input) {
    const delivery = await ctx.repos.webhooks.retryDelivery(principalOf(ctx).workspaceId, input.webhookId, input.deliveryId);
    if (!delivery) throw notFound('Delivery');
    return delivery;
  },
});
