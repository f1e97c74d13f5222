import {
  addDays,
  isIsoDate,
  nightsBetween,
  PropertyDetail,
  PublicSites,
  PublishedSite,
  PublishedSiteHead,
  PublishedSitePage,
  Repositories,
  SitePostView,
  todayIn,
  UnitView,
  weekdayOf,
} from '@innkeep/domain';

import { guestCount, SiteQuote, SiteStay } from './site-booking';

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
  children?: number;
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
  children: number;
  /** The dry run of the booking the form would send, for chosen dates only. */
  quote: SiteQuote | null;
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

export function openUnits(property: PropertyDetail): UnitView[] {
  return property.units.filter((unit) => !unit.archivedAt);
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

  async pageOf(store: PublicSites, head: PublishedSiteHead, now: number): Promise<PublishedSitePage> {
    const id = `${head.site.workspaceId}/${head.site.propertyId}`;
    let held = this.units.get(id);
    if (!held || held.key !== head.unitsVersion || held.until <= now) {
      held = { key: head.unitsVersion, until: now + UNITS_KEPT_MS, units: await store.units(head.site.workspaceId, head.site.propertyId) };
      this.remember(this.units, id, held);
    }
    const { units } = held;
    return {
      site: head.site,
      latestPostAt: head.latestPostAt,
      property: { ...head.property, unitCount: units.length, units, ratePlans: units.flatMap((unit) => unit.ratePlans) },
    };
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
 * the month shown in one statement, from the calendar counters and the rate plan. The quote of
 * chosen dates is `quoteOf`: the dry run of the very booking the form would send (site.controller.ts);
 * a page without chosen dates runs none.
 */
export async function loadSitePage(
  repos: Repositories,
  store: PublicSites,
  cache: SitePageCache,
  page: PublishedSitePage,
  selection: Selection,
  now: Date,
  quoteOf: (stay: SiteStay) => Promise<SiteQuote>,
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
  const adults = guestCount(selection.adults, 1, 1);
  const children = guestCount(selection.children, 0, 0);
  const monthStart = `${month}-01`;
  const monthEnd = `${monthAfter(month, 1)}-01`;
  const planId = unit ? defaultPlanOf(unit) : null;

  const [fromPrices, nights, posts, quote] = await Promise.all([
    cache.fromPricesOf(repos, page, units, today, now.getTime()),
    unit ? store.nights(workspaceId, unit.id, planId, monthStart, monthEnd) : Promise.resolve([]),
    cache.postsOf(repos, page),
    unit && arrival && departure ? quoteOf({ unit, arrivalDate: arrival, departureDate: departure, adults, children }) : Promise.resolve(null),
  ]);

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
    children,
    quote,
    posts,
  };
}
