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
} from '@innkeep/domain';
import { PublishedSite } from '@innkeep/persistence';

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

/** The property behind a published site, or null when it no longer takes guests (archived). */
export async function siteProperty(repos: Repositories, site: PublishedSite): Promise<PropertyDetail | null> {
  const property = await repos.properties.findDetail(site.workspaceId, site.propertyId);
  return property && property.status !== 'ARCHIVED' ? property : null;
}

export function openUnits(property: PropertyDetail): UnitView[] {
  return property.units.filter((unit) => !unit.archivedAt);
}

/**
 * Everything one page of the site shows, read live: free rooms from the calendar counters, prices
 * and restrictions from the rate plan, the quote from the stay evaluation. A handful of queries,
 * run side by side.
 */
export async function loadSitePage(repos: Repositories, site: PublishedSite, property: PropertyDetail, selection: Selection, now: Date): Promise<SitePageData> {
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

  const [fromPrices, free, prices, restrictions, quote, posts] = await Promise.all([
    Promise.all(
      units.map(async (candidate) => {
        const plan = defaultPlanOf(candidate);
        if (!plan) return null;
        const nights = await repos.pricing.nightlyPrices(workspaceId, plan, today, addDays(today, FROM_PRICE_NIGHTS));
        return nights.length ? Math.min(...nights.map((night) => nightPrice(candidate, night))) : null;
      }),
    ),
    unit ? repos.inventory.freeRooms(workspaceId, unit.id, monthStart, monthEnd) : Promise.resolve([]),
    unit && planId ? repos.pricing.nightlyPrices(workspaceId, planId, monthStart, monthEnd) : Promise.resolve([]),
    planId ? repos.rates.restrictionsForStay(workspaceId, planId, monthStart, addDays(monthEnd, -1)) : Promise.resolve([]),
    unit && arrival && departure ? quoteStay(repos, site, property, unit, arrival, departure, adults, now) : Promise.resolve(null),
    repos.website.listPosts(workspaceId, { propertyId: property.id, take: POSTS_SHOWN }),
  ]);

  const freeOn = new Map(free.map((night) => [night.date, night.free]));
  const priceOn = new Map(prices.map((night) => [night.date, unit ? nightPrice(unit, night) : night.priceMinor]));
  const stopSellOn = new Set(restrictions.filter((night) => night.stopSell).map((night) => night.date));
  const weeks: (CalendarDay | null)[][] = [];
  let week: (CalendarDay | null)[] = Array.from({ length: (new Date(`${monthStart}T00:00:00Z`).getUTCDay() + 6) % 7 }, () => null);
  for (let date = monthStart; date < monthEnd; date = addDays(date, 1)) {
    const state: DayState = date < today ? 'past' : (freeOn.get(date) ?? 0) < 1 ? 'full' : stopSellOn.has(date) ? 'closed' : 'free';
    week.push({ date, state, priceMinor: state === 'free' ? (priceOn.get(date) ?? null) : null });
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
    units: units.map((candidate, index) => ({ unit: candidate, fromPriceMinor: fromPrices[index] })),
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
