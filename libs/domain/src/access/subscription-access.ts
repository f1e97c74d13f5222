import { Plan, SubscriptionCard, SubscriptionStatus, SubscriptionView } from '@innkeep/contract';

import { DomainError } from '../errors/domain-error';
import { planHasFeature } from './plan-features';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A failed payment keeps the workspace's access this long, with a warning, while the card is fixed. */
export const PAST_DUE_GRACE_DAYS = 7;
/** A trial's last days carry a warning, as a payment processor's reminder comes 3 days before. */
export const TRIAL_WARNING_DAYS = 3;

/**
 * What decides a workspace's access, as stored: read with the membership by the one query that
 * resolves a credential, so checking it costs no query of its own.
 */
export interface SubscriptionState {
  plan: Plan;
  /** As last stored; `currentStatus` tells what it is now. */
  subscriptionStatus: SubscriptionStatus;
  trialEndsAt: Date | null;
  /** The first failed payment of the current PAST_DUE spell. */
  pastDueSince: Date | null;
  /**
   * Whether a payment processor reports this subscription. Its trial then ends when the processor
   * says (it charges the card at the trial's end and reports the outcome), not at the stored date.
   */
  billedByProcessor: boolean;
}

/** The whole stored subscription: what decides access, and what the Billing page shows. */
export interface SubscriptionRecord extends SubscriptionState {
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  card: SubscriptionCard | null;
}

/**
 * The status now: a trial nobody bills for has ended from `trialEndsAt` on, whether or not the
 * worker has stored TRIAL_ENDED yet, so no request is served past it.
 */
export function currentStatus(state: SubscriptionState, now: Date): SubscriptionStatus {
  const { subscriptionStatus: status, trialEndsAt } = state;
  if (status === 'TRIALING' && !state.billedByProcessor && trialEndsAt && trialEndsAt.getTime() <= now.getTime()) return 'TRIAL_ENDED';
  return status;
}

/** When a PAST_DUE subscription loses its access; null when it has none to lose. */
export function pastDueAccessEnds(state: SubscriptionState): Date | null {
  if (state.subscriptionStatus !== 'PAST_DUE' || !state.pastDueSince) return null;
  return new Date(state.pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
}

/** TRIALING and ACTIVE have access; PAST_DUE for 7 days after the failed payment; nothing else. */
export function subscriptionHasAccess(state: SubscriptionState, now: Date): boolean {
  const status = currentStatus(state, now);
  if (status === 'TRIALING' || status === 'ACTIVE') return true;
  if (status !== 'PAST_DUE') return false;
  const ends = pastDueAccessEnds(state);
  return ends === null || now.getTime() < ends.getTime();
}

const day = (date: Date) => date.toISOString().slice(0, 10);

function inactiveText(state: SubscriptionState, status: SubscriptionStatus): string {
  switch (status) {
    case 'TRIAL_ENDED':
      return `The 7-day trial of this workspace ended${state.trialEndsAt ? ` on ${day(state.trialEndsAt)}` : ''}: choose a plan on the Billing page of the web interface to restore access.`;
    case 'INCOMPLETE':
      return 'This workspace has no card yet: finish the checkout on the Billing page of the web interface to start its subscription.';
    case 'PAST_DUE':
      return `A payment failed${state.pastDueSince ? ` on ${day(state.pastDueSince)}` : ''} and was not made within ${PAST_DUE_GRACE_DAYS} days: update the card on the Billing page of the web interface to restore access.`;
    default:
      return 'The subscription of this workspace is canceled: choose a plan on the Billing page of the web interface to restore access.';
  }
}

/**
 * Why a workspace has no API access now, or null when it has: an inactive subscription answers 401
 * SUBSCRIPTION_INACTIVE naming its status, a plan without the `api` feature 401 PLAN_NO_API_ACCESS,
 * on every surface.
 */
export function accessRefusal(state: SubscriptionState, now: Date): DomainError | null {
  if (!subscriptionHasAccess(state, now)) {
    const status = currentStatus(state, now);
    return new DomainError('SUBSCRIPTION_INACTIVE', inactiveText(state, status), { status });
  }
  if (!planHasFeature(state.plan, 'api')) {
    return new DomainError('PLAN_NO_API_ACCESS', `The ${state.plan} plan has no API access; PRO and BUSINESS have.`, { plan: state.plan });
  }
  return null;
}

/**
 * A sentence while access is at risk: a failed payment in its grace days, a trial without a card
 * in its last days, a subscription set to end, or the reason access is gone. Null otherwise.
 */
export function subscriptionWarning(state: SubscriptionRecord, now: Date): string | null {
  const status = currentStatus(state, now);
  if (!subscriptionHasAccess(state, now)) return inactiveText(state, status);
  if (status === 'PAST_DUE') {
    const ends = pastDueAccessEnds(state);
    return `A payment failed${state.pastDueSince ? ` on ${day(state.pastDueSince)}` : ''}: update the card on the Billing page${ends ? ` before ${day(ends)}` : ''}, or API access stops then.`;
  }
  if (state.cancelAtPeriodEnd && state.currentPeriodEnd) {
    return `The subscription is canceled and ends on ${day(state.currentPeriodEnd)}.`;
  }
  if (status === 'TRIALING' && state.trialEndsAt && !state.card && state.trialEndsAt.getTime() - now.getTime() <= TRIAL_WARNING_DAYS * DAY_MS) {
    return `The trial ends on ${day(state.trialEndsAt)}: choose a plan on the Billing page to keep access.`;
  }
  return null;
}

/** Whole days left of a trial, rounded up (0 once it has ended). */
export function trialDaysLeft(trialEndsAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

/** The subscription as GET /workspace answers it. */
export function subscriptionView(record: SubscriptionRecord, now: Date): SubscriptionView {
  return {
    status: currentStatus(record, now),
    plan: record.plan,
    trialEndsAt: record.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: record.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    card: record.card,
    warning: subscriptionWarning(record, now),
  };
}
