import { LiveKeyInSandboxError } from '@innkeep/domain';
import { Get, Inject, Post, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { paymentsPage } from '../pages/payments-page';
import { WEB } from '../web.tokens';
import { checkCsrf, errorPage, field, formOf, redirect, requireSignedIn, sendPage, SignedIn, Web } from '../web-kit';
import { WebPageController } from '../web-page-routes';
import { noticeFor } from './notices';

const manages = (signedIn: SignedIn) => signedIn.current?.role === 'OWNER' || signedIn.current?.role === 'ADMIN';

/** A Stripe key that can take payments: restricted (`rk_`) or secret (`sk_`), test or live. */
const STRIPE_KEY = /^(rk|sk)_(test|live)_[A-Za-z0-9]{10,250}$/;
const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/=]{10,250}$/;

/** The Payments page (OWNER and ADMIN): the workspace's own Stripe account, connected and disconnected. */
@WebPageController()
export class PaymentsController {
  constructor(@Inject(WEB) private readonly web: Web) {}

  private readonly refuse = (reply: FastifyReply) =>
    sendPage(reply, errorPage('Not allowed', 'Only an OWNER or an ADMIN of the workspace connects its payment account.'), 403);
  private readonly webhookUrlOf = (workspaceId: string) => `${new URL(this.web.runtime.service.apiBaseUrl).origin}/payments/stripe/webhook/${workspaceId}`;
  private get accounts() {
    return this.web.runtime.paymentAccounts;
  }

  @Get('/account/payments')
  async payments(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    if (!signedIn.current) return redirect(reply, '/account');
    if (!manages(signedIn)) return this.refuse(reply);
    const workspaceId = signedIn.current.workspaceId;
    const [account, attention] = await Promise.all([this.accounts.summary(workspaceId), this.accounts.needingAttention(workspaceId)]);
    return sendPage(reply, paymentsPage(signedIn, { account, webhookUrl: this.webhookUrlOf(workspaceId), attention }, noticeFor(request.query)));
  }

  @Post('/account/payments')
  async connectPayments(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    const form = formOf(request);
    if (!checkCsrf(this.web, reply, signedIn.state, form)) return reply;
    if (!signedIn.current || !manages(signedIn)) return this.refuse(reply);
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
      await this.accounts.connect(signedIn.current.workspaceId, { restrictedKey, webhookSecret });
    } catch (error) {
      if (error instanceof LiveKeyInSandboxError) return sendPage(reply, errorPage('This is a sandbox', error.message, '/account/payments'), 400);
      throw error;
    }
    this.web.runtime.log.info(
      { component: 'payments', workspaceId: signedIn.current.workspaceId, userId: signedIn.state.session.user.id },
      'Payment account connected',
    );
    return redirect(reply, '/account/payments?notice=payments-connected');
  }

  @Post('/account/payments/disconnect')
  async disconnectPayments(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    if (!checkCsrf(this.web, reply, signedIn.state, formOf(request))) return reply;
    if (!signedIn.current || !manages(signedIn)) return this.refuse(reply);
    await this.accounts.disconnect(signedIn.current.workspaceId);
    this.web.runtime.log.info(
      { component: 'payments', workspaceId: signedIn.current.workspaceId, userId: signedIn.state.session.user.id },
      'Payment account disconnected',
    );
    return redirect(reply, '/account/payments?notice=payments-disconnected');
  }
}
