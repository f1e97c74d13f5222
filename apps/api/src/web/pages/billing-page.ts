import { currentStatus, PAID_PLANS, subscriptionWarning } from '@innkeep/domain';

import { csrfField, html, SafeHtml } from '../html';
import { SignedIn, signedInPage } from '../web-kit';
import { statusText } from './account-pages';

type Notice = { kind: 'ok' | 'error'; text: string } | undefined;

export interface BillingPageData {
  /** Whether a payment processor bills this installation (else the operator sets plans). */
  billsByCard: boolean;
  /** Whether the processor already has this workspace's customer (its Billing Portal opens). */
  hasCustomer: boolean;
  /** Whether a checkout now starts the workspace's 7-day trial (its owner's one trial, not yet started). */
  trialPending: boolean;
}

const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : '—');

/** The plan choice of a checkout (sign-up, or a workspace without a card yet). */
export function planChoice(selected = 'PRO'): SafeHtml {
  return html`<fieldset><legend>Plan</legend>${PAID_PLANS.map(
    (plan) =>
      html`<label><input type="radio" name="plan" value="${plan}"${plan === selected ? html` checked` : ''}> ${plan}${plan === 'PRO' ? ' — API, MCP, channels, reports' : ' — PRO, plus the direct-booking website and analytics'}</label>`,
  )}</fieldset>`;
}

/** The workspace's subscription, for OWNER and ADMIN: plan, status, trial, next charge, card, and the way to change them. */
export function billingPage(signedIn: SignedIn, data: BillingPageData, notice?: Notice): string {
  const current = signedIn.current!;
  const now = new Date();
  const warning = subscriptionWarning(current, now);
  const rows: [string, SafeHtml | string][] = [
    ['Plan', current.plan],
    ['Status', statusText(currentStatus(current, now))],
    ['Trial ends', day(current.trialEndsAt)],
    ['Next charge', current.cancelAtPeriodEnd ? `none: ends ${day(current.currentPeriodEnd)}` : day(current.currentPeriodEnd)],
    ['Card', current.card ? html`<span id="billing-card">${current.card.brand} ending ${current.card.last4}</span>` : 'none'],
    ['Cancels at period end', current.cancelAtPeriodEnd ? 'yes' : 'no'],
  ];
  let actions: SafeHtml;
  if (!data.billsByCard) {
    actions = html`<p class="muted">This installation bills by invoice: its operator sets the plan (<code>npm run admin -- plan set</code>).</p>`;
  } else if (data.hasCustomer) {
    actions = html`<form method="post" action="/account/billing/portal">${csrfField(signedIn.state.csrfToken)}
<p class="muted">Change the plan or the card, see invoices, or cancel at the end of the period, on Stripe’s billing page.</p>
<div class="actions"><button type="submit">Manage billing</button></div></form>`;
  } else {
    actions = html`<form method="post" action="/account/billing/checkout">${csrfField(signedIn.state.csrfToken)}
${planChoice(current.plan)}
<p class="muted">${data.trialPending ? 'Free for 7 days: Stripe takes your card now and charges it when the trial ends.' : 'Your free trial was used: Stripe charges your card now.'}</p>
<div class="actions"><button type="submit">Continue to payment</button></div></form>`;
  }
  return signedInPage(
    signedIn,
    { title: 'Billing', notice },
    html`<h1>Billing</h1>
<section>
<h2>${current.name}</h2>
${warning ? html`<p class="notice error" role="alert">${warning}</p>` : ''}
<table id="billing-summary"><tbody>${rows.map(([label, value]) => html`<tr><th scope="row">${label}</th><td>${value}</td></tr>`)}</tbody></table>
${actions}
</section>`,
  );
}

/** While the processor confirms a checkout: reloads until its webhook has arrived. */
export function waitingPage(signedIn: SignedIn): string {
  return signedInPage(
    signedIn,
    { title: 'Confirming your card', refreshSeconds: 2 },
    html`<h1>Confirming your card</h1><p id="billing-waiting">Stripe has your card; we are waiting for its confirmation. This page reloads by itself.</p>`,
  );
}
