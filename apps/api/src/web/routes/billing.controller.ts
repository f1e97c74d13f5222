import { isPlan, PaidPlan, TRIAL_DAYS } from '@innkeep/domain';
import { Get, Inject, Post, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { billingPage, waitingPage } from '../pages/billing-page';
import { WEB } from '../web.tokens';
import { checkCsrf, errorPage, field, formOf, redirect, requireSignedIn, sendPage, SignedIn, Web } from '../web-kit';
import { WebPageController } from '../web-page-routes';
import { noticeFor } from './notices';

const manages = (signedIn: SignedIn) => signedIn.current?.role === 'OWNER' || signedIn.current?.role === 'ADMIN';

/** A sign-up's or a new workspace's trial, claimed but not started: the processor's checkout starts it. */
const trialPending = (signedIn: SignedIn) =>
  signedIn.current !== null &&
  signedIn.current.subscriptionStatus === 'INCOMPLETE' &&
  signedIn.current.trialEndsAt !== null &&
  !signedIn.current.billedByProcessor;

/**
 * Sends the browser to the processor's checkout for the session's workspace: a plan's price, the
 * card always collected, the 7-day trial when the workspace's is pending. Answers after failing.
 */
export async function startCheckout(
  web: Web,
  reply: FastifyReply,
  checkout: { workspaceId: string; email: string; plan: PaidPlan; withTrial: boolean },
): Promise<FastifyReply> {
  const origin = new URL(web.runtime.service.apiBaseUrl).origin;
  try {
    const url = await web.billing!.checkout({
      workspaceId: checkout.workspaceId,
      plan: checkout.plan,
      email: checkout.email,
      trialDays: checkout.withTrial ? TRIAL_DAYS : 0,
      successUrl: `${origin}/billing/welcome?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/account/billing`,
    });
    return redirect(reply, url);
  } catch (error) {
    web.runtime.log.error({ component: 'billing', workspaceId: checkout.workspaceId, err: error }, 'Could not create a Stripe Checkout Session');
    return redirect(reply, '/account/billing?notice=checkout-failed');
  }
}

/** The Billing page (OWNER and ADMIN), the way to the processor's checkout and portal, and the page a checkout returns to. */
@WebPageController()
export class BillingController {
  constructor(@Inject(WEB) private readonly web: Web) {}

  private readonly refuse = (reply: FastifyReply) =>
    sendPage(reply, errorPage('Not allowed', 'Only an OWNER or an ADMIN of the workspace manages its billing.'), 403);

  @Get('/account/billing')
  async billing(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    if (!signedIn.current) return redirect(reply, '/account');
    if (!manages(signedIn)) return this.refuse(reply);
    const customer = await this.web.accounts.billingCustomer(signedIn.current.workspaceId);
    return sendPage(
      reply,
      billingPage(
        signedIn,
        { billsByCard: this.web.billing !== undefined, hasCustomer: customer !== null, trialPending: trialPending(signedIn) },
        noticeFor(request.query),
      ),
    );
  }

  @Post('/account/billing/checkout')
  async checkout(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    const form = formOf(request);
    if (!checkCsrf(this.web, reply, signedIn.state, form)) return reply;
    if (!signedIn.current || !manages(signedIn)) return this.refuse(reply);
    if (!this.web.billing)
      return sendPage(reply, errorPage('No card payments here', 'This installation bills by invoice: its operator sets the plan.', '/account/billing'), 404);
    const plan = field(form, 'plan').toUpperCase();
    if (!isPlan(plan) || plan === 'STARTER') return sendPage(reply, errorPage('Choose a plan', 'Choose PRO or BUSINESS.', '/account/billing'), 400);
    if (await this.web.accounts.billingCustomer(signedIn.current.workspaceId)) return redirect(reply, '/account/billing');
    return startCheckout(this.web, reply, {
      workspaceId: signedIn.current.workspaceId,
      email: signedIn.state.session.user.email,
      plan,
      withTrial: trialPending(signedIn),
    });
  }

  @Post('/account/billing/portal')
  async portal(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    if (!checkCsrf(this.web, reply, signedIn.state, formOf(request))) return reply;
    if (!signedIn.current || !manages(signedIn)) return this.refuse(reply);
    const customer = await this.web.accounts.billingCustomer(signedIn.current.workspaceId);
    if (!this.web.billing || !customer) return redirect(reply, '/account/billing');
    const origin = new URL(this.web.runtime.service.apiBaseUrl).origin;
    try {
      return redirect(reply, await this.web.billing.portal({ customerId: customer, returnUrl: `${origin}/account/billing` }));
    } catch (error) {
      this.web.runtime.log.error(
        { component: 'billing', workspaceId: signedIn.current.workspaceId, err: error },
        'Could not create a Stripe Billing Portal session',
      );
      return redirect(reply, '/account/billing?notice=portal-failed');
    }
  }

  // Checkout's success URL: the webhook, not this redirect, tells whether the card was taken.
  @Get('/billing/welcome')
  async welcome(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    if (signedIn.current?.subscriptionStatus === 'INCOMPLETE') return sendPage(reply, waitingPage(signedIn));
    return redirect(reply, '/account?notice=subscribed');
  }
}
