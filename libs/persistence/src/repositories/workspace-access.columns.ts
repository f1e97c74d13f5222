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
  is_sandbox: boolean;
  last_used_at: Date | string | null;
}

/** Over `memberships m JOIN subscriptions s JOIN workspaces ws` (ACCESS_JOINS). */
export const ACCESS_SELECT = `m.role, s.plan_code, s.status, s.trial_ends_at, s.past_due_since, s.stripe_subscription_id IS NOT NULL AS billed, ws.is_sandbox, ws.last_used_at`;
export const ACCESS_JOINS = `memberships m JOIN subscriptions s ON s.workspace_id = m.workspace_id JOIN workspaces ws ON ws.id = m.workspace_id`;

const instant = (value: Date | string | null): Date | null => (value === null ? null : value instanceof Date ? value : new Date(value));

export function workspaceAccessOf(row: SubscriptionColumns): WorkspaceAccess {
  return {
    role: row.role,
    plan: row.plan_code,
    subscriptionStatus: row.status,
    trialEndsAt: instant(row.trial_ends_at),
    pastDueSince: instant(row.past_due_since),
    billedByProcessor: row.billed,
    isSandbox: row.is_sandbox,
    lastUsedAt: instant(row.last_used_at),
  };
}
