import { Feature, Plan, PLANS } from '@innkeep/contract';

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
