import { Plan, SubscriptionStatus } from '../access/plans';
import { Role, Scope } from '../access/scopes';

/** The card the subscription charges, as the payment processor shows it. */
export interface SubscriptionCard {
  brand: string;
  last4: string;
}

/** The workspace's subscription as its owner sees it on the Billing page. */
export interface SubscriptionView {
  status: SubscriptionStatus;
  plan: Plan;
  /** The end of the 7-day trial; null when the workspace never had one. */
  trialEndsAt: string | null;
  /** When the current paid period ends (the next charge); null without a payment processor. */
  currentPeriodEnd: string | null;
  /** Whether the subscription ends at currentPeriodEnd instead of renewing. */
  cancelAtPeriodEnd: boolean;
  card: SubscriptionCard | null;
  /** A sentence while access is at risk (a failed payment, a trial ending); null otherwise. */
  warning: string | null;
}

export interface WorkspaceContext {
  workspace: { id: string; name: string; timezone: string; isSandbox: boolean };
  user: { id: string; email: string; name: string | null; role: Role };
  scopes: Scope[];
  plan: { code: Plan; status: SubscriptionStatus; trialEndsAt: string | null; features: string[] };
  subscription: SubscriptionView;
  /** The server clock, UTC ISO 8601. */
  nowUtc: string;
  /** The same instant in the workspace's time zone, `YYYY-MM-DDTHH:MM:SS`. */
  nowLocal: string;
}
