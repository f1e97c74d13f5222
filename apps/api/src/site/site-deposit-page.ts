import { ReservationView } from '@innkeep/domain';

import { html } from '../web/html';
import { layout, money, readableDate } from './site-page';

/**
 * The page Stripe sends a guest back to after the deposit's checkout: paid and confirmed, paid and
 * waiting for Stripe's word (it reloads itself), left unpaid while the hold runs, or the hold over.
 */
export function renderDepositOutcome(data: { title: string; slug: string; reservation: ReservationView; returned: 'paid' | 'left' }): string {
  const { reservation, slug, title } = data;
  const stay = html`<p>Reference <strong>${reservation.id}</strong>: ${reservation.unit.name}, ${readableDate(reservation.arrivalDate)} to ${readableDate(reservation.departureDate)}
(${reservation.nights} ${reservation.nights === 1 ? 'night' : 'nights'}), total ${money(reservation.totalAmountMinor, reservation.currency)}.</p>`;
  const back = html`<p><a href="/sites/${slug}">Back to ${title}</a></p>`;
  const paid = reservation.paidAmountMinor;
  let heading: string;
  let text: string;
  let refresh: number | undefined;
  if (reservation.status === 'CANCELLED') {
    heading = paid > 0 ? 'Your payment arrived after the hold ended' : 'This booking has lapsed';
    text =
      paid > 0
        ? 'Your payment was received after the time to pay had run out, so the nights may have gone to someone else. The host has been told and will contact you to refund you or to book you again.'
        : 'The deposit was not paid in time, so the nights went back on sale. You can book again.';
  } else if (reservation.status === 'PROVISIONAL' && paid === 0) {
    if (data.returned === 'paid') {
      heading = 'Confirming your payment';
      text = 'Stripe has taken your payment; we are waiting for its confirmation. This page reloads by itself.';
      refresh = 2;
    } else {
      heading = 'Your booking is not paid yet';
      text = 'You left the payment page before paying. The nights are held for you for 30 minutes from your booking; without the deposit they go back on sale.';
    }
  } else {
    heading = reservation.status === 'PROVISIONAL' ? 'Your payment is received' : 'Your booking is confirmed';
    text = `Thank you! Your payment of ${money(paid, reservation.currency)} is received. We look forward to welcoming you.`;
  }
  const body = html`<header class="hero"><h1>${title}</h1></header><main><div class="card" role="status" id="booking-outcome">
<h2>${heading}</h2><p>${text}</p>${stay}${back}</div></main>`;
  return layout(heading, body, '', refresh);
}
