import { currentStatus, subscriptionHasAccess, trialDaysLeft, WorkspaceMembership } from '@innkeep/domain';

import { html, SafeHtml } from '../html';

const manages = (membership: WorkspaceMembership) => membership.role === 'OWNER' || membership.role === 'ADMIN';

/**
 * The banner every signed-in page carries while the trial runs (its days left), after a failed
 * payment, or once access has stopped; the way to the Billing page for those who manage it.
 */
export function subscriptionBanner(current: WorkspaceMembership | null, now = new Date()): SafeHtml | undefined {
  if (!current) return undefined;
  const status = currentStatus(current, now);
  const action = manages(current) ? html` <a href="/account/billing">Billing</a>` : html` An owner of the workspace can fix it on the Billing page.`;
  // A cleaner has no say in the plan: the trial's countdown is not theirs; losing access is.
  if (status === 'TRIALING' && current.trialEndsAt && current.role !== 'STAFF') {
    const days = trialDaysLeft(current.trialEndsAt, now);
    const card = current.card ? html` Your ${current.card.brand} card ending ${current.card.last4} is charged when it ends.` : '';
    return html`<p class="notice ok" id="subscription-banner" role="status">Trial: ${days} ${days === 1 ? 'day' : 'days'} left, until ${current.trialEndsAt.toISOString().slice(0, 10)}.${card}${manages(current) ? html` <a href="/account/billing">Billing</a>` : ''}</p>`;
  }
  if (status === 'PAST_DUE' && subscriptionHasAccess(current, now)) {
    return html`<p class="notice error" id="subscription-banner" role="alert">A payment failed: update the card, or API access stops 7 days after the failure.${action}</p>`;
  }
  if (!subscriptionHasAccess(current, now)) {
    const what =
      status === 'TRIAL_ENDED'
        ? 'The trial has ended'
        : status === 'INCOMPLETE'
          ? 'No card yet'
          : status === 'PAST_DUE'
            ? 'A payment is overdue'
            : 'The subscription is canceled';
    return html`<p class="notice error" id="subscription-banner" role="alert">${what}: this workspace has no access until a plan is paid.${action}</p>`;
  }
  return undefined;
}
