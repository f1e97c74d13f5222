import { CheckoutRequest, CheckoutSession, DomainError, OnlinePayments, PaymentProcessorEvent, RefundRequest } from '@innkeep/domain';
import { PaymentAccountStore } from '@innkeep/persistence';
import Stripe from 'stripe';

const REQUEST_TIMEOUT_MS = 10_000;
const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** A webhook whose workspace has no account, or whose signature is missing, wrong or too old: 400, applied never. */
export class PaymentSignatureError extends Error {
  override name = 'PaymentSignatureError';
}

/**
 * The hosts' own Stripe accounts, reached with each workspace's restricted key through Stripe's
 * official client: Checkout Sessions in mode `payment`, refunds, and the webhook signatures of each
 * workspace's endpoint. The subscription's adapter (apps/api/src/billing) is the other file that
 * speaks Stripe; no Stripe type leaves this one.
 */
export class StripePayments implements OnlinePayments {
  constructor(
    private readonly accounts: PaymentAccountStore,
    private readonly apiUrl: URL,
  ) {}

  async connected(workspaceId: string): Promise<boolean> {
    return (await this.accounts.summary(workspaceId)) !== null;
  }

  async checkout(request: CheckoutRequest): Promise<CheckoutSession> {
    const stripe = await this.clientOf(request.workspaceId);
    const metadata = { reservationId: request.reservationId, workspaceId: request.workspaceId, purpose: request.purpose };
    const session = await this.call('create a Checkout Session', () =>
      stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountMinor, product_data: { name: request.description } },
            },
          ],
          metadata,
          payment_intent_data: { metadata },
          client_reference_id: request.reservationId,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    if (!session.url) throw new DomainError('PAYMENT_PROCESSOR_FAILED', 'Stripe created a Checkout Session without a page to send the guest to.');
    return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  async refund(request: RefundRequest): Promise<{ refundId: string }> {
    const stripe = await this.clientOf(request.workspaceId);
    const refund = await this.call('refund the payment', () =>
      stripe.refunds.create(
        {
          payment_intent: request.paymentIntentId,
          amount: request.amountMinor,
          metadata: { workspaceId: request.workspaceId, ...(request.reason ? { reason: request.reason.slice(0, 500) } : {}) },
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return { refundId: refund.id };
  }

  /** Checks a webhook of a workspace's endpoint with that workspace's signing secret (and its age: 5 minutes), and reads its event. */
  async verifyEvent(workspaceId: string, rawBody: Buffer, signature: string | undefined): Promise<PaymentProcessorEvent> {
    const credentials = await this.accounts.credentials(workspaceId);
    if (!credentials) throw new PaymentSignatureError('This workspace has no payment account connected.');
    if (!signature) throw new PaymentSignatureError('The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, credentials.webhookSecret);
    } catch (error) {
      throw new PaymentSignatureError(error instanceof Error ? error.message : 'The signature does not match.');
    }
    return eventOf(event);
  }

  private async clientOf(workspaceId: string): Promise<Stripe> {
    const credentials = await this.accounts.credentials(workspaceId);
    if (!credentials)
      throw new DomainError(
        'PAYMENTS_NOT_CONNECTED',
        'This workspace takes no payments online: an OWNER or ADMIN connects a Stripe account on the Payments page first.',
      );
    const { apiUrl } = this;
    return new Stripe(credentials.restrictedKey, {
      host: apiUrl.hostname,
      port: apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80),
      protocol: apiUrl.protocol === 'https:' ? 'https' : 'http',
      maxNetworkRetries: 2,
      timeout: REQUEST_TIMEOUT_MS,
      telemetry: false,
      appInfo: { name: 'Innkeep' },
    });
  }

  /** Stripe's refusals and failures as one coded error, with Stripe's own sentence (it names no secret). */
  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new DomainError('PAYMENT_PROCESSOR_FAILED', `Stripe could not ${what}: ${message}`);
    }
  }
}

/** The fields of the handled events the ledger needs, read where each type carries them. */
function eventOf(event: Stripe.Event): PaymentProcessorEvent {
  const object = event.data.object as unknown as Record<string, any>;
  if (event.type.startsWith('checkout.session.')) {
    const metadata = (object.metadata ?? {}) as Record<string, string>;
    return {
      id: event.id,
      type: event.type,
      session: {
        id: String(object.id),
        reservationId: metadata.reservationId ?? object.client_reference_id ?? null,
        purpose: metadata.purpose === 'LINK' ? 'LINK' : 'DEPOSIT',
        paymentIntentId: idOf(object.payment_intent),
        amountMinor: typeof object.amount_total === 'number' ? object.amount_total : 0,
        currency: typeof object.currency === 'string' ? object.currency.toUpperCase() : '',
        paid: object.payment_status === 'paid',
      },
    };
  }
  if (event.type.startsWith('refund.') || event.type === 'charge.refund.updated') {
    return {
      id: event.id,
      type: event.type,
      refund: {
        id: String(object.id),
        paymentIntentId: idOf(object.payment_intent),
        amountMinor: typeof object.amount === 'number' ? object.amount : 0,
        currency: typeof object.currency === 'string' ? object.currency.toUpperCase() : '',
        succeeded: object.status === 'succeeded',
        reason: typeof object.metadata?.reason === 'string' ? object.metadata.reason : null,
      },
    };
  }
  return { id: event.id, type: event.type };
}
