import { DomainError } from '@innkeep/domain';
import type { ServerRuntime } from '@innkeep/server';
import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';

import { rawBodyOf } from '../channel-hooks/raw-body';
import { RUNTIME } from '../runtime.token';
import { NOT_PAID_PAGE, PAID_PAGE, sendReturnPage } from './payment-return-pages';
import { receivePaymentWebhook } from './payments-webhook';

/** Where a host points their Stripe account's webhook endpoint: one address per workspace. */
export const PAYMENTS_WEBHOOK_PREFIX = '/payments/stripe/webhook/';
/** Stripe's events are a few kilobytes. */
export const PAYMENTS_WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;
/** On the API's origin, outside the versioned API. */
export const PAYMENTS_ROUTES = ['payments/stripe/webhook/:workspaceId', 'payments/paid', 'payments/not-paid'];
const WORKSPACE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `POST /payments/stripe/webhook/:workspaceId`: no credential, the raw bytes (the signature is
 * over them), checked with that workspace's own signing secret. And the pages a payment link's
 * guest comes back to.
 */
@Controller('payments')
@ApiExcludeController()
export class StripePaymentsController {
  constructor(@Inject(RUNTIME) private readonly runtime: ServerRuntime) {}

  @Post('stripe/webhook/:workspaceId')
  async receive(@Param('workspaceId') workspaceId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!WORKSPACE_ID.test(workspaceId)) {
      await reply.code(404).header('Cache-Control', 'no-store').send(new DomainError('NOT_FOUND', 'No such webhook endpoint.').toBody());
      return;
    }
    const signature = request.headers['stripe-signature'];
    const raw = rawBodyOf(request) ?? Buffer.alloc(0);
    const answer = await receivePaymentWebhook(this.runtime, workspaceId, raw, typeof signature === 'string' ? signature : undefined);
    await reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
  }

  @Get('paid')
  async paid(@Res() reply: FastifyReply): Promise<void> {
    await sendReturnPage(reply, PAID_PAGE);
  }

  @Get('not-paid')
  async notPaid(@Res() reply: FastifyReply): Promise<void> {
    await sendReturnPage(reply, NOT_PAID_PAGE);
  }
}
