import { addDays, Amounts, nightsBetween, STAY_RULES, StayQuote, StayRule, StayViolationView, todayIn, weekdayOf } from '@innkeep/contract';

import { DomainError } from '../errors/domain-error';
import { Repositories } from '../ports/repositories';
import { BookableUnit } from '../ports/reservations';
import { StayFacts } from '../ports/stays';
import { priceStay } from '../pricing/price-stay';

/** A violation as the evaluation finds it: its answer's view, and what a refusal adds for a client (the limit of MIN_NIGHTS and MAX_NIGHTS). */
export type StayViolation = StayViolationView & { details?: Record<string, number> };

export interface StayEvaluation {
  bookable: boolean;
  quote: StayQuote;
  violations: StayViolation[];
}

export interface StayRequest {
  arrivalDate: string;
  departureDate: string;
  adults: number;
  children: number;
  ratePlanId: string | null;
  now: Date;
}

/**
 * Everything that decides whether a guest can book a stay on a unit, and what it costs: free rooms
 * on every night, the rate plan's restrictions, and the listing settings (check-in and check-out
 * weekdays, how far ahead guests may book, weekend price, fees, discounts). The stay check answers
 * it; a DIRECT create refuses naming the same violations and prices as it quotes, so the two never disagree.
 */
export async function evaluateStay(
  repos: Repositories,
  workspaceId: string,
  unit: BookableUnit,
  request: StayRequest,
  read?: StayFacts,
): Promise<StayEvaluation> {
  const { arrivalDate, departureDate, ratePlanId } = request;
  // `read`: the facts already read with the unit (for the same plan), or read now.
  const facts = read ?? (await repos.stays.facts(workspaceId, unit.unitId, ratePlanId, arrivalDate, departureDate));
  const { free, restrictions, prices } = facts ?? { free: [], restrictions: [], prices: [] };
  const settings = facts?.listingSettings;
  const violations: StayViolation[] = [];
  const add = (rule: StayRule, date: string, msg: string, details?: Record<string, number>) =>
    violations.push({ rule, date, msg, ...(details ? { details } : {}) });
  const length = nightsBetween(arrivalDate, departureDate);

  for (const night of free) if (night.free < 1) add('NO_AVAILABILITY', night.date, `No room of ${unit.unitName} is free on ${night.date}.`);
  const today = todayIn(unit.timezone, request.now);
  if (settings?.advanceBookingDays != null && arrivalDate > addDays(today, settings.advanceBookingDays)) {
    add('ADVANCE_BOOKING', arrivalDate, `Guests may book at most ${settings.advanceBookingDays} days ahead; ${arrivalDate} is further out.`);
  }
  const arrival = restrictions.find((night) => night.date === arrivalDate);
  const departure = restrictions.find((night) => night.date === departureDate);
  if (arrival?.closedToArrival) add('CLOSED_TO_ARRIVAL', arrivalDate, `Arrivals are closed on ${arrivalDate}.`);
  if (arrival?.minNights && length < arrival.minNights)
    add('MIN_NIGHTS', arrivalDate, `Stays arriving on ${arrivalDate} need at least ${arrival.minNights} nights.`, { minNights: arrival.minNights });
  if (arrival?.maxNights && length > arrival.maxNights)
    add('MAX_NIGHTS', arrivalDate, `Stays arriving on ${arrivalDate} may last at most ${arrival.maxNights} nights.`, { maxNights: arrival.maxNights });
  for (const night of restrictions)
    if (night.stopSell && night.date < departureDate) add('STOP_SELL', night.date, `${night.date} is not for sale (stop sell).`);
  if (departure?.closedToDeparture) add('CLOSED_TO_DEPARTURE', departureDate, `Departures are closed on ${departureDate}.`);
  const checkIn = settings?.checkInWeekdays ?? [];
  if (checkIn.length > 0 && !checkIn.includes(weekdayOf(arrivalDate)))
    add('CHECK_IN_DAY', arrivalDate, `Guests may arrive on ${checkIn.join(', ')} only; ${arrivalDate} is a ${weekdayOf(arrivalDate)}.`);
  const checkOut = settings?.checkOutWeekdays ?? [];
  if (checkOut.length > 0 && !checkOut.includes(weekdayOf(departureDate)))
    add('CHECK_OUT_DAY', departureDate, `Guests may leave on ${checkOut.join(', ')} only; ${departureDate} is a ${weekdayOf(departureDate)}.`);

  violations.sort((a, b) => STAY_RULES.indexOf(a.rule) - STAY_RULES.indexOf(b.rule) || a.date.localeCompare(b.date));
  const amounts = priceStay({ nights: prices, listing: settings, feesAndTaxes: facts?.feesAndTaxes, adults: request.adults, children: request.children });
  return { bookable: violations.length === 0, quote: quoteOf(amounts, unit.currency), violations };
}

function quoteOf(amounts: Amounts, currency: string): StayQuote {
  const nights = amounts.lines.filter((line) => line.kind === 'NIGHT').map((line) => ({ date: line.date!, priceMinor: line.amountMinor }));
  return { nights, ...amounts, currency };
}

/** The amounts of a quote, as a reservation stores them. */
export function amountsOf({ accommodationMinor, discountMinor, feesMinor, taxesMinor, totalMinor, lines }: StayQuote): Amounts {
  return { accommodationMinor, discountMinor, feesMinor, taxesMinor, totalMinor, lines };
}

/** A violation as answers carry it: rule, night and sentence (the stay check's `violations`). */
export function violationView({ rule, date, msg }: StayViolation): StayViolationView {
  return { rule, date, msg };
}

/**
 * The refusal a create answers for a stay's first violation: the same rule, night and sentence,
 * and every rule the stay breaks (`violations`, as the stay check names them) when they are known.
 */
export function refusalOf(violation: StayViolation, all?: StayViolation[]): DomainError {
  const every = all && all.length > 0 ? { violations: all.map(violationView) } : {};
  if (violation.rule === 'NO_AVAILABILITY') return new DomainError('NO_AVAILABILITY', violation.msg, { night: violation.date, rule: violation.rule, ...every });
  return new DomainError('RESTRICTION_VIOLATED', violation.msg, { rule: violation.rule, night: violation.date, ...violation.details, ...every });
}
