import { nightsBetween } from '@innkeep/contract';
import { DomainError } from '../../errors/domain-error';
import { Repositories } from '../../ports/repositories';

function violated(rule: string, night: string, msg: string, extra: Record<string, unknown> = {}): DomainError {
  return new DomainError('RESTRICTION_VIOLATED', msg, { rule, night, ...extra });
}

/**
 * The stay restrictions a DIRECT booking obeys: minimum and maximum nights and closed to arrival
 * on the arrival night, closed to departure on the departure day, stop sell on any night.
 */
export async function checkStayRestrictions(
  repos: Repositories,
  workspaceId: string,
  ratePlanId: string | null,
  arrivalDate: string,
  departureDate: string,
): Promise<void> {
  if (!ratePlanId) return;
  const nights = await repos.rates.restrictionsForStay(workspaceId, ratePlanId, arrivalDate, departureDate);
  const length = nightsBetween(arrivalDate, departureDate);
  const arrival = nights.find((night) => night.date === arrivalDate);
  const departure = nights.find((night) => night.date === departureDate);
  if (arrival?.closedToArrival) throw violated('CLOSED_TO_ARRIVAL', arrivalDate, `Arrivals are closed on ${arrivalDate}.`);
  if (arrival?.minNights && length < arrival.minNights) {
    throw violated('MIN_NIGHTS', arrivalDate, `Stays arriving on ${arrivalDate} need at least ${arrival.minNights} nights.`, {
      minNights: arrival.minNights,
    });
  }
  if (arrival?.maxNights && length > arrival.maxNights) {
    throw violated('MAX_NIGHTS', arrivalDate, `Stays arriving on ${arrivalDate} may last at most ${arrival.maxNights} nights.`, {
      maxNights: arrival.maxNights,
    });
  }
  const stopped = nights.find((night) => night.stopSell && night.date < departureDate);
  if (stopped) throw violated('STOP_SELL', stopped.date, `${stopped.date} is not for sale (stop sell).`);
  if (departure?.closedToDeparture) throw violated('CLOSED_TO_DEPARTURE', departureDate, `Departures are closed on ${departureDate}.`);
}
