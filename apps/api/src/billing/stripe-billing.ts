import { BillingEvent, BillingProvider, BillingSignatureError, PaidPlan, Plan, ProcessorSubscription, SubscriptionStatus } from '@innkeep/domain';
import type { StripeConfig } from '@innkeep/server';
import Stripe from 'stripe';

/** Stripe's subscription statuses as a workspace's. */
const STATUS: Record<string, SubscriptionStatus> = {
  trialing: 'TRIALING',
  active: 'ACTIVE',
  past_due: 'PAST_DUE',
  incomplete: 'INCOMPLETE',
  paused: 'TRIAL_ENDED',
  unpaid: 'CANCELED',
  canceled: 'CANCELED',
  incomplete_expired: 'CANCELED',
};

const REQUEST_TIMEOUT_MS = 10_000;
const instant = (seconds: number | null | undefined): Date | null => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * The one place that speaks Stripe, through its official client: Checkout Sessions, Billing Portal
 * sessions, webhook signatures, and the subscription read afresh. No Stripe type leaves this file.
 */
export class StripeBilling implements BillingProvider {
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    const { apiUrl } = config;
    this.stripe = new Stripe(config.secretKey, {
      host: apiUrl.hostname,
      port: apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80),
      protocol: apiUrl.protocol === 'https:' ? 'https' : 'http',
      maxNetworkRetries: 2,
      timeout: REQUEST_TIMEOUT_MS,
      telemetry: false,
      appInfo: { name: 'Innkeep' },
    });
  }

  async checkout(request: { workspaceId: string; plan: PaidPlan; email: string; trialDays: number; successUrl: string; cancelUrl: string }): Promise<string> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [{ price: this.config.prices[request.plan], quantity: 1 }],
        client_reference_id: request.workspaceId,
        customer_email: request.email,
        payment_method_collection: 'always',
        subscription_data: { metadata: { workspace_id: request.workspaceId }, ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}) },
        metadata: { workspace_id: request.workspaceId },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      // A retried sign-up step creates one session, not two.
      { idempotencyKey: `checkout:${request.workspaceId}:${request.plan}:${request.trialDays}:${Math.floor(Date.now() / 60_000)}` },
    );
    if (!session.url) throw new Error('Stripe created a Checkout Session without a URL.');
    return session.url;
  }

  async portal(request: { customerId: string; returnUrl: string }): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: request.customerId, return_url: request.returnUrl });
    return session.url;
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined): BillingEvent {
    if (!signature) throw new BillingSignatureError('The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      // The library checks the signature and that it is at most 5 minutes old.
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch (error) {
      throw new BillingSignatureError(error instanceof Error ? error.message : 'The signature does not match.');
    }
    const object = event.data.object as unknown as Record<string, unknown>;
    return { id: event.id, type: event.type, subscriptionId: subscriptionOf(event.type, object), workspaceId: referenceOf(event.type, object) };
  }

  async subscription(subscriptionId: string): Promise<ProcessorSubscription> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] });
    const item = subscription.items.data[0];
    const method = typeof subscription.default_payment_method === 'object' ? subscription.default_payment_method : null;
    const card = method?.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
    const periodEnd =
      (item as { current_period_end?: number } | undefined)?.current_period_end ??
      (subscription as unknown as { current_period_end?: number }).current_period_end;
    return {
      workspaceId: subscription.metadata?.workspace_id ?? null,
      customerId: idOf(subscription.customer) ?? '',
      subscriptionId: subscription.id,
      change: {
        status: STATUS[subscription.status] ?? 'CANCELED',
        plan: this.planOf(item?.price?.id),
        ...(subscription.trial_end ? { trialEndsAt: instant(subscription.trial_end) } : {}),
        currentPeriodEnd: instant(periodEnd),
        cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
        card,
        processor: { customerId: idOf(subscription.customer) ?? '', subscriptionId: subscription.id },
      },
    };
  }

  /** The plan follows the subscription's price; a price of neither plan leaves the plan as it was. */
  private planOf(priceId: string | undefined): Plan | undefined {
    if (priceId === this.config.prices.PRO) return 'PRO';
    if (priceId === this.config.prices.BUSINESS) return 'BUSINESS';
    return undefined;
  }
}

/** The subscription an event is about, by where each handled type carries it. */
function subscriptionOf(type: string, object: Record<string, unknown>): string | null {
  if (type === 'checkout.session.completed') return idOf(object.subscription as string | null);
  if (type.startsWith('customer.subscription.')) return idOf(object.id as string);
  if (type.startsWith('invoice.')) {
    const parent = object.parent as { subscription_details?: { subscription?: string | { id: string } } } | null | undefined;
    return idOf(parent?.subscription_details?.subscription ?? (object.subscription as string | null | undefined));
  }
  return null;
}

function referenceOf(type: string, object: Record<string, unknown>): string | null {
  if (type === 'checkout.session.completed') return typeof object.client_reference_id === 'string' ? object.client_reference_id : null;
  const metadata = object.metadata as Record<string, string> | null | undefined;
  return metadata?.workspace_id ?? null;
}
