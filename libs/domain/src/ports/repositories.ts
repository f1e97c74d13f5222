import { Plan, SubscriptionStatus } from '../access/plans';
import { Channel, ChannelSetting, Propagation } from '../model/channel';
import { BookingSettings, CancellationPolicy, PropertyDetail, PropertyStatus, PropertySummary } from '../model/property';
import { ListingSettings, UnitView } from '../model/unit';
import { BlockView, GuestView, ReservationSource, ReservationStatus, ReservationView } from '../model/reservation';

export interface WorkspaceRecord {
  id: string;
  name: string;
  timezone: string;
  plan: Plan;
  subscriptionStatus: SubscriptionStatus;
  trialEndsAt: Date | null;
}

export interface WorkspaceRepository {
  findById(workspaceId: string): Promise<WorkspaceRecord | null>;
  findUser(userId: string): Promise<{ id: string; email: string; name: string | null } | null>;
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

export interface PropertyRepository {
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
}

export interface UnitRepository {
  /** Null when the property filter names a property that is not in the workspace. */
  list(workspaceId: string, propertyId?: string): Promise<UnitView[] | null>;
  updateListingSettings(
    workspaceId: string,
    unitId: string,
    change: SettingsChange<ListingSettings>,
  ): Promise<{ unit: UnitView; propagation: Propagation[] } | null>;
}


// --- Inventory, reservations, blocks (API-CONTRACT.md section 4) ---------------------------

/** JSON already serialised (by PostgreSQL): sent as is by REST, parsed by MCP. */
export class JsonText {
  constructor(readonly text: string) {}
}

export interface BookableUnit {
  unitId: string;
  unitName: string;
  propertyId: string;
  propertyName: string;
  currency: string;
  timezone: string;
  rooms: number;
  defaultRatePlanId: string | null;
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
  take: number;
  after?: { arrivalDate: string; id: string };
}

export interface NewReservation {
  unitId: string;
  propertyId: string;
  ratePlanId: string | null;
  guestId: string;
  status: ReservationStatus;
  source: ReservationSource;
  channelReference?: string | null;
  arrivalDate: string;
  departureDate: string;
  adults: number;
  children: number;
  totalAmountMinor: number;
  currency: string;
  notes: string | null;
  isOverbooking: boolean;
}

export interface ReservationRepository {
  list(workspaceId: string, filter: ReservationFilter): Promise<ReservationView[]>;
  find(workspaceId: string, reservationId: string): Promise<ReservationView | null>;
  /** Locks the reservation row for the rest of the transaction. */
  findForUpdate(workspaceId: string, reservationId: string): Promise<ReservationView | null>;
  findByChannelReference(workspaceId: string, source: ReservationSource, channelReference: string): Promise<ReservationView | null>;
  insert(workspaceId: string, reservation: NewReservation): Promise<string>;
  update(
    workspaceId: string,
    reservationId: string,
    patch: Partial<Pick<NewReservation, 'status' | 'unitId' | 'propertyId' | 'arrivalDate' | 'departureDate' | 'totalAmountMinor' | 'ratePlanId'>> & {
      cancelledAt?: Date;
    },
  ): Promise<void>;
}

export interface GuestRepository {
  create(workspaceId: string, guest: { firstName: string; lastName: string; email?: string | null; phone?: string | null }): Promise<GuestView>;
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
  /** Takes a room on each night even when full (channel facts); answers whether any night is now over capacity. */
  holdOverbooking(workspaceId: string, unitId: string, from: string, until: string): Promise<boolean>;
  release(workspaceId: string, unitId: string, from: string, until: string, kind: InventoryKind, rooms: number): Promise<void>;
  /** Null when the property or unit filter names nothing in the workspace. */
  calendar(workspaceId: string, range: { from: string; to: string; propertyId?: string; unitId?: string }): Promise<JsonText | null>;
}

export type InventoryKind = 'reserved' | 'ownerBlocked' | 'maintenanceBlocked';

export interface BlockRepository {
  insert(workspaceId: string, block: Omit<BlockView, 'id' | 'createdAt'>): Promise<BlockView>;
  /** Blocks of a unit with a night in `[from, to]`, locked for the transaction. */
  overlappingForUpdate(workspaceId: string, unitId: string, from: string, to: string): Promise<BlockView[]>;
  delete(workspaceId: string, blockId: string): Promise<void>;
  resize(workspaceId: string, blockId: string, from: string, to: string): Promise<void>;
}

export interface PricingRepository {
  /** The price of each night of `[from, until)` on a rate plan, in minor units. */
  nightlyPrices(workspaceId: string, ratePlanId: string, from: string, until: string): Promise<{ date: string; priceMinor: number }[]>;
  ratePlanOfUnit(workspaceId: string, unitId: string, ratePlanId: string): Promise<boolean>;
}

/** Every repository an operation may use; persistence provides them, bound to a transaction for writes. */
export interface Repositories {
  workspaces: WorkspaceRepository;
  properties: PropertyRepository;
  units: UnitRepository;
  reservations: ReservationRepository;
  guests: GuestRepository;
  inventory: InventoryRepository;
  blocks: BlockRepository;
  pricing: PricingRepository;
}
