import type { FeesAndTaxes } from '../src';
import type {
  Address,
  BlockView,
  BookingSettings,
  CancellationPolicy,
  Channel,
  ChecklistItem,
  ListingSettings,
  NightRestrictions,
  PaymentSchedule,
  PropertyStatus,
  ReservationView,
  Role,
  SiteHold,
  SyncOutcome,
  SyncResult,
  SyncTarget,
  TaskSettings,
  TaskStatus,
  TaskType,
  WorkspaceRecord,
} from '../src';

/** The rows the in-memory database keeps: what the tables hold, before the views are built. */
export type WorkspaceRow = WorkspaceRecord;

export interface UserRow {
  id: string;
  email: string;
  name: string | null;
}

export interface PropertyRow {
  workspaceId: string;
  id: string;
  name: string;
  status: PropertyStatus;
  currency: string;
  timezone: string;
  address: Address;
  checkInTime: string;
  checkOutTime: string;
  cancellationPolicy: CancellationPolicy;
  bookingSettings: BookingSettings;
  taskSettings: TaskSettings;
  paymentSchedule: PaymentSchedule;
  /** Absent: none set. */
  feesAndTaxes?: FeesAndTaxes;
  /** Connected channels, which settings changes propagate to. */
  channels: Channel[];
}

export interface UnitRow {
  workspaceId: string;
  id: string;
  propertyId: string;
  name: string;
  countOfRooms: number;
  maxOccupancy: number | null;
  archivedAt: Date | null;
  listingSettings: ListingSettings;
}

export interface RatePlanRow {
  workspaceId: string;
  id: string;
  unitId: string;
  title: string;
  isDefault: boolean;
  basePriceMinor: number;
}

export interface ReservationRow {
  workspaceId: string;
  view: ReservationView;
  /** A website booking's visitor and lapse, as the reservations table keeps them. */
  siteHold?: SiteHold;
}

export interface BlockRow {
  workspaceId: string;
  view: BlockView;
  /** A CHANNEL block's feed event UID. */
  externalId?: string | null;
}

/** A channel connection with its listings, as channel_connections and channel_listings hold it. */
export interface ConnectionRow {
  workspaceId: string;
  target: SyncTarget;
  outcome: SyncOutcome | null;
  imports: Map<string, { etag: string | null; lastModified: string | null; events: number }>;
  /** The synchronisation asked for last, as the connection's `sync` shows it. */
  sync?: {
    status: 'QUEUED' | 'RUNNING' | 'DONE';
    requestedAt: string;
    acceptEmpty: boolean;
    startedAt: string | null;
    finishedAt: string | null;
    result: SyncResult | null;
  };
}

/** The counters of one unit on one night. */
export interface NightCounters {
  reserved: number;
  ownerBlocked: number;
  maintenanceBlocked: number;
  channelBlocked: number;
}

export type RestrictionsRow = NightRestrictions;

export interface MembershipRow {
  workspaceId: string;
  userId: string;
  role: Role;
}

/** A task as the tasks table holds it; its view (unit, address, next arrival) is built when read. */
export interface TaskRow {
  workspaceId: string;
  id: string;
  type: TaskType;
  status: TaskStatus;
  unitId: string;
  propertyId: string;
  dueDate: string;
  dueBy: string | null;
  dueBySet: boolean;
  title: string;
  notes: string | null;
  checklist: ChecklistItem[];
  assigneeUserId: string | null;
  reservationId: string | null;
  blockId: string | null;
  automatic: boolean;
  startedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
}
