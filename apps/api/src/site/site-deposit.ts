import { ReservationView } from '@innkeep/domain';

/**
 * How long a website booking holds its nights while the guest pays the deposit on Stripe: the
 * shortest a Checkout Session can live, so that the page stops taking money when the hold ends.
 */
export const DEPOSIT_HOLD_MINUTES = 30;
/** Stripe refuses a session that expires less than 30 minutes after it is made: a little slack for the trip there. */
const SESSION_SLACK_MS = 15_000;

/** When a deposit's hold, and its Checkout Session, end. */
export function depositHoldEnd(now: Date): Date {
  return new Date(now.getTime() + DEPOSIT_HOLD_MINUTES * 60_000 + SESSION_SLACK_MS);
}

/**
 * What the guest pays at booking: the first item of the reservation's payment schedule, the
 * property's deposit percent of the total (or all of it when the balance would already be due).
 */
export function depositDue(reservation: Pick<ReservationView, 'schedule'>): number {
  const first = reservation.schedule?.[0];
  return first ? first.amountMinor - first.paidMinor : 0;
}

/**
 * Where a browser is sent to pay: Stripe's Checkout pages for Stripe's API, else the
 * Stripe-compatible server's own origin (tests). The site's form-action must allow it, or a
 * browser refuses the booking form's redirect there.
 */
export function checkoutOriginOf(apiUrl: URL): string {
  return apiUrl.hostname === 'api.stripe.com' ? 'https://checkout.stripe.com' : apiUrl.origin;
}
