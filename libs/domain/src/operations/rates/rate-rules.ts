import { nightsBetween, Weekday, WEEKDAYS } from '@innkeep/contract';

import { DomainError, notFound } from '../../errors/domain-error';
import { NightsSelection, RateTarget } from '../../ports/rates';
import { Repositories } from '../../ports/repositories';

/** Rates are planned further ahead than calendars are read: two years a request. */
export const MAX_RATE_NIGHTS = 731;

export function nightsSelection(input: { from: string; to: string; weekdays?: Weekday[] }): NightsSelection {
  if (input.to < input.from) throw new DomainError('VALIDATION_FAILED', `to (${input.to}) is before from (${input.from}).`);
  const nights = nightsBetween(input.from, input.to) + 1;
  if (nights > MAX_RATE_NIGHTS) {
    throw new DomainError('RANGE_TOO_LONG', `The range covers ${nights} nights; at most ${MAX_RATE_NIGHTS} are allowed.`, {
      maxNights: MAX_RATE_NIGHTS,
    });
  }
  return {
    from: input.from,
    to: input.to,
    isoWeekdays: input.weekdays?.length ? input.weekdays.map((day) => WEEKDAYS.indexOf(day) + 1) : undefined,
  };
}

/** Exactly one of ratePlanId, unitId, propertyId; a name outside the workspace is 404. */
export async function resolvePlansOrThrow(repos: Repositories, workspaceId: string, target: RateTarget, forWrite: boolean): Promise<string[]> {
  const named = [target.ratePlanId, target.unitId, target.propertyId].filter((value) => value !== undefined);
  if (named.length !== 1) {
    throw new DomainError('VALIDATION_FAILED', 'Name exactly one of ratePlanId, unitId or propertyId.');
  }
  const plans = await repos.rates.resolvePlans(workspaceId, target, forWrite);
  if (!plans) throw notFound(target.ratePlanId ? 'Rate plan' : target.unitId ? 'Unit' : 'Property');
  return plans;
}
