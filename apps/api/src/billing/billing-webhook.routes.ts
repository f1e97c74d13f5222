import { BillingProvider } from '@innkeep/domain';
import { BillingEventStore } from '@innkeep/persistence';
import type { ServerRuntime } from '@innkeep/server';
import { FastifyInstance, FastifyPluginAsync } from 'fastify';

import { receiveBillingWebhook } from './billing-webhook';

export const BILLING_WEBHOOK_PATH = '/billing/stripe/webhook';
/** Stripe's events are a few kilobytes. */
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * `POST /billing/stripe/webhook` on the API's origin: no credential, the raw bytes (the signature is
 * over them, not over JSON parsed and written again). Without Stripe set, 404 as any unknown route.
 */
export function billingWebhookRoutes(runtime: ServerRuntime, provider: BillingProvider): FastifyPluginAsync {
  const store = new BillingEventStore(runtime.dataSource);
  return async (fastify: FastifyInstance) => {
    fastify.removeAllContentTypeParsers();
    fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    fastify.post(BILLING_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await receiveBillingWebhook(provider, store, runtime.log, raw, typeof signature === 'string' ? signature : undefined);
      return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
    });
  };
}
