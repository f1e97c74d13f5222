import type { BookableStay, StayFacts, StayRepository } from '../../src';
import { addDays, NO_FEES_AND_TAXES } from '../../src';
import type { CallLog } from '../call-log';
import { deepCopy } from '../deep-copy';
import type { InMemoryDatabase } from '../in-memory-database';
import { bookableUnitIn, heldRooms } from './in-memory-inventory.repository';

/** A stay's free rooms, listing settings, restrictions and prices, read from the in-memory tables. */
export class InMemoryStayRepository implements StayRepository {
  constructor(
    private readonly db: InMemoryDatabase,
    private readonly log: CallLog,
  ) {}

  async facts(workspaceId: string, unitId: string, ratePlanId: string | null, arrivalDate: string, departureDate: string): Promise<StayFacts | null> {
    this.log.record('stays.facts', [workspaceId, unitId, ratePlanId, arrivalDate, departureDate]);
    return this.factsOf(workspaceId, unitId, ratePlanId, arrivalDate, departureDate);
  }

  async bookable(workspaceId: string, unitId: string, ratePlanId: string | null, arrivalDate: string, departureDate: string): Promise<BookableStay | null> {
    this.log.record('stays.bookable', [workspaceId, unitId, ratePlanId, arrivalDate, departureDate]);
    const unit = bookableUnitIn(this.db, workspaceId, unitId);
    const facts = unit && this.factsOf(workspaceId, unitId, ratePlanId ?? unit.defaultRatePlanId, arrivalDate, departureDate);
    return unit && facts ? { unit, facts } : null;
  }

  private factsOf(workspaceId: string, unitId: string, ratePlanId: string | null, arrivalDate: string, departureDate: string): StayFacts | null {
    const unit = this.db.unitIn(workspaceId, unitId);
    if (!unit) return null;
    const plan = ratePlanId ? this.db.ratePlanIn(workspaceId, ratePlanId) : undefined;
    const prices: StayFacts['prices'] = [];
    if (plan)
      for (let date = arrivalDate; date < departureDate; date = addDays(date, 1))
        prices.push({ date, priceMinor: this.db.tables.prices.get(`${plan.id} ${date}`) ?? plan.basePriceMinor });
    return {
      free: this.db.nights(unitId, arrivalDate, departureDate).map((night) => ({ date: night.night, free: unit.countOfRooms - heldRooms(night) })),
      listingSettings: this.db.unitView(unit).listingSettings,
      feesAndTaxes: deepCopy(this.db.tables.properties.get(unit.propertyId)?.feesAndTaxes ?? NO_FEES_AND_TAXES),
      restrictions: plan
        ? [...this.db.tables.restrictions.entries()]
            .filter(([key, night]) => key.startsWith(`${plan.id} `) && night.date >= arrivalDate && night.date <= departureDate)
            .map(([, night]) => deepCopy(night))
            .sort((a, b) => a.date.localeCompare(b.date))
        : [],
      prices,
    };
  }
}
