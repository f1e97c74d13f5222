import { ErrorBody, JsonText, PropertyDetail, ReservationView, StayQuote, UnitView } from '@innkeep/domain';

/** A stay a visitor chose on the site: the page's dates, or the booking form's hidden fields. */
export interface SiteStay {
  unit: UnitView;
  arrivalDate: string;
  departureDate: string;
  adults: number;
  /** Children under the property's age for them: taxes can exempt them; they count toward occupancy. */
  children: number;
}

/** A count of guests from a link or a form: a whole number from `min` to 50, else `fallback`. */
export function guestCount(value: unknown, min: 0 | 1, fallback: number): number {
  const count = Number(value);
  return Number.isInteger(count) && count >= min && count <= 50 ? count : fallback;
}

/** What the visitor typed into the booking form. */
export interface SiteGuest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string;
}

/**
 * The guest a quote books dry: the page is read before anyone types a name, and the dry run needs
 * a guest that passes the create's checks. Nothing is stored under it.
 */
export const QUOTE_GUEST: SiteGuest = { firstName: 'Website', lastName: 'Visitor', email: 'visitor@example.com', phone: '', notes: '' };

/**
 * The `reservations.create` input of a site booking, the one function both the quote (dry run) and
 * the booking form (real write) build it with: a DIRECT stay, held PROVISIONAL for the host to
 * confirm unless the property books instantly, priced by the create itself as the stay check quotes it.
 * With the deposit paid online it is PROVISIONAL whatever the setting: the payment confirms it.
 */
export function siteBookingInput(property: PropertyDetail, stay: SiteStay, guest: SiteGuest, paysOnline = false): Record<string, unknown> {
  return {
    unitId: stay.unit.id,
    arrivalDate: stay.arrivalDate,
    departureDate: stay.departureDate,
    source: 'DIRECT',
    status: property.bookingSettings.instantBooking && !paysOnline ? 'CONFIRMED' : 'PROVISIONAL',
    guest: { firstName: guest.firstName, lastName: guest.lastName, email: guest.email, ...(guest.phone ? { phone: guest.phone } : {}) },
    adults: stay.adults,
    ...(stay.children > 0 ? { children: stay.children } : {}),
    notes: guest.notes ? `Booked on the website. ${guest.notes}` : 'Booked on the website.',
  };
}

/**
 * What the site refuses before the create: the API leaves occupancy to staff, but a guest booking
 * alone cannot bring more people than the place sleeps.
 */
export function siteStayRefusal(stay: Pick<SiteStay, 'unit' | 'adults' | 'children'>): string | null {
  const { unit, adults, children } = stay;
  return unit.maxOccupancy !== null && adults + children > unit.maxOccupancy
    ? `${unit.name} sleeps at most ${unit.maxOccupancy} ${unit.maxOccupancy === 1 ? 'guest' : 'guests'}.`
    : null;
}

/** The sentence a guest reads for a refusal: the rule in plain words, and every field problem. */
export function refusalSentence(error: ErrorBody): string {
  if (error.code === 'RATE_LIMITED') return 'Too many booking attempts from your network; please try again later.';
  const problems = (error as { message?: unknown }).message;
  return Array.isArray(problems) && problems.length > 0 ? `Please check the form: ${problems.join('; ')}.` : error.msg;
}

/** The quote a page shows for chosen dates: the dry run's would-be reservation, or why there is none. */
export type SiteQuote =
  | { bookable: true; quote: StayQuote }
  | {
      bookable: false;
      /** Every rule the stay breaks, as the create names them (`violations`), else its one sentence. */
      sentences: string[];
      /** A refusal of the stay (4xx); otherwise the price could not be worked out just now. */
      aboutTheStay: boolean;
    };

/** A create answer's body: the reservation (as JSON text when PostgreSQL rendered it). */
export function reservationOf(body: unknown): ReservationView & { quote?: StayQuote } {
  return (body instanceof JsonText ? JSON.parse(body.text) : body) as ReservationView & { quote?: StayQuote };
}

/** Maps the dry run of a site booking to the quote shown: the would-be reservation's price, or the refusal's sentences. */
export function siteQuoteOf(outcome: { ok: true; body: unknown } | { ok: false; status: number; body: ErrorBody }): SiteQuote {
  if (outcome.ok) {
    const reservation = reservationOf(outcome.body);
    // Without a quote (a total set by hand), the reservation's own amounts.
    const quote = reservation.quote ?? { nights: [], ...reservation.amounts, currency: reservation.currency };
    return { bookable: true, quote: { ...quote, totalMinor: reservation.totalAmountMinor, currency: reservation.currency } };
  }
  const violations = outcome.body.violations;
  const sentences =
    Array.isArray(violations) && violations.length > 0
      ? violations.map((violation) => String((violation as { msg: unknown }).msg))
      : [refusalSentence(outcome.body)];
  return { bookable: false, sentences, aboutTheStay: outcome.status < 500 && outcome.body.code !== 'RATE_LIMITED' };
}
