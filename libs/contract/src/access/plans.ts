export const PLANS = ['STARTER', 'PRO', 'BUSINESS'] as const;
export type Plan = (typeof PLANS)[number];

/**
 * A workspace's subscription: TRIALING (the 7-day trial), ACTIVE (paying), PAST_DUE (a payment
 * failed), INCOMPLETE (no card yet), TRIAL_ENDED (the trial is over and nothing pays), CANCELED.
 */
export const SUBSCRIPTION_STATUSES = ['TRIALING', 'ACTIVE', 'PAST_DUE', 'INCOMPLETE', 'TRIAL_ENDED', 'CANCELED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The plans a workspace pays for; STARTER is the operator's to give. */
export const PAID_PLANS = ['PRO', 'BUSINESS'] as const satisfies readonly Plan[];
export type PaidPlan = (typeof PAID_PLANS)[number];

export const FEATURES = ['api', 'mcp', 'channels', 'reports', 'website', 'analytics'] as const;
export type Feature = (typeof FEATURES)[number];

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

export function isSubscriptionStatus(value: string): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}
