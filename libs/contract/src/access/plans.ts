export const PLANS = ['STARTER', 'PRO', 'BUSINESS'] as const;
export type Plan = (typeof PLANS)[number];

export const SUBSCRIPTION_STATUSES = ['TRIALING', 'ACTIVE', 'CANCELED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const FEATURES = ['api', 'mcp', 'channels', 'reports', 'website', 'analytics'] as const;
export type Feature = (typeof FEATURES)[number];

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

export function isSubscriptionStatus(value: string): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}
