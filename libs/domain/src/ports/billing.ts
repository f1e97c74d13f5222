import { Plan, SubscriptionStatus } from '@innkeep/contract';

/** A subscription as the payment processor reports it (its webhooks), applied to the workspace. */
export interface SubscriptionChange {
  workspaceId: string;
  plan: Plan;
  status: SubscriptionStatus;
  /** Set while TRIALING: the end of the 7-day trial, when the processor first charges the card. */
  trialEndsAt: Date | null;
}

/**
 * The payment processor behind the plans (docs/contract.md#plans): it collects a card when
 * a plan's 7-day trial starts, charges nothing during the trial, then charges (ACTIVE) or ends the
 * subscription (CANCELED) and reports it as a SubscriptionChange.
 *
 * No processor is wired yet (NO_BILLING_PROVIDER): plans and statuses are set with the operator tool,
 * `npm run admin -- plan set`, which is what a processor's report will do.
 */
export interface BillingProvider {
  /** The processor's page where the owner enters a card for a plan; the trial starts once it is collected. */
  checkoutUrl(request: { workspaceId: string; plan: Plan; returnUrl: string }): Promise<string>;
  /** Ends the subscription at the processor, which then reports it CANCELED. */
  cancel(workspaceId: string): Promise<void>;
}

const notWired = (): never => {
  throw new Error('No payment processor is configured: set plans with `npm run admin -- plan set`.');
};

export const NO_BILLING_PROVIDER: BillingProvider = {
  checkoutUrl: async () => notWired(),
  cancel: async () => notWired(),
};
