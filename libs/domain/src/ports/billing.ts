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

/** A subscription change as stored: the workspace's status and plan before and after. */
export interface AppliedChange {
  workspaceId: string;
  from: { status: SubscriptionStatus; plan: Plan };
  to: { status: SubscriptionStatus; plan: Plan };
}

/** What a subscription change records in the feed (and so for webhooks): a status or plan that moved. */
export function subscriptionChangedEvents(
  workspaceId: string,
  before: { status: SubscriptionStatus; plan: Plan },
  after: { status: SubscriptionStatus; plan: Plan },
): EventDraft[] {
  if (before.status === after.status && before.plan === after.plan) return [];
  return [
    {
      type: 'workspace.subscription_changed',
      resource: { type: 'workspace', id: workspaceId },
      data: { from: before.status, to: after.status, plan: after.plan },
    },
  ];
}

/** The reminder a trial's last days record, once per trial. */
export function trialWillEndEvent(workspaceId: string, trialEndsAt: Date): EventDraft {
  return { type: 'workspace.trial_will_end', resource: { type: 'workspace', id: workspaceId }, data: { trialEndsAt: trialEndsAt.toISOString() } };
}

/** A subscription as the payment processor holds it now, read afresh for every event. */
export interface ProcessorSubscription {
  /** The workspace named when it was created (its metadata), when the processor keeps it. */
  workspaceId: string | null;
  customerId: string;
  subscriptionId: string;
  /** Its status, plan, trial, period and card, ready to apply. */
  change: SubscriptionChange;
}

/** What the processor's event does to one workspace's subscription. */
export interface BillingEventApplication {
  eventId: string;
  type: string;
  workspaceId: string;
  change: SubscriptionChange;
  /** Also record `workspace.trial_will_end` (the processor's reminder of a trial's end). */
  trialWillEnd?: boolean;
}

/** Where the processor's events are applied, each id once, so a duplicate (or one racing it) changes nothing. */
export interface BillingEvents {
  /** The workspace whose subscription the processor knows by this id, if any. */
  workspaceOfSubscription(subscriptionId: string): Promise<string | null>;
  workspaceExists(workspaceId: string): Promise<boolean>;
  /** Records an event that changes nothing (an unknown type, a workspace not ours), so it is not looked at again. */
  skip(eventId: string, type: string): Promise<void>;
  /** Applies the event unless its id was applied before; answers the change, or null for a repeat. */
  applyOnce(application: BillingEventApplication): Promise<AppliedChange | null>;
}

/** A processor's event, its signature and age checked. */
export interface BillingEvent {
  id: string;
  type: string;
  /** The subscription it is about, re-read before anything is applied; null when it names none. */
  subscriptionId: string | null;
  /** The workspace a checkout was for (its client reference), when the event carries one. */
  workspaceId: string | null;
}

/** A webhook whose signature is missing, wrong or too old: answered 400, applied never. */
export class BillingSignatureError extends Error {
  override name = 'BillingSignatureError';
}

/**
 * The payment processor behind the plans: it collects a card when a plan's 7-day trial starts,
 * charges nothing during the trial, then charges it, and reports every change by webhook.
 */
export interface BillingProvider {
  /** The processor's page where the owner enters a card for a plan; answers its address. */
  checkout(request: {
    workspaceId: string;
    plan: 'PRO' | 'BUSINESS';
    email: string;
    trialDays: number;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string>;
  /** The processor's page where the owner changes plan or card, or cancels; answers its address. */
  portal(request: { customerId: string; returnUrl: string }): Promise<string>;
  /** Checks a webhook's signature and age and reads its event; throws BillingSignatureError. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): BillingEvent;
  /** The subscription as it is now. */
  subscription(subscriptionId: string): Promise<ProcessorSubscription>;
}
