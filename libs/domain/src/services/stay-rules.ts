import { Amounts, nightsBetween } from '@innkeep/contract';

import { DomainError, notFound } from '../errors/domain-error';
import { Repositories } from '../ports/repositories';
import { BookableUnit } from '../ports/reservations';
import { BookableStay } from '../ports/stays';
import { nightlyAmounts } from '../pricing/price-stay';

export const MAX_STAY_NIGHTS = 366;

export function checkStayDates(arrivalDate: string, departureDate: string): number {
  const nights = nightsBetween(arrivalDate, departureDate);
  if (nights < 1) {
    throw new DomainError('VALIDATION_FAILED', `departureDate (${departureDate}) must be after arrivalDate (${arrivalDate}).`);
  }
  if (nights > MAX_STAY_NIGHTS) {
    throw new DomainError('RANGE_TOO_LONG', `A stay of ${nights} nights is longer than ${MAX_STAY_NIGHTS}.`, { maxNights: MAX_STAY_NIGHTS });
  }
  return nights;
}

export async function findUnitOrThrow(repos: Repositories, workspaceId: string, unitId: string): Promise<BookableUnit> {
  const unit = await repos.inventory.findBookableUnit(workspaceId, unitId);
  if (!unit) throw notFound('Unit');
  return unit;
}

/** The unit with the facts of a stay on it, on `ratePlanId` or its default plan, in one read; 404 when absent. */
export async function findBookableStayOrThrow(
  repos: Repositories,
  workspaceId: string,
  unitId: string,
  ratePlanId: string | undefined,
  arrivalDate: string,
  departureDate: string,
): Promise<BookableStay> {
  const bookable = await repos.stays.bookable(workspaceId, unitId, ratePlanId ?? null, arrivalDate, departureDate);
  if (!bookable) throw notFound('Unit');
  return bookable;
}

/** Archived units, and the units of archived properties, take no new reservations. */
export function refuseArchived(unit: BookableUnit): void {
  if (unit.archived === 'unit') {
    throw new DomainError('ARCHIVED', `${unit.unitName} is archived: it takes no new reservations.`, { unitId: unit.unitId });
  }
  if (unit.archived === 'property') {
    throw new DomainError('ARCHIVED', `${unit.propertyName} is archived: its units take no new reservations.`, { propertyId: unit.propertyId });
  }
}

/** The rate plan to price a stay with: the one named, which must be the unit's, or its default. */
export async function ratePlanFor(repos: Repositories, workspaceId: string, unit: BookableUnit, ratePlanId?: string): Promise<string | null> {
  if (!ratePlanId) return unit.defaultRatePlanId;
  if (!(await repos.pricing.ratePlanOfUnit(workspaceId, unit.unitId, ratePlanId))) throw notFound('Rate plan');
  return ratePlanId;
}

/** The stay at its bare nightly prices, one line a night: a MANUAL stay's default price. */
export async function nightlyStayAmounts(
  repos: Repositories,
  workspaceId: string,
  ratePlanId: string | null,
  arrivalDate: string,
  departureDate: string,
): Promise<Amounts> {
  if (!ratePlanId) return nightlyAmounts([]);
  return nightlyAmounts(await repos.pricing.nightlyPrices(workspaceId, ratePlanId, arrivalDate, departureDate));
}

/** Holds a room on every night of the stay, or refuses with the first full night, naming the unit. */
export async function holdStayOrThrow(
  repos: Repositories,
  workspaceId: string,
  unit: { unitId: string; unitName?: string },
  arrivalDate: string,
  departureDate: string,
): Promise<void> {
  const full = await repos.inventory.hold(workspaceId, unit.unitId, arrivalDate, departureDate, 'reserved', 1);
  if (full) {
    throw new DomainError('NO_AVAILABILITY', `No room of ${unit.unitName ?? 'this unit'} is free on ${full}.`, { unitId: unit.unitId, night: full });
  }
}
