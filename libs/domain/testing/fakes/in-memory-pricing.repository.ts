import type { PricingRepository } from '../../src';
import { addDays } from '../../src';
import type { CallLog } from '../call-log';
import type { InMemoryDatabase } from '../in-memory-database';

/** Nightly prices: the price set on a night, else the plan's base price. */
export class InMemoryPricingRepository implements PricingRepository {
  constructor(
    private readonly db: InMemoryDatabase,
    private readonly log: CallLog,
  ) {}

  async nightlyPrices(workspaceId: string, ratePlanId: string, from: string, until: string): Promise<{ date: string; priceMinor: number }[]> {
    this.log.record('pricing.nightlyPrices', [workspaceId, ratePlanId, from, until]);
    const plan = this.db.ratePlanIn(workspaceId, ratePlanId);
    if (!plan) return [];
    const prices: { date: string; priceMinor: number }[] = [];
    for (let date = from; date < until; date = addDays(date, 1)) {
      prices.push({ date, priceMinor: this.db.tables.prices.get(`${plan.id} ${date}`) ?? plan.basePriceMinor });
    }
    return prices;
  }

  async ratePlanOfUnit(workspaceId: string, unitId: string, ratePlanId: string): Promise<boolean> {
    this.log.record('pricing.ratePlanOfUnit', [workspaceId, unitId, ratePlanId]);
    return this.db.ratePlanIn(workspaceId, ratePlanId)?.unitId === unitId;
  }

  /** Nightly prices only: the fake keeps no weekend price per unit. */
  async lowestPrices(workspaceId: string, ratePlanIds: string[], from: string, until: string): Promise<{ ratePlanId: string; priceMinor: number }[]> {
    this.log.record('pricing.lowestPrices', [workspaceId, ratePlanIds, from, until]);
    const answers: { ratePlanId: string; priceMinor: number }[] = [];
    for (const ratePlanId of ratePlanIds) {
      const nights = await this.nightlyPrices(workspaceId, ratePlanId, from, until);
      if (nights.length) answers.push({ ratePlanId, priceMinor: Math.min(...nights.map((night) => night.priceMinor)) });
    }
    return answers;
  }
}
