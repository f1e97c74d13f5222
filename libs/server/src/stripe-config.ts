import type { PaidPlan } from '@innkeep/domain';

type Env = Record<string, string | undefined>;

/** Stripe, the payment processor: keys from the environment only, never stored or logged. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The price of each paid plan. */
  prices: Record<PaidPlan, string>;
  /** Stripe's API (STRIPE_API_URL): Stripe's own, or a compatible server in tests. */
  apiUrl: URL;
}

const REQUIRED = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_BUSINESS'] as const;

/** All four Stripe settings or none: a partial set stops the start, naming what is missing. */
export function loadStripeConfig(env: Env): StripeConfig | undefined {
  const values = Object.fromEntries(REQUIRED.map((name) => [name, env[name]?.trim() ?? ''])) as Record<(typeof REQUIRED)[number], string>;
  const given = REQUIRED.filter((name) => values[name] !== '');
  if (given.length === 0) return undefined;
  if (given.length < REQUIRED.length) {
    const missing = REQUIRED.filter((name) => values[name] === '');
    throw new Error(`Billing with Stripe needs ${REQUIRED.join(', ')} together; ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing.`);
  }
  const apiUrl = stripeApiUrlOf(env);
  return {
    secretKey: values.STRIPE_SECRET_KEY,
    webhookSecret: values.STRIPE_WEBHOOK_SECRET,
    prices: { PRO: values.STRIPE_PRICE_PRO, BUSINESS: values.STRIPE_PRICE_BUSINESS },
    apiUrl,
  };
}

/**
 * Stripe's API (STRIPE_API_URL, default Stripe's own): the subscription's, and the one the hosts'
 * own accounts are reached at for their guests' payments. Tests point it at a server on loopback.
 */
export function stripeApiUrlOf(env: Env): URL {
  const raw = env.STRIPE_API_URL?.trim() || 'https://api.stripe.com';
  let apiUrl: URL;
  try {
    apiUrl = new URL(raw);
  } catch {
    throw new Error(`STRIPE_API_URL must be an absolute URL, not "${raw}".`);
  }
  if (apiUrl.protocol !== 'https:' && apiUrl.protocol !== 'http:') throw new Error(`STRIPE_API_URL must be an http(s) URL, not "${raw}".`);
  return apiUrl;
}
