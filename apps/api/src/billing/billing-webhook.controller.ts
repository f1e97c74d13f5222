import type { BillingEvents, BillingProvider } from '@innkeep/domain';
import type { ServerRuntime } from '@innkeep/server';
import { Controller, Inject, NotFoundException, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';

import { rawBodyOf } from '../channel-hooks/raw-body';
import { RUNTIME } from '../runtime.token';
import { BILLING_EVENTS, BILLING_PROVIDER } from './billing.tokens';
import { receiveBillingWebhook } from './billing-webhook';

export const BILLING_WEBHOOK_PATH = '/billing/stripe/webhook';
/** Stripe's events are a few kilobytes. */
export const BILLING_WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;
/** On the API's origin, outside the versioned API. */
export const BILLING_ROUTES = [BILLING_WEBHOOK_PATH.slice(1)];

/**
 * `POST /billing/stripe/webhook`: no credential, the raw bytes (the signature is over them, not
 * over JSON parsed and written again). Without Stripe set, 404 as any unknown route.
 */
@Controller()
@ApiExcludeController()
export class BillingWebhookController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: ServerRuntime,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider | null,
    @Inject(BILLING_EVENTS) private readonly events: BillingEvents,
  ) {}

  @Post(BILLING_WEBHOOK_PATH)
  async receive(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.provider) throw new NotFoundException();
    const signature = request.headers['stripe-signature'];
    const raw = rawBodyOf(request) ?? Buffer.alloc(0);
    const answer = await receiveBillingWebhook(this.provider, this.events, this.runtime.log, raw, typeof signature === 'string' ? signature : undefined);
    await reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
  }
}
