export const PLANS = ['STARTER', 'PRO', 'BUSINESS'] as const;
export type Plan = (typeof PLANS)[number];

export const SUBSCRIPTION_STATUSES = ['TRIALING', 'ACTIVE', 'CANCELED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const FEATURES = ['api', 'mcp', 'channels', 'reports', 'website', 'analytics'] as const;
export type Feature = (typeof FEATURES)[number];

const PLAN_FEATURES: Record<Plan, readonly Feature[]> = {
  STARTER: [],
  PRO: ['api', 'mcp', 'channels', 'reports'],
  BUSINESS: ['api', 'mcp', 'channels', 'reports', 'website', 'analytics'],
};

export const TRIAL_DAYS = 7;

export function planFeatures(plan: Plan): readonly Feature[] {
  return PLAN_FEATURES[plan];
}

export function planHasFeature(plan: Plan, feature: Feature): boolean {
  return PLAN_FEATURES[plan].includes(feature);
}

/** The cheapest plan that includes a feature, named in PLAN_REQUIRED answers. */
export function cheapestPlanWith(feature: Feature): Plan {
  const plan = PLANS.find((candidate) => planHasFeature(candidate, feature));
  if (!plan) throw new Error(`No plan includes ${feature}`);
  return plan;
}

/** API access needs a plan with the `api` feature and a subscription that is not canceled. */
export function hasApiAccess(plan: Plan, status: SubscriptionStatus): boolean {
  return status !== 'CANCELED' && planHasFeature(plan, 'api');
}

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

export function isSubscriptionStatus(value: string): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}
