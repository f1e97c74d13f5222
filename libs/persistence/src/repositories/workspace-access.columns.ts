import type { WorkspaceAccess } from '@innkeep/auth';

/** The membership and subscription columns a principal is made of, as the credential lookups read them. */
export interface SubscriptionColumns {
  role: WorkspaceAccess['role'];
  plan_code: WorkspaceAccess['plan'];
  status: WorkspaceAccess['subscriptionStatus'];
  /** A Date from a row, an ISO string from json_build_object. */
  trial_ends_at: Date | string | null;
  past_due_since: Date | string | null;
  billed: boolean;
}

/** Over `memberships m JOIN subscriptions s`. */
export const ACCESS_SELECT = `m.role, s.plan_code, s.status, s.trial_ends_at, s.past_due_since, s.stripe_subscription_id IS NOT NULL AS billed`;

const instant = (value: Date | string | null): Date | null => (value === null ? null : value instanceof Date ? value : new Date(value));

export function workspaceAccessOf(row: SubscriptionColumns): WorkspaceAccess {
  return {
    role: row.role,
    plan: row.plan_code,
    subscriptionStatus: row.status,
    trialEndsAt: instant(row.trial_ends_at),
    pastDueSince: instant(row.past_due_since),
    billedByProcessor: row.billed,
  };
}
