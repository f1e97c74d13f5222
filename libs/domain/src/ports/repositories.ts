import { AuditRepository, EventRepository, WebhookRepository } from './events';
import { Address, BlockView, OverviewDay, OverviewTasks, OverviewStay, ReportBreakdown, BookingSettings, CancellationPolicy, Channel, ListingSettings, Propagation, PropertyDetail, PropertyStatus, PropertySummary, RatePlanView, ReservationSource, ReservationStatus, ReservationView, UnitView } from '@innkeep/contract';
import { ChannelSetting } from '../model/channel-settings';
import { SubscriptionRecord } from '../access/subscription-access';
import { ChannelRepository } from './channels';
import { TaskRepository } from './tasks';
import { JsonText } from './json-text';
import type { Amounts, FeesAndTaxes, PaymentSchedule, PaymentStatus, Role, TaskSettings } from '@innkeep/contract';
import { GuestRepository, MessageRepository } from './guest-messages';
import type { CalendarFormat } from '@innkeep/contract';
import { WebsiteRepository } from './website';
import { PaymentRepository } from './payments';
import { SandboxRepository } from './sandboxes';

/** A workspace with its subscription as stored. */
export interface WorkspaceRecord extends SubscriptionRecord {
  id: string;
  name: string;
  timezone: string;
  /** A developer's sandbox (test keys, no channel traffic, Stripe test mode only). */
  isSandbox?: boolean;
}

export interface WorkspaceRepository {
  findById(workspaceId: string): Promise<WorkspaceRecord | null>;
  findUser(userId: string): Promise<{ id: string; email: string; name: string | null } | null>;
  /** The user's role in the workspace; null when they are not a member. */
  memberRole(workspaceId: string, userId: string): Promise<Role | null>;
}

export interface PropertyFilter {
  includeArchived: boolean;
  status?: PropertyStatus;
}

/** Decides, per connected channel, what happens to a changed setting. */
export type PropagationPolicy = (channel: Channel) => Propagation['state'];

export interface SettingsChange<T> {
  setting: ChannelSetting;
  patch: Partial<T>;
  propagation: PropagationPolicy;
}

/** What a host sets on a property (docs/contract.md#setting-up-a-workspace). */
export interface PropertyFields {
  name: string;
  status: PropertyStatus;
  currency: string;
  timezone: string;
  checkInTime: string;
  checkOutTime: string;
  address: Address;
}

/** A change of some fields; address fields left out keep their value. */
export type PropertyPatch = Partial<Omit<PropertyFields, 'address'>> & { address?: Partial<PropertyFields['address']>; paymentSchedule?: Partial<PaymentSchedule> };

export interface PropertyRepository {
  create(workspaceId: string, property: PropertyFields): Promise<PropertyDetail>;
  /** Null when the property is not in the workspace. */
  update(workspaceId: string, propertyId: string, patch: PropertyPatch): Promise<PropertyDetail | null>;
  list(workspaceId: string, filter: PropertyFilter): Promise<PropertySummary[]>;
  findDetail(workspaceId: string, propertyId: string): Promise<PropertyDetail | null>;
  /**
   * Applies the patch and queues the change for every connected channel that accepts it, in one
   * transaction. Null when the property is not in the workspace.
   */
  updateSettings(
    workspaceId: string,
    propertyId: string,
    change: SettingsChange<{ cancellationPolicy: CancellationPolicy } & BookingSettings>,
  ): Promise<{ property: PropertyDetail; propagation: Propagation[] } | null>;
  /**
   * Changes the housekeeping settings. Turning automatic cleaning on also makes the cleanings of the
   * property's stays holding a room that depart from today on (its time zone), in the same
   * transaction. Null when the property is not in the workspace.
   */
  setTaskSettings(workspaceId: string, propertyId: string, patch: Partial<TaskSettings>): Promise<PropertyDetail | null>;
  /** Null when the property is not in the workspace. */
  feesAndTaxes(workspaceId: string, propertyId: string): Promise<FeesAndTaxes | null>;
  /** Replaces the lot; null when the property is not in the workspace. */
  setFeesAndTaxes(workspaceId: string, propertyId: string, feesAndTaxes: FeesAndTaxes): Promise<FeesAndTaxes | null>;
}

export interface UnitFilter {
  propertyId?: string;
  /** Also the archived units, and the units of archived properties. */
  includeArchived: boolean;
}

export interface NewUnit {
  propertyId: string;
  name: string;
  countOfRooms: number;
  maxOccupancy: number | null;
  /** The unit's first rate plan, its default. */
  defaultRatePlan: { title: string; basePriceMinor: number };
}

/** The most nights a room-count refusal names. */
export const MAX_NIGHTS_NAMED = 100;

/** A night whose held rooms (reserved and blocked) a smaller room count would not fit. */
export interface NightInUse {
  date: string;
  roomsHeld: number;
}

export interface UnitRepository {
  /** Null when the property filter names a property that is not in the workspace. */
  list(workspaceId: string, filter: UnitFilter): Promise<UnitView[] | null>;
  find(workspaceId: string, unitId: string): Promise<UnitView | null>;
  /** The unit and its default rate plan; null when the property is not in the workspace. */
  create(workspaceId: string, unit: NewUnit): Promise<UnitView | null>;
  /** Null when the unit is not in the workspace. */
  update(workspaceId: string, unitId: string, patch: Partial<Pick<NewUnit, 'name' | 'maxOccupancy'>> & { archivedAt?: Date }): Promise<UnitView | null>;
  /**
   * Sets the unit's room count and the rooms of each calendar night from `fromNight` on, in one
   * statement, after locking the unit against concurrent holds. Changes nothing and answers the
   * nights (in date order, at most `MAX_NIGHTS_NAMED`) whose held rooms exceed a smaller count.
   * Null when the unit is not in the workspace.
   */
  setRoomCount(workspaceId: string, unitId: string, countOfRooms: number, fromNight: string): Promise<{ inUse: NightInUse[] } | null>;
  updateListingSettings(
    workspaceId: string,
    unitId: string,
    change: SettingsChange<ListingSettings>,
  ): Promise<{ unit: UnitView; propagation: Propagation[] } | null>;
}


// --- Inventory, reservations, blocks (docs/contract.md#inventory) ---------------------------

export interface BookableUnit {
  unitId: string;
  unitName: string;
  propertyId: string;
  propertyName: string;
  currency: string;
  timezone: string;
  rooms: number;
  defaultRatePlanId: string | null;
  /** What is archived: the unit itself, its property, or nothing. Archived units take no new reservations. */
  archived: 'unit' | 'property' | null;
}

export interface ReservationFilter {
  status?: ReservationStatus;
  source?: ReservationSource;
  propertyId?: string;
  unitId?: string;
  from?: string;
  to?: string;
  search?: string;
  isOverbooking?: boolean;
  paymentStatus?: PaymentStatus;
  /** Owing an amount of the schedule due before this day. */
  balanceDueBefore?: string;
  take: number;
  after?: { arrivalDate: string; id: string };
}

export interface NewGuest {
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  /**
   * Typed by an anonymous website visitor: anyone may type anyone's e-mail, so the guest is a record
   * of its own, never matched by e-mail to a guest the workspace knows (whose name and phone it would
   * otherwise take or change).
   */
  selfDeclared?: boolean;
}

export interface NewReservation {
  unitId: string;
  propertyId: string;
  ratePlanId: string | null;
  status: ReservationStatus;
  source: ReservationSource;
  channelReference?: string | null;
  /** The channel connection whose synchronisation records it. */
  connectionId?: string | null;
  arrivalDate: string;
  departureDate: string;
  adults: number;
  children: number;
  totalAmountMinor: number;
  /** What the total is made of; left out for a total known only as one figure (a channel's). */
  amounts?: Amounts | null;
  currency: string;
  notes: string | null;
  isOverbooking: boolean;
  /** Set on a booking made on the website: whose it is, and when it lapses unless the host confirms it. */
  siteHold?: SiteHold;
}

/** A website booking's visitor (a hash of their network, never the address itself) and its lapse. */
export interface SiteHold {
  visitorKey: string;
  /** When a PROVISIONAL booking is cancelled unless the host confirmed it; null for one confirmed at once. */
  expiresAt: Date | null;
}

/** Unpaid website bookings that still hold a room: the visitor's, and every visitor's of the property. */
export interface SiteHoldCount {
  visitor: number;
  property: number;
}

export interface ReservationRepository {
  list(workspaceId: string, filter: ReservationFilter): Promise<ReservationView[]>;
  find(workspaceId: string, reservationId: string): Promise<ReservationView | null>;
  /** Locks the reservation row for the rest of the transaction. */
  findForUpdate(workspaceId: string, reservationId: string): Promise<ReservationView | null>;
  findByChannelReference(workspaceId: string, source: ReservationSource, channelReference: string): Promise<ReservationView | null>;
  /**
   * Counts the website bookings of a property that hold a room unpaid (PROVISIONAL and not lapsed,
   * or CONFIRMED; departing after `today`), after taking the property's website-hold lock for the rest
   * of the transaction, so that two bookings cannot both pass a cap with one place left.
   */
  countSiteHolds(workspaceId: string, propertyId: string, visitorKey: string, today: string, now: Date): Promise<SiteHoldCount>;
  /** Stores the guest and the reservation and answers the reservation, in one statement. */
  create(workspaceId: string, reservation: NewReservation, guest: NewGuest): Promise<ReservationView>;
  update(
    workspaceId: string,
    reservationId: string,
    patch: Partial<Pick<NewReservation, 'status' | 'unitId' | 'propertyId' | 'arrivalDate' | 'departureDate' | 'totalAmountMinor' | 'amounts' | 'ratePlanId' | 'isOverbooking'>> & {
      cancelledAt?: Date;
      cancelledBy?: 'CHANNEL' | 'SYSTEM';
    },
  ): Promise<void>;
}

/**
 * The calendar-night counters. Every change is one conditional statement per call, made in the
 * caller's transaction; nights are locked in date order, so concurrent changes cannot deadlock
 * on order and never sell a room twice.
 */
export interface InventoryRepository {
  findBookableUnit(workspaceId: string, unitId: string): Promise<BookableUnit | null>;
  /**
   * Takes `rooms` on each night of `[from, until)` when every night has them free. Answers the
   * first night that has not, or null when all were taken.
   */
  hold(workspaceId: string, unitId: string, from: string, until: string, kind: InventoryKind, rooms: number): Promise<string | null>;
  /**
   * Takes rooms (default one reserved room) on each night even when full (a channel's facts);
   * answers whether any night is now over capacity.
   */
  holdOverbooking(workspaceId: string, unitId: string, from: string, until: string, kind?: InventoryKind, rooms?: number): Promise<boolean>;
  release(workspaceId: string, unitId: string, from: string, until: string, kind: InventoryKind, rooms: number): Promise<void>;
  /** Null when the property or unit filter names nothing in the workspace; `format` defaults to full. */
  calendar(workspaceId: string, range: { from: string; to: string; propertyId?: string; unitId?: string; format?: CalendarFormat }): Promise<JsonText | null>;
}

export type InventoryKind = 'reserved' | 'ownerBlocked' | 'maintenanceBlocked' | 'channelBlocked';

/**
 * A block to store; a CHANNEL block names its connection and the feed event's UID. `splitFrom`: the
 * block whose later part this is (a lift in its middle), which keeps the one maintenance task.
 */
export type NewBlock = Omit<BlockView, 'id' | 'createdAt' | 'connectionId'> & { connectionId?: string | null; externalId?: string | null; splitFrom?: string };

/**
 * Blocks. A MAINTENANCE block makes a MAINTENANCE task due on its first night, in the statement that
 * stores it; resizing the block moves the task to its new first night and deleting it cancels the
 * task, unless DONE.
 */
export interface BlockRepository {
  insert(workspaceId: string, block: NewBlock): Promise<BlockView>;
  /** Blocks of a unit with a night in `[from, to]`, locked for the transaction. */
  overlappingForUpdate(workspaceId: string, unitId: string, from: string, to: string): Promise<BlockView[]>;
  delete(workspaceId: string, blockId: string): Promise<void>;
  resize(workspaceId: string, blockId: string, from: string, to: string): Promise<void>;
}

export interface PricingRepository {
  /** The price of each night of `[from, until)` on a rate plan, in minor units. */
  nightlyPrices(workspaceId: string, ratePlanId: string, from: string, until: string): Promise<{ date: string; priceMinor: number }[]>;
  ratePlanOfUnit(workspaceId: string, unitId: string, ratePlanId: string): Promise<boolean>;
  /**
   * The lowest nightly price of each rate plan over `[from, until)`, its unit's weekend price
   * counted on Friday and Saturday nights as a quote counts it: a website's "from" prices, in one
   * statement however many units. Plans not in the workspace are left out.
   */
  lowestPrices(workspaceId: string, ratePlanIds: string[], from: string, until: string): Promise<{ ratePlanId: string; priceMinor: number }[]>;
}

export interface NewRatePlan {
  unitId: string;
  title: string;
  basePriceMinor: number;
  isDefault: boolean;
}

export interface RatePlanRepository {
  find(workspaceId: string, ratePlanId: string): Promise<RatePlanView | null>;
  /** Null when the unit is not in the workspace. A default plan takes over from the unit's earlier default. */
  create(workspaceId: string, plan: NewRatePlan): Promise<RatePlanView | null>;
  /**
   * Null when the plan is not in the workspace. `isDefault: true` clears the default of the unit's
   * other plans in the same statement, so a unit always has exactly one.
   */
  update(workspaceId: string, ratePlanId: string, patch: Partial<Pick<NewRatePlan, 'title' | 'basePriceMinor'>> & { isDefault?: true }): Promise<RatePlanView | null>;
}

/** Every repository an operation may use; persistence provides them, bound to a transaction for writes. */
export interface Repositories {
  workspaces: WorkspaceRepository;
  properties: PropertyRepository;
  units: UnitRepository;
  ratePlans: RatePlanRepository;
  reservations: ReservationRepository;
  inventory: InventoryRepository;
  stays: StayRepository;
  blocks: BlockRepository;
  pricing: PricingRepository;
  rates: RateRepository;
  availability: AvailabilityRepository;
  reports: ReportRepository;
  channels: ChannelRepository;
  events: EventRepository;
  webhooks: WebhookRepository;
  audit: AuditRepository;
  guests: GuestRepository;
  messages: MessageRepository;
  website: WebsiteRepository;
  tasks: TaskRepository;
  payments: PaymentRepository;
  sandboxes: SandboxRepository;
}

// --- Rates and restrictions (docs/contract.md#rates-and-restrictions) -----------------------

/** Which rate plans a rates request addresses: one plan, a unit's default plan, or every plan of a property. */
export interface RateTarget {
  ratePlanId?: string;
  unitId?: string;
  propertyId?: string;
}

/** Fields a rates write sets; absent fields keep their value, null clears one. */
export interface RatePatch {
  priceMinor?: number | null;
  minNights?: number | null;
  maxNights?: number | null;
  closedToArrival?: boolean;
  closedToDeparture?: boolean;
  stopSell?: boolean;
}

export interface NightRestrictions {
  date: string;
  minNights: number | null;
  maxNights: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  stopSell: boolean;
}

export interface NightsSelection {
  from: string;
  /** Inclusive. */
  to: string;
  /** ISO weekdays (1 = Monday … 7 = Sunday); absent: every night. */
  isoWeekdays?: number[];
}

export type PriceChange = { percent: number } | { amountMinor: number };

export interface RateRepository {
  /**
   * The rate plans the target names (a unit: all its plans to read, its default plan to write);
   * null when it names nothing in the workspace.
   */
  resolvePlans(workspaceId: string, target: RateTarget, forWrite: boolean): Promise<string[] | null>;
  /** One row per plan and night, built as JSON by the database. */
  list(workspaceId: string, ratePlanIds: string[], nights: NightsSelection): Promise<JsonText>;
  /**
   * One set-based upsert; answers the nights written, or, writing nothing, the first night that
   * would end with minNights above maxNights.
   */
  upsert(
    workspaceId: string,
    ratePlanIds: string[],
    nights: NightsSelection,
    patch: RatePatch,
  ): Promise<{ updated: number } | { conflict: { ratePlanId: string; date: string; minNights: number; maxNights: number } }>;
  /**
   * Moves prices in one statement unless a night would move by more than `maxShare` of its
   * price; then changes nothing and answers that night.
   */
  adjust(
    workspaceId: string,
    ratePlanIds: string[],
    nights: NightsSelection,
    change: PriceChange,
    maxShare: number,
  ): Promise<{ updated: number } | { refused: { ratePlanId: string; date: string; priceMinor: number; newPriceMinor: number; currency: string } }>;
}

/** Everything that decides a stay on a unit, as the stay evaluation reads it. */
export interface StayFacts {
  /** Rooms free on each night of `[arrival, departure)`, read without a lock (a hold decides). */
  free: { date: string; free: number }[];
  listingSettings: ListingSettings;
  /** The fees and taxes of the unit's property. */
  feesAndTaxes: FeesAndTaxes;
  /** The rate plan's restrictions on each night from arrival to departure day, both included, where any are set. */
  restrictions: NightRestrictions[];
  /** The rate plan's price of each night of `[arrival, departure)`, in minor units. */
  prices: { date: string; priceMinor: number }[];
}

/** A unit as a booking needs it, with the facts of a stay on it. */
export interface BookableStay {
  unit: BookableUnit;
  facts: StayFacts;
}

export interface StayRepository {
  /** One round trip for the lot; null when the unit is not in the workspace. Without a plan, no restrictions and no prices. */
  facts(workspaceId: string, unitId: string, ratePlanId: string | null, arrivalDate: string, departureDate: string): Promise<StayFacts | null>;
  /** The unit and the stay's facts in one round trip, on `ratePlanId` or, when null, on the unit's default plan; null when the unit is not in the workspace. */
  bookable(workspaceId: string, unitId: string, ratePlanId: string | null, arrivalDate: string, departureDate: string): Promise<BookableStay | null>;
}

export interface AvailabilityQuery {
  from: string;
  to: string;
  propertyId?: string;
  unitId?: string;
  minNights: number;
  isoWeekdays?: number[];
}

export interface AvailabilityRepository {
  /** Free nights and periods per unit; null when the property or unit filter names nothing. */
  search(workspaceId: string, query: AvailabilityQuery): Promise<JsonText | null>;
}

// --- Reports (docs/contract.md#reports) ------------------------------------------------------

export interface ReportScope {
  from: string;
  /** Inclusive. */
  to: string;
  propertyId?: string;
  unitId?: string;
}

/**
 * The sums of one currency for the whole scope (`breakdown: 'total'`, `key` null) or for one entry
 * of a breakdown: a source, a property, a unit or a month (`YYYY-MM`).
 */
export interface ReportSumsRow {
  currency: string;
  breakdown: 'total' | ReportBreakdown;
  key: string | null;
  /** The property's or unit's name. */
  name: string | null;
  /** The unit's property, on unit rows. */
  propertyId: string | null;
  revenueMinor: number;
  taxesMinor: number;
  collectedMinor: number;
  outstandingMinor: number;
  nightsSold: number;
  nightsAvailable: number;
  reservations: number;
  cancellations: number;
}

export interface DayActivity {
  arrivals: OverviewStay[];
  departures: OverviewStay[];
  inHouse: number;
  /** The `days` days after the date. */
  nextDays: OverviewDay[];
  tasks: OverviewTasks;
}

export interface ReportRepository {
  /** Every sum of the summary in one set-based statement; null when a filter names nothing in the workspace. */
  sums(workspaceId: string, scope: ReportScope): Promise<ReportSumsRow[] | null>;
  /** Arrivals and departures of a date, the stays in house that night, and the next days' counts. */
  dayActivity(workspaceId: string, date: string, days: number): Promise<DayActivity>;
}
