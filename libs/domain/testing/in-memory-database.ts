import type { BlockView, NightRestrictions, PropertyDetail, RatePlanView, ReservationView, Role, UnitView } from '../src';
import { addDays, holdsRoom, inventoryKindOf, nightsBetween } from '../src';
import { deepCopy } from './deep-copy';
import { factory, TEST_NOW } from './domain.factory';
import type {
  BlockRow,
  ConnectionRow,
  MembershipRow,
  NightCounters,
  PropertyRow,
  RatePlanRow,
  ReservationRow,
  TaskRow,
  UnitRow,
  UserRow,
  WorkspaceRow,
} from './rows';
import { testId } from './test-ids';

interface Tables {
  workspaces: Map<string, WorkspaceRow>;
  users: Map<string, UserRow>;
  properties: Map<string, PropertyRow>;
  units: Map<string, UnitRow>;
  ratePlans: Map<string, RatePlanRow>;
  reservations: Map<string, ReservationRow>;
  blocks: Map<string, BlockRow>;
  connections: Map<string, ConnectionRow>;
  /** Keyed `unitId night`. */
  nights: Map<string, NightCounters>;
  /** Keyed `ratePlanId night`: a price set on that night. */
  prices: Map<string, number>;
  /** Keyed `ratePlanId night`. */
  restrictions: Map<string, NightRestrictions>;
  /** Keyed `workspaceId userId`. */
  memberships: Map<string, MembershipRow>;
  tasks: Map<string, TaskRow>;
}

const emptyTables = (): Tables => ({
  workspaces: new Map(),
  users: new Map(),
  properties: new Map(),
  units: new Map(),
  ratePlans: new Map(),
  reservations: new Map(),
  blocks: new Map(),
  connections: new Map(),
  nights: new Map(),
  prices: new Map(),
  restrictions: new Map(),
  memberships: new Map(),
  tasks: new Map(),
});

const byNameThenId = (a: { name: string; id: string }, b: { name: string; id: string }) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * The state behind the in-memory repositories: rows keyed by id, each carrying its workspace, and
 * seeding helpers that keep them consistent (a unit gets its default rate plan, a room-holding
 * reservation holds its nights). Tests seed it, run a handler, then read it back.
 */
export class InMemoryDatabase {
  tables: Tables = emptyTables();
  now: () => Date = () => TEST_NOW;

  // --- Seeding ---------------------------------------------------------------------------------

  addWorkspace(overrides: Partial<WorkspaceRow> = {}): WorkspaceRow {
    const workspace = factory.workspace(overrides);
    this.tables.workspaces.set(workspace.id, workspace);
    return workspace;
  }

  addUser(overrides: Partial<UserRow> = {}): UserRow {
    const user = factory.user(overrides);
    this.tables.users.set(user.id, user);
    return user;
  }

  addMember(workspaceId: string, userId: string, role: Role): MembershipRow {
    const membership = { workspaceId, userId, role };
    this.tables.memberships.set(`${workspaceId} ${userId}`, membership);
    return membership;
  }

  /** A stored task of a unit (OPEN, unassigned, due on the first of July unless told). */
  addTask(unit: UnitRow, overrides: Partial<TaskRow> = {}): TaskRow {
    const now = this.now().toISOString();
    const task: TaskRow = {
      workspaceId: unit.workspaceId,
      id: testId('task'),
      type: 'CLEANING',
      status: 'OPEN',
      unitId: unit.id,
      propertyId: unit.propertyId,
      dueDate: '2026-07-01',
      dueBy: null,
      dueBySet: false,
      title: 'Cleaning',
      notes: null,
      checklist: [],
      assigneeUserId: null,
      reservationId: null,
      blockId: null,
      automatic: false,
      startedAt: null,
      completedAt: null,
      cancelledAt: null,
      createdAt: now,
      updatedAt: now,
      ...overrides,
    };
    this.tables.tasks.set(task.id, task);
    return deepCopy(task);
  }

  addProperty(overrides: Partial<PropertyRow> & Pick<PropertyRow, 'workspaceId'>): PropertyRow {
    const property = factory.property(overrides);
    this.tables.properties.set(property.id, property);
    return property;
  }

  /** A unit with its default rate plan (pass `basePriceMinor: null` for a unit without plans). */
  addUnit(property: PropertyRow, overrides: Partial<UnitRow> & { basePriceMinor?: number | null } = {}): UnitRow & { defaultRatePlanId: string | null } {
    const { basePriceMinor = 10_000, ...unitOverrides } = overrides;
    const unit = factory.unit({ workspaceId: property.workspaceId, propertyId: property.id, ...unitOverrides });
    this.tables.units.set(unit.id, unit);
    if (basePriceMinor === null) return { ...unit, defaultRatePlanId: null };
    const plan = this.addRatePlan(unit, { basePriceMinor });
    return { ...unit, defaultRatePlanId: plan.id };
  }

  addRatePlan(unit: UnitRow, overrides: Partial<RatePlanRow> = {}): RatePlanRow {
    const plan = factory.ratePlan({ workspaceId: unit.workspaceId, unitId: unit.id, ...overrides });
    this.tables.ratePlans.set(plan.id, plan);
    return plan;
  }

  /** A stored reservation of a unit; a room-holding one takes its nights, as a real one would have. */
  addReservation(unit: UnitRow, overrides: Partial<ReservationView> = {}): ReservationView {
    const property = this.tables.properties.get(unit.propertyId)!;
    const view = factory.reservation({
      unitId: unit.id,
      propertyId: property.id,
      currency: property.currency,
      unit: { id: unit.id, name: unit.name },
      property: { id: property.id, name: property.name },
      ...overrides,
    });
    this.tables.reservations.set(view.id, { workspaceId: unit.workspaceId, view });
    if (holdsRoom(view.status)) this.changeNights(unit.id, view.arrivalDate, view.departureDate, 'reserved', 1);
    return deepCopy(view);
  }

  /** A stored block; its rooms are taken on its nights. */
  addBlock(unit: UnitRow, overrides: Partial<BlockView> = {}): BlockView {
    const view = factory.block({ unitId: unit.id, ...overrides });
    this.tables.blocks.set(view.id, { workspaceId: unit.workspaceId, view });
    this.changeNights(unit.id, view.from, addDays(view.to, 1), inventoryKindOf(view.type), view.rooms);
    return deepCopy(view);
  }

  setPrice(ratePlanId: string, night: string, priceMinor: number): void {
    this.tables.prices.set(`${ratePlanId} ${night}`, priceMinor);
  }

  setRestrictions(ratePlanId: string, restrictions: Partial<NightRestrictions> & Pick<NightRestrictions, 'date'>): void {
    this.tables.restrictions.set(`${ratePlanId} ${restrictions.date}`, factory.nightRestrictions(restrictions));
  }

  // --- Reading back ----------------------------------------------------------------------------

  /** The counters of a unit on each night of `[from, until)`. */
  nights(unitId: string, from: string, until: string): (NightCounters & { night: string })[] {
    const nights: (NightCounters & { night: string })[] = [];
    for (let night = from; night < until; night = addDays(night, 1)) nights.push({ night, ...this.counters(unitId, night) });
    return nights;
  }

  /** Rooms reserved on each night of `[from, until)`. */
  reservedOn(unitId: string, from: string, until: string): number[] {
    return this.nights(unitId, from, until).map((night) => night.reserved);
  }

  reservation(id: string): ReservationView | undefined {
    const row = this.tables.reservations.get(id);
    return row && deepCopy(row.view);
  }

  blocksOf(unitId: string): BlockView[] {
    return [...this.tables.blocks.values()]
      .map((row) => row.view)
      .filter((block) => block.unitId === unitId)
      .sort((a, b) => a.from.localeCompare(b.from) || a.id.localeCompare(b.id))
      .map((block) => deepCopy(block));
  }

  // --- Shared by the repositories ----------------------------------------------------------------

  counters(unitId: string, night: string): NightCounters {
    return this.tables.nights.get(`${unitId} ${night}`) ?? { reserved: 0, ownerBlocked: 0, maintenanceBlocked: 0, channelBlocked: 0 };
  }

  /** Adds `delta` rooms of a kind on each night of `[from, until)`; refuses to go below zero. */
  changeNights(unitId: string, from: string, until: string, kind: keyof NightCounters, delta: number): void {
    for (let night = from; night < until; night = addDays(night, 1)) {
      const counters = { ...this.counters(unitId, night) };
      counters[kind] += delta;
      if (counters[kind] < 0) throw new Error(`${kind} of ${unitId} on ${night} would fall below zero: released more than was held.`);
      this.tables.nights.set(`${unitId} ${night}`, counters);
    }
  }

  unitIn(workspaceId: string, unitId: string): UnitRow | undefined {
    const unit = this.tables.units.get(unitId);
    return unit?.workspaceId === workspaceId ? unit : undefined;
  }

  propertyIn(workspaceId: string, propertyId: string): PropertyRow | undefined {
    const property = this.tables.properties.get(propertyId);
    return property?.workspaceId === workspaceId ? property : undefined;
  }

  ratePlanIn(workspaceId: string, ratePlanId: string): RatePlanRow | undefined {
    const plan = this.tables.ratePlans.get(ratePlanId);
    return plan?.workspaceId === workspaceId ? plan : undefined;
  }

  /** Plans of a unit, the default first, as the API lists them. */
  ratePlansOf(unitId: string): RatePlanRow[] {
    return [...this.tables.ratePlans.values()]
      .filter((plan) => plan.unitId === unitId)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
  }

  unitView(unit: UnitRow): UnitView {
    const property = this.tables.properties.get(unit.propertyId)!;
    return deepCopy({
      id: unit.id,
      name: unit.name,
      propertyId: property.id,
      propertyName: property.name,
      countOfRooms: unit.countOfRooms,
      maxOccupancy: unit.maxOccupancy,
      archivedAt: unit.archivedAt?.toISOString() ?? null,
      ratePlans: this.ratePlansOf(unit.id).map((plan) => this.ratePlanView(plan, property.currency)),
      listingSettings: unit.listingSettings,
    });
  }

  unitsOf(workspaceId: string, propertyId?: string): UnitRow[] {
    return [...this.tables.units.values()]
      .filter((unit) => unit.workspaceId === workspaceId && (propertyId === undefined || unit.propertyId === propertyId))
      .sort(byNameThenId);
  }

  /** Whether a unit, or its property, is archived. */
  isArchived(unit: UnitRow): boolean {
    return unit.archivedAt !== null || this.tables.properties.get(unit.propertyId)!.status === 'ARCHIVED';
  }

  propertyDetail(property: PropertyRow): PropertyDetail {
    const units = this.unitsOf(property.workspaceId, property.id).map((unit) => this.unitView(unit));
    return deepCopy({
      id: property.id,
      name: property.name,
      status: property.status,
      city: property.address.city,
      currency: property.currency,
      timezone: property.timezone,
      unitCount: units.filter((unit) => unit.archivedAt === null).length,
      address: property.address,
      checkInTime: property.checkInTime,
      checkOutTime: property.checkOutTime,
      cancellationPolicy: property.cancellationPolicy,
      bookingSettings: property.bookingSettings,
      taskSettings: property.taskSettings,
      paymentSchedule: property.paymentSchedule,
      units,
      ratePlans: units.flatMap((unit) => unit.ratePlans),
    });
  }

  propertiesOf(workspaceId: string): PropertyRow[] {
    return [...this.tables.properties.values()].filter((property) => property.workspaceId === workspaceId).sort(byNameThenId);
  }

  /** Rebuilds a stored reservation's view after a change of its fields. */
  refreshReservation(row: ReservationRow): void {
    const unit = this.tables.units.get(row.view.unitId)!;
    const property = this.tables.properties.get(row.view.propertyId)!;
    row.view.nights = nightsBetween(row.view.arrivalDate, row.view.departureDate);
    row.view.balanceMinor = row.view.totalAmountMinor - row.view.paidAmountMinor;
    row.view.unit = { id: unit.id, name: unit.name };
    row.view.property = { id: property.id, name: property.name };
    row.view.updatedAt = this.now().toISOString();
  }

  // --- Transactions ------------------------------------------------------------------------------

  /** The whole state, to put back when a fake transaction rolls back. */
  snapshot(): Tables {
    return deepCopy(this.tables);
  }

  restore(snapshot: Tables): void {
    this.tables = snapshot;
  }

  ratePlanView(plan: RatePlanRow, currency: string): RatePlanView {
    return { id: plan.id, title: plan.title, isDefault: plan.isDefault, unitId: plan.unitId, basePriceMinor: plan.basePriceMinor, currency };
  }
}
