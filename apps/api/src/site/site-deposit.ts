import { PropertyDetail, ReservationView } from '@innkeep/domain';

/**
 * How long a website booking holds its nights while the guest pays the deposit on Stripe: the
 * shortest a Checkout Session can live, so that the page stops taking money when the hold ends.
 */
export const DEPOSIT_HOLD_MINUTES = 30;
/** Stripe refuses a session that expires less than 30 minutes after it is made: a little slack for the trip there. */
const SESSION_SLACK_MS = 15_000;
/** The deposit when the property sets none: the website's default schedule. */
export const DEFAULT_DEPOSIT_PERCENT = 30;

/** When a deposit's hold, and its Checkout Session, end. */
export function depositHoldEnd(now: Date): Date {
  return new Date(now.getTime() + DEPOSIT_HOLD_MINUTES * 60_000 + SESSION_SLACK_MS);
}

/** The property's deposit percent, from its payment schedule when it has one. */
export function depositPercentOf(property: PropertyDetail): number {
  const schedule = (property as { paymentSchedule?: { depositPercent?: number } }).paymentSchedule;
  return typeof schedule?.depositPercent === 'number' ? schedule.depositPercent : DEFAULT_DEPOSIT_PERCENT;
}

/** The deposit due at booking: the percent of the total, rounded half up to a whole minor unit. */
export function depositOf(reservation: Pick<ReservationView, 'totalAmountMinor'>, percent: number): number {
  return Math.floor((reservation.totalAmountMinor * percent) / 100 + 0.5);
}

/**
 * Where a browser is sent to pay: Stripe's Checkout pages for Stripe's API, else the
 * Stripe-compatible server's own origin (tests). The site's form-action must allow it, or a
 * browser refuses the booking form's redirect there.
 */
export function checkoutOriginOf(apiUrl: URL): string {
  return apiUrl.hostname === 'api.stripe.com' ? 'https://checkout.stripe.com' : apiUrl.origin;
}
