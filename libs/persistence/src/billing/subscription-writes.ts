import { AppliedChange, EventActor, Plan, SubscriptionChange, subscriptionChangedEvents, SubscriptionStatus } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { beginWriteStatement } from '../events/feed-bound.sql';
import { createRepositories } from '../repositories/create-repositories';

/** Who changed a subscription: the payment processor's report, the trial's end, the operator. */
export const BILLING_ACTOR: EventActor = { kind: 'SYSTEM', id: 'billing', userId: null, surface: 'WORKER' };

export type { AppliedChange } from '@innkeep/domain';

/**
 * Takes the workspace's feed lock: the first statement of a transaction that records a
 * subscription's events, so the feed reads them in commit order.
 */
export async function lockFeedOf(manager: EntityManager, workspaceId: string): Promise<void> {
  await manager.query(beginWriteStatement(workspaceId));
}

/**
 * Applies a change to a workspace's subscription row, locked, and records
 * `workspace.subscription_changed` when its status or plan moved. Entering PAST_DUE starts the
 * grace days; leaving it ends them. Null when the workspace has no subscription. Call it in a
 * transaction that took the workspace's feed lock first (`lockFeedOf`).
 */
export async function applySubscriptionChange(
  manager: EntityManager,
  workspaceId: string,
  change: SubscriptionChange,
  actor: EventActor = BILLING_ACTOR,
): Promise<AppliedChange | null> {
  const [current] = await manager.query(`SELECT plan_code, status FROM subscriptions WHERE workspace_id = $1 FOR UPDATE`, [workspaceId]);
  if (!current) return null;
  const from = { status: current.status as SubscriptionStatus, plan: current.plan_code as Plan };
  const to = { status: change.status ?? from.status, plan: change.plan ?? from.plan };
  const sets: string[] = ['plan_code = $2', 'status = $3', 'updated_at = now()'];
  const values: unknown[] = [workspaceId, to.plan, to.status];
  const set = (column: string, value: unknown) => {
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  };
  if (to.status === 'PAST_DUE' && from.status !== 'PAST_DUE') sets.push('past_due_since = now()');
  if (to.status !== 'PAST_DUE') sets.push('past_due_since = NULL');
  if (change.trialEndsAt !== undefined) set('trial_ends_at', change.trialEndsAt);
  if (change.currentPeriodEnd !== undefined) set('current_period_end', change.currentPeriodEnd);
  if (change.cancelAtPeriodEnd !== undefined) set('cancel_at_period_end', change.cancelAtPeriodEnd);
  if (change.card !== undefined) {
    set('card_brand', change.card?.brand ?? null);
    set('card_last4', change.card?.last4 ?? null);
  }
  if (change.processor) {
    set('stripe_customer_id', change.processor.customerId);
    set('stripe_subscription_id', change.processor.subscriptionId);
  }
  await manager.query(`UPDATE subscriptions SET ${sets.join(', ')} WHERE workspace_id = $1`, values);
  const events = subscriptionChangedEvents(workspaceId, from, to);
  if (events.length > 0) await createRepositories(manager).events.flush(workspaceId, actor, { events });
  return { workspaceId, from, to };
}
