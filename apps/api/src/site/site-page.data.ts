import {
  addDays,
  BookableUnit,
  evaluateStay,
  isIsoDate,
  nightsBetween,
  PropertyDetail,
  Repositories,
  SitePostView,
  StayEvaluation,
  todayIn,
  UnitView,
  weekdayOf,
  InventoryRepository,
  PricingRepository,
  RateRepository,
  UnitRepository,
} from '@innkeep/domain';
import { PublicSiteStore, PublishedSite, PublishedSiteHead, PublishedSitePage, SiteNight } from '@innkeep/persistence';

/** How far ahead the calendar goes, in months after the current one. */
export const MONTHS_AHEAD = 12;
/** The nights a unit's "from" price is the lowest of. */
const FROM_PRICE_NIGHTS = 30;
/** Posts shown on the page, newest first. */
const POSTS_SHOWN = 5;
/** The longest stay the site quotes (the API refuses stays over 366 nights anyway). */
const LONGEST_STAY = 90;

const WEEKEND = new Set(['FRI', 'SAT']);

export type DayState = 'past' | 'free' | 'full' | 'closed';

export interface CalendarDay {
  date: string;
  state: DayState;
  priceMinor: number | null;
}

export interface UnitCard {
  unit: UnitView;
  fromPriceMinor: number | null;
}

/** What a visitor asked for in the address: a unit, a month, dates, guests. */
export interface Selection {
  unitId?: string;
  month?: string;
  arrival?: string;
  departure?: string;
  adults?: number;
}

export interface SitePageData {
  site: PublishedSite;
  property: PropertyDetail;
  /** Today where the property is: every "past" and "ahead" of the page is read from it. */
  today: string;
  units: UnitCard[];
  unit: UnitView | null;
  month: string;
  firstMonth: string;
  lastMonth: string;
  /** Weeks of the month, Monday first; null pads the days of other months. */
  weeks: (CalendarDay | null)[][];
  arrival: string | null;
  departure: string | null;
  adults: number;
  quote: StayEvaluation | null;
  posts: SitePostView[];
}

export function monthAfter(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number);
  const total = year * 12 + (index - 1) + count;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

function nightPrice(unit: UnitView, night: { date: string; priceMinor: number }): number {
  const weekend = unit.listingSettings.weekendPriceMinor;
  return weekend != null && WEEKEND.has(weekdayOf(night.date)) ? weekend : night.priceMinor;
}

function defaultPlanOf(unit: UnitView): string | null {
  return unit.ratePlans.find((plan) => plan.isDefault)?.id ?? unit.ratePlans[0]?.id ?? null;
}

/** The visitor's dates when they make a stay the site can quote; otherwise what is usable of them. */
function readDates(selection: Selection, today: string): { arrival: string | null; departure: string | null } {
  const arrival = selection.arrival && isIsoDate(selection.arrival) && selection.arrival >= today ? selection.arrival : null;
  if (!arrival) return { arrival: null, departure: null };
  const departure =
    selection.departure && isIsoDate(selection.departure) && selection.departure > arrival && nightsBetween(arrival, selection.departure) <= LONGEST_STAY
      ? selection.departure
      : null;
  return { arrival, departure };
}

export function bookableUnitOf(property: PropertyDetail, unit: UnitView): BookableUnit {
  return {
    unitId: unit.id,
    unitName: unit.name,
    propertyId: property.id,
    propertyName: property.name,
    currency: property.currency,
    timezone: property.timezone,
    rooms: unit.countOfRooms,
    defaultRatePlanId: defaultPlanOf(unit),
    archived: unit.archivedAt ? 'unit' : property.status === 'ARCHIVED' ? 'property' : null,
  };
}

/** The quote of a stay, by the stay check's own evaluation (stay-evaluation.ts). */
export function quoteStay(repos: Repositories, site: PublishedSite, property: PropertyDetail, unit: UnitView, arrival: string, departure: string, adults: number, now: Date): Promise<StayEvaluation> {
  return evaluateStay(repos, site.workspaceId, bookableUnitOf(property, unit), { arrivalDate: arrival, departureDate: departure, adults, ratePlanId: defaultPlanOf(unit), now });
}

export function openUnits(property: PropertyDetail): UnitView[] {
  return property.units.filter((unit) => !unit.archivedAt);
}

/**
 * The repositories the stay evaluation reads, answering from nights already read for the page
 * (and the unit the page already holds) when they cover the question, from the database otherwise:
 * the same rules, evaluated on one set-based read instead of four more statements.
 */
export function windowRepos(base: Repositories, unit: UnitView, ratePlanId: string | null, nights: SiteNight[]): Repositories {
  const first = nights[0]?.date;
  const end = nights.length ? addDays(nights[nights.length - 1].date, 1) : undefined;
  const covers = (from: string, until: string) => first !== undefined && end !== undefined && from >= first && until <= end;
  const between = (from: string, until: string) => nights.filter((night) => night.date >= from && night.date < until);
  const inventory = Object.assign(Object.create(base.inventory) as InventoryRepository, {
    freeRooms: (workspaceId: string, unitId: string, from: string, until: string) =>
      unitId === unit.id && covers(from, until) ? Promise.resolve(between(from, until).map(({ date, free }) => ({ date, free }))) : base.inventory.freeRooms(workspaceId, unitId, from, until),
  });
  const pricing = Object.assign(Object.create(base.pricing) as PricingRepository, {
    nightlyPrices: (workspaceId: string, planId: string, from: string, until: string) =>
      planId === ratePlanId && covers(from, until) && between(from, until).every((night) => night.priceMinor !== null)
        ? Promise.resolve(between(from, until).map(({ date, priceMinor }) => ({ date, priceMinor: priceMinor as number })))
        : base.pricing.nightlyPrices(workspaceId, planId, from, until),
  });
  const rates = Object.assign(Object.create(base.rates) as RateRepository, {
    // Restrictions are asked up to and including the departure day.
    restrictionsForStay: (workspaceId: string, planId: string, arrival: string, departure: string) =>
      planId === ratePlanId && covers(arrival, addDays(departure, 1))
        ? Promise.resolve(
            between(arrival, addDays(departure, 1))
              .filter((night) => night.hasRates)
              .map(({ date, minNights, maxNights, closedToArrival, closedToDeparture, stopSell }) => ({ date, minNights, maxNights, closedToArrival, closedToDeparture, stopSell })),
          )
        : base.rates.restrictionsForStay(workspaceId, planId, arrival, departure),
  });
  const units = Object.assign(Object.create(base.units) as UnitRepository, {
    find: (workspaceId: string, unitId: string) => (unitId === unit.id ? Promise.resolve(unit) : base.units.find(workspaceId, unitId)),
  });
  return { ...base, inventory, pricing, rates, units };
}

/**
 * What a page keeps between visitors: the units until one of them changes (and half a minute at
 * most, for rate-plan changes that touch no unit), posts until a newer one is written, "from"
 * prices a minute. Availability and quotes are never kept.
 */
export class SitePageCache {
  private readonly units = new Map<string, { key: string; until: number; units: UnitView[] }>();
  private readonly posts = new Map<string, { key: string; posts: SitePostView[] }>();
  private readonly fromPrices = new Map<string, { until: number; prices: Map<string, number> }>();

  async pageOf(store: PublicSiteStore, head: PublishedSiteHead, now: number): Promise<PublishedSitePage> {
    const id = `${head.site.workspaceId}/${head.site.propertyId}`;
    let held = this.units.get(id);
    if (!held || held.key !== head.unitsVersion || held.until <= now) {
      held = { key: head.unitsVersion, until: now + UNITS_KEPT_MS, units: await store.units(head.site.workspaceId, head.site.propertyId) };
      this.remember(this.units, id, held);
    }
    const { units } = held;
    return { site: head.site, latestPostAt: head.latestPostAt, property: { ...head.property, unitCount: units.length, units, ratePlans: units.flatMap((unit) => unit.ratePlans) } };
  }

  async postsOf(repos: Repositories, page: PublishedSitePage): Promise<SitePostView[]> {
    const id = `${page.site.workspaceId}/${page.site.propertyId}`;
    const key = page.latestPostAt ?? 'none';
    const held = this.posts.get(id);
    if (held?.key === key) return held.posts;
    const posts = page.latestPostAt ? await repos.website.listPosts(page.site.workspaceId, { propertyId: page.site.propertyId, take: POSTS_SHOWN }) : [];
    this.remember(this.posts, id, { key, posts });
    return posts;
  }

  /** The lowest nightly price of each unit's default plan over the next days: a selling figure, not availability. */
  async fromPricesOf(repos: Repositories, page: PublishedSitePage, units: UnitView[], today: string, now: number): Promise<Map<string, number>> {
    const id = `${page.site.workspaceId}/${page.site.propertyId}/${today}/${units.map((unit) => `${defaultPlanOf(unit)}:${unit.listingSettings.weekendPriceMinor}`).join(',')}`;
    const held = this.fromPrices.get(id);
    if (held && held.until > now) return held.prices;
    const plans = units.map(defaultPlanOf).filter((plan): plan is string => plan !== null);
    const rows = await repos.pricing.lowestPrices(page.site.workspaceId, plans, today, addDays(today, FROM_PRICE_NIGHTS));
    const prices = new Map(rows.map((row) => [row.ratePlanId, row.priceMinor]));
    this.remember(this.fromPrices, id, { until: now + FROM_PRICES_KEPT_MS, prices });
    return prices;
  }

  private remember<T>(map: Map<string, T>, key: string, value: T): void {
    if (map.size >= CACHED_SITES) map.delete(map.keys().next().value as string);
    map.set(key, value);
  }
}

const FROM_PRICES_KEPT_MS = 60_000;
const UNITS_KEPT_MS = 30_000;
const CACHED_SITES = 1000;

/**
 * Everything one page of the site shows. Availability is read live on every visit: the nights of
 * the month shown (and of the stay asked about) in one statement, from the calendar counters and
 * the rate plan, and the quote is the stay evaluation run on them.
 */
export async function loadSitePage(
  repos: Repositories,
  store: PublicSiteStore,
  cache: SitePageCache,
  page: PublishedSitePage,
  selection: Selection,
  now: Date,
): Promise<SitePageData> {
  const { site, property } = page;
  const { workspaceId } = site;
  const today = todayIn(property.timezone, now);
  const units = openUnits(property);
  const unit = units.find((candidate) => candidate.id === selection.unitId) ?? units[0] ?? null;
  const firstMonth = today.slice(0, 7);
  const lastMonth = monthAfter(firstMonth, MONTHS_AHEAD);
  const { arrival, departure } = readDates(selection, today);
  const wanted = selection.month && /^\d{4}-(0[1-9]|1[0-2])$/.test(selection.month) ? selection.month : (arrival ?? today).slice(0, 7);
  const month = wanted < firstMonth ? firstMonth : wanted > lastMonth ? lastMonth : wanted;
  const adults = selection.adults && Number.isInteger(selection.adults) && selection.adults >= 1 && selection.adults <= 50 ? selection.adults : 1;
  const monthStart = `${month}-01`;
  const monthEnd = `${monthAfter(month, 1)}-01`;
  const planId = unit ? defaultPlanOf(unit) : null;
  // One read covers the month and the stay, departure day included (its restrictions count).
  const from = arrival && arrival < monthStart ? arrival : monthStart;
  const until = departure && addDays(departure, 1) > monthEnd ? addDays(departure, 1) : monthEnd;

  const [fromPrices, nights, posts] = await Promise.all([
    cache.fromPricesOf(repos, page, units, today, now.getTime()),
    unit ? store.nights(workspaceId, unit.id, planId, from, until) : Promise.resolve([]),
    cache.postsOf(repos, page),
  ]);
  const quote = unit && arrival && departure ? await quoteStay(windowRepos(repos, unit, planId, nights), site, property, unit, arrival, departure, adults, now) : null;

  const byDate = new Map(nights.map((night) => [night.date, night]));
  const weeks: (CalendarDay | null)[][] = [];
  let week: (CalendarDay | null)[] = Array.from({ length: (new Date(`${monthStart}T00:00:00Z`).getUTCDay() + 6) % 7 }, () => null);
  for (let date = monthStart; date < monthEnd; date = addDays(date, 1)) {
    const night = byDate.get(date);
    const state: DayState = date < today ? 'past' : (night?.free ?? 0) < 1 ? 'full' : night?.stopSell ? 'closed' : 'free';
    const price = night?.priceMinor ?? null;
    week.push({ date, state, priceMinor: state === 'free' && price !== null && unit ? nightPrice(unit, { date, priceMinor: price }) : null });
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);

  return {
    site,
    property,
    today,
    units: units.map((candidate) => ({ unit: candidate, fromPriceMinor: fromPrices.get(defaultPlanOf(candidate) ?? '') ?? null })),
    unit,
    month,
    firstMonth,
    lastMonth,
    weeks,
    arrival,
    departure,
    adults,
    quote,
    posts,
  };
}
