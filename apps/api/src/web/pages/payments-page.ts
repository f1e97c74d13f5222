import type { PaymentAccountSummary, PaymentNeedingAttention } from '@innkeep/domain';
import { formatMinor } from '@innkeep/domain';

import { csrfField, html } from '../html';
import { SignedIn, signedInPage } from '../web-kit';

type Notice = { kind: 'ok' | 'error'; text: string } | undefined;

/** The Stripe events the host's webhook endpoint must send. */
export const PAYMENT_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'refund.created',
  'refund.updated',
];

/**
 * The workspace's own Stripe account, for OWNER and ADMIN: connected or not (its key and signing
 * secret shown masked), the webhook address to give Stripe, and the forms to connect and disconnect.
 */
export function paymentsPage(
  signedIn: SignedIn,
  data: { account: PaymentAccountSummary | null; webhookUrl: string; attention: PaymentNeedingAttention[] },
  notice?: Notice,
): string {
  const token = signedIn.state.csrfToken;
  const { account } = data;
  const status = account
    ? html`<table id="payments-account"><tbody>
<tr><th scope="row">Status</th><td id="payments-status">Connected</td></tr>
<tr><th scope="row">Restricted key</th><td><code id="payments-key">${account.keyHint}</code></td></tr>
<tr><th scope="row">Webhook signing secret</th><td><code id="payments-secret">${account.webhookSecretHint}</code></td></tr>
<tr><th scope="row">Since</th><td>${account.connectedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC</td></tr>
</tbody></table>
<form method="post" action="/account/payments/disconnect">${csrfField(token)}
<p class="muted">Disconnecting stops online payments at once: the website books unpaid again and payment links are refused. Payments recorded stay.</p>
<div class="actions"><button class="secondary" type="submit">Disconnect</button></div></form>`
    : html`<p id="payments-status">Not connected: the website takes bookings unpaid, for you to collect.</p>`;
  const attention =
    data.attention.length === 0
      ? ''
      : html`<section id="payments-attention">
<h2>Paid after the hold ended</h2>
<p class="notice error" role="alert">These guests paid online after their booking’s hold had ended, so the booking was cancelled and its nights may have been sold. Refund them (<code>innkeep payments refund &lt;payment&gt;</code>) or book them again.</p>
<table><thead><tr><th scope="col">Payment</th><th scope="col">Booking</th><th scope="col">Amount</th><th scope="col">Received</th></tr></thead>
<tbody>${data.attention.map(
          (item) =>
            html`<tr><td><code>${item.paymentId}</code></td><td><code>${item.reservationId}</code> (${item.reservationStatus.toLowerCase()})</td><td>${formatMinor(item.amountMinor, item.currency)}</td><td>${item.receivedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC</td></tr>`,
        )}</tbody></table>
</section>`;
  return signedInPage(
    signedIn,
    { title: 'Payments', notice },
    html`<h1>Payments</h1>
${attention}
<section>
<h2>Your Stripe account</h2>
<p>Guests pay you directly, into your own Stripe account: Innkeep never holds the money. With an account connected, the website asks for the deposit at booking, you can send payment links, and refunds of online payments go back through Stripe.</p>
${status}
</section>
<section>
<h2>${account ? 'Replace the key or the secret' : 'Connect'}</h2>
<ol>
<li>In Stripe, create a restricted key with <strong>Write</strong> access to <em>Checkout Sessions</em> and <em>Refunds</em>.</li>
<li>Add a webhook endpoint at <code id="payments-webhook-url">${data.webhookUrl}</code> sending ${PAYMENT_WEBHOOK_EVENTS.map((event, index) => html`${index ? ', ' : ''}<code>${event}</code>`)}, and copy its signing secret.</li>
</ol>
<form method="post" action="/account/payments">${csrfField(token)}
<label>Restricted key <input name="restrictedKey" type="password" autocomplete="off" required placeholder="rk_live_…"></label>
<label>Webhook signing secret <input name="webhookSecret" type="password" autocomplete="off" required placeholder="whsec_…"></label>
<p class="muted">Both are stored encrypted and never shown again in full.</p>
<div class="actions"><button type="submit">${account ? 'Save' : 'Connect'}</button></div></form>
</section>`,
  );
}
