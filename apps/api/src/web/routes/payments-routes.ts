import { LiveKeyInSandboxError } from '@innkeep/domain';
import { FastifyInstance, FastifyReply } from 'fastify';

import { paymentsPage } from '../pages/payments-page';
import { checkCsrf, errorPage, field, formOf, redirect, requireSignedIn, sendPage, SignedIn, Web } from '../web-kit';
import { noticeFor } from './notices';

const manages = (signedIn: SignedIn) => signedIn.current?.role === 'OWNER' || signedIn.current?.role === 'ADMIN';

/** A Stripe key that can take payments: restricted (`rk_`) or secret (`sk_`), test or live. */
const STRIPE_KEY = /^(rk|sk)_(test|live)_[A-Za-z0-9]{10,250}$/;
const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/=]{10,250}$/;

/** The Payments page (OWNER and ADMIN): the workspace's own Stripe account, connected and disconnected. */
export function registerPaymentsRoutes(fastify: FastifyInstance, web: Web): void {
  const refuse = (reply: FastifyReply) =>
    sendPage(reply, errorPage('Not allowed', 'Only an OWNER or an ADMIN of the workspace connects its payment account.'), 403);
  const webhookUrlOf = (workspaceId: string) => `${new URL(web.runtime.service.apiBaseUrl).origin}/payments/stripe/webhook/${workspaceId}`;
  const accounts = web.runtime.paymentAccounts;

  fastify.get('/account/payments', async (request, reply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return reply;
    if (!signedIn.current) return redirect(reply, '/account');
    if (!manages(signedIn)) return refuse(reply);
    const workspaceId = signedIn.current.workspaceId;
    const [account, attention] = await Promise.all([accounts.summary(workspaceId), accounts.needingAttention(workspaceId)]);
    return sendPage(reply, paymentsPage(signedIn, { account, webhookUrl: webhookUrlOf(workspaceId), attention }, noticeFor(request.query)));
  });

  fastify.post('/account/payments', async (request, reply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return reply;
    const form = formOf(request);
    if (!checkCsrf(web, reply, signedIn.state, form)) return reply;
    if (!signedIn.current || !manages(signedIn)) return refuse(reply);
    const restrictedKey = field(form, 'restrictedKey');
    const webhookSecret = field(form, 'webhookSecret');
    if (!STRIPE_KEY.test(restrictedKey) || !WEBHOOK_SECRET.test(webhookSecret)) {
      return sendPage(
        reply,
        errorPage(
          'Check the key and the secret',
          'The key starts with rk_live_ or rk_test_ (a restricted key; sk_ works too), the signing secret with whsec_.',
          '/account/payments',
        ),
        400,
      );
    }
    try {
      await accounts.connect(signedIn.current.workspaceId, { restrictedKey, webhookSecret });
    } catch (error) {
      if (error instanceof LiveKeyInSandboxError) return sendPage(reply, errorPage('This is a sandbox', error.message, '/account/payments'), 400);
      throw error;
    }
    web.runtime.log.info(
      { component: 'payments', workspaceId: signedIn.current.workspaceId, userId: signedIn.state.session.user.id },
      'Payment account connected',
    );
    return redirect(reply, '/account/payments?notice=payments-connected');
  });

  fastify.post('/account/payments/disconnect', async (request, reply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return reply;
    if (!checkCsrf(web, reply, signedIn.state, formOf(request))) return reply;
    if (!signedIn.current || !manages(signedIn)) return refuse(reply);
    await accounts.disconnect(signedIn.current.workspaceId);
    web.runtime.log.info(
      { component: 'payments', workspaceId: signedIn.current.workspaceId, userId: signedIn.state.session.user.id },
      'Payment account disconnected',
    );
    return redirect(reply, '/account/payments?notice=payments-disconnected');
  });
}
