import { createdWebhookEndpointSchema, EVENT_TYPES } from '@innkeep/contract';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError } from '../../errors/domain-error';
import { newSigningSecret } from '../../services/signing-secret';
import { ToTrimmed } from '../../validation/transforms';
import { CREATE } from '../annotations';

const SUBSCRIBABLE = ['*', ...EVENT_TYPES] as const;

export class CreateWebhookInput {
  @ToTrimmed()
  @IsString()
  @MaxLength(2000)
  @JSONSchema({ description: 'Where to POST the events: https (or http) on a public address', format: 'uri' })
  url!: string;

  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @IsIn(SUBSCRIBABLE, { each: true })
  @JSONSchema({ description: 'Event types to deliver, or ["*"] for every type', type: 'array', items: { type: 'string', enum: [...SUBSCRIBABLE] } })
  events!: string[];

  @IsOptional()
  @IsString()
  @MaxLength(500)
  @JSONSchema({ description: 'What it is for, for the people who read the list' })
  description?: string;
}

export const createWebhook = defineOperation({
  name: 'webhooks.create',
  summary: 'Register a webhook endpoint',
  description:
    'Registers a URL to receive the workspace’s events as signed POSTs (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`). Answers the signing `secret` once. Deliveries go in order per endpoint, are retried with backoff for 24 hours, and 50 failures in a row disable the endpoint. Example: `{ "url": "https://example.com/hooks/innkeep", "events": ["reservation.created", "reservation.cancelled"] }`.',
  access: 'pms:write',
  quota: 'write',
  input: CreateWebhookInput,
  output: createdWebhookEndpointSchema,
  http: [{ method: 'POST', path: '/webhooks', operationId: 'createWebhook' }],
  successStatus: 201,
  // The workspace's events leave for a receiver outside (open world); a second call registers a second endpoint.
  mcp: {
    tool: 'webhook_create',
    title: 'Register a webhook endpoint',
    annotations: { ...CREATE, openWorldHint: true },
    example: { url: 'https://example.com/hooks/innkeep', events: ['reservation.created', 'reservation.cancelled'] },
  },
  answerHoldsSecrets: true,
  cli: 'webhooks:create',
  errors: ['URL_NOT_ALLOWED', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  async handle(ctx, input) {
    if (!ctx.webhookUrls || !(await ctx.webhookUrls.isAllowed(input.url))) {
      throw new DomainError('URL_NOT_ALLOWED', 'The webhook URL must be http(s) and resolve to a public address.');
    }
    const events = input.events.includes('*') ? ['*'] : [...new Set(input.events)];
    const secret = newSigningSecret();
    const endpoint = await ctx.repos.webhooks.create(principalOf(ctx).workspaceId, { url: input.url, events, description: input.description ?? null, secret });
    return { ...endpoint, secret };
  },
});
