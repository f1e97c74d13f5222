import { Plan, SubscriptionCard, SubscriptionStatus } from '@innkeep/contract';
import { EventDraft } from './events';

/**
 * A change of a workspace's subscription, from the payment processor's report, the operator tool
 * or a trial's end; absent fields stay as they are.
 */
export interface SubscriptionChange {
  plan?: Plan;
  status?: SubscriptionStatus;
  trialEndsAt?: Date | null;
  currentPeriodEnd?: Date | null;
  cancelAtPeriodEnd?: boolean;
  card?: SubscriptionCard | null;
  /** The processor's customer and subscription, once it has them. */
  processor?: { customerId: string; subscriptionId: string };
}

/** What a subscription change records in the feed (and so for webhooks): a status or plan that moved. */
export function subscriptionChangedEvents(
  workspaceId: string,
  before: { status: SubscriptionStatus; plan: Plan },
  after: { status: SubscriptionStatus; plan: Plan },
): EventDraft[] {
  if (before.status === after.status && before.plan === after.plan) return [];
  return [{ type: 'workspace.subscription_changed', resource: { type: 'workspace', id: workspaceId }, data: { from: before.status, to: after.status, plan: after.plan } }];
}

/** The reminder a trial's last days record, once per trial. */
export function trialWillEndEvent(workspaceId: string, trialEndsAt: Date): EventDraft {
  return { type: 'workspace.trial_will_end', resource: { type: 'workspace', id: workspaceId }, data: { trialEndsAt: trialEndsAt.toISOString() } };
}
