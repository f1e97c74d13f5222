import { WEBHOOK_DELIVERY_STATUSES, webhookDeliveryPageSchema, WebhookDeliveryStatus, WebhookDeliveryView } from '@innkeep/contract';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { ToInteger } from '../../validation/transforms';
import { READ_ONLY } from '../annotations';
import { WebhookIdInput } from './webhook-inputs';

export class ListWebhookDeliveriesInput extends WebhookIdInput {
  @IsOptional()
  @IsIn(WEBHOOK_DELIVERY_STATUSES)
  @JSONSchema({ description: 'Only deliveries in this state' })
  status?: WebhookDeliveryStatus;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'The nextCursor of the previous page' })
  cursor?: string;

  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(200)
  @JSONSchema({ description: 'Page size, 1 to 200 (default 50)' })
  take?: number;
}

export const listWebhookDeliveries = defineOperation({
  name: 'webhooks.deliveries',
  summary: 'List a webhook endpoint’s deliveries',
  description:
    'Deliveries to one endpoint, newest first: the event, state (PENDING, SUCCEEDED, FAILED after 24 hours of retries), attempts, last status code, duration and error, next retry, and `attemptLog`: every attempt, oldest first, with its time, status code, duration and error (a first attempt that failed stays visible after a retry succeeded).',
  access: 'pms:read',
  quota: 'read',
  input: ListWebhookDeliveriesInput,
  output: webhookDeliveryPageSchema,
  http: [{ method: 'GET', path: '/webhooks/:webhookId/deliveries', operationId: 'listWebhookDeliveries' }],
  mcp: {
    tool: 'webhook_deliveries_list',
    title: 'List a webhook endpoint’s deliveries',
    annotations: READ_ONLY,
    list: 'deliveries',
    cursorAfter: (delivery: WebhookDeliveryView) => delivery.id,
    example: { webhookId: 'we_123', status: 'FAILED', take: 20 },
  },
  cli: 'webhooks:deliveries',
  errors: ['NOT_FOUND'],
  async handle(ctx, input) {
    const workspaceId = principalOf(ctx).workspaceId;
    if (!(await ctx.repos.webhooks.find(workspaceId, input.webhookId))) throw notFound('Webhook endpoint');
    const take = input.take ?? 50;
    const rows = await ctx.repos.webhooks.deliveries(workspaceId, input.webhookId, {
      status: input.status ?? null,
      take: take + 1,
      before: input.cursor ?? null,
    });
    const deliveries = rows.slice(0, take);
    return { deliveries, nextCursor: rows.length > take ? deliveries[deliveries.length - 1].id : null };
  },
});
