import { DomainError } from '@innkeep/domain';
import type { ServerRuntime } from '@innkeep/server';
import { FastifyInstance, FastifyPluginAsync } from 'fastify';

import { registerPaymentReturnPages } from './payment-return-pages';
import { receivePaymentWebhook } from './payments-webhook';

/** Where a host points their Stripe account's webhook endpoint: one address per workspace. */
export const PAYMENTS_WEBHOOK_PATH = '/payments/stripe/webhook/:workspaceId';
/** Stripe's events are a few kilobytes. */
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;
const WORKSPACE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `POST /payments/stripe/webhook/:workspaceId` on the API's origin: no credential, the raw bytes
 * (the signature is over them), checked with that workspace's own signing secret. And the pages a
 * payment link's guest comes back to.
 */
export function paymentsWebhookRoutes(runtime: ServerRuntime): FastifyPluginAsync {
  return async (fastify: FastifyInstance) => {
    registerPaymentReturnPages(fastify);
    fastify.removeAllContentTypeParsers();
    fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    fastify.post<{ Params: { workspaceId: string } }>(PAYMENTS_WEBHOOK_PATH, async (request, reply) => {
      const { workspaceId } = request.params;
      if (!WORKSPACE_ID.test(workspaceId)) {
        return reply.code(404).header('Cache-Control', 'no-store').send(new DomainError('NOT_FOUND', 'No such webhook endpoint.').toBody());
      }
      const signature = request.headers['stripe-signature'];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await receivePaymentWebhook(runtime, workspaceId, raw, typeof signature === 'string' ? signature : undefined);
      return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
    });
  };
}
