import type { NewGuest, NewReservation, ReservationFilter, ReservationRepository, ReservationSource, ReservationView, SiteHoldCount } from '../../src';
import { CHANNELS, nightsBetween, oneLineAmounts } from '../../src';
import type { CallLog } from '../call-log';
import { deepCopy } from '../deep-copy';
import type { InMemoryDatabase } from '../in-memory-database';
import { testId } from '../test-ids';

type ReservationPatch = Parameters<ReservationRepository['update']>[2];

/**
 * Reservations by id within their workspace. `list` keeps the port's paging contract (order by
 * arrival date then id, rows after the cursor, at most `take`) and records the other filters
 * without applying them: matching them is SQL, which the medium tests cover.
 */
export class InMemoryReservationRepository implements ReservationRepository {
  constructor(
    private readonly db: InMemoryDatabase,
    private readonly log: CallLog,
  ) {}

  async list(workspaceId: string, filter: ReservationFilter): Promise<ReservationView[]> {
    this.log.record('reservations.list', [workspaceId, filter]);
    const { after } = filter;
    return this.inWorkspace(workspaceId)
      .sort((a, b) => a.arrivalDate.localeCompare(b.arrivalDate) || a.id.localeCompare(b.id))
      .filter((view) => !after || view.arrivalDate > after.arrivalDate || (view.arrivalDate === after.arrivalDate && view.id > after.id))
      .slice(0, filter.take)
      .map((view) => deepCopy(view));
  }

  async find(workspaceId: string, reservationId: string): Promise<ReservationView | null> {
    this.log.record('reservations.find', [workspaceId, reservationId]);
    return this.one(workspaceId, reservationId);
  }

  async findForUpdate(workspaceId: string, reservationId: string): Promise<ReservationView | null> {
    this.log.record('reservations.findForUpdate', [workspaceId, reservationId]);
    return this.one(workspaceId, reservationId);
  }

  async findByChannelReference(workspaceId: string, source: ReservationSource, channelReference: string): Promise<ReservationView | null> {
    this.log.record('reservations.findByChannelReference', [workspaceId, source, channelReference]);
    const found = this.inWorkspace(workspaceId).find((view) => view.source === source && view.channelReference === channelReference);
    return found ? deepCopy(found) : null;
  }

  async create(workspaceId: string, reservation: NewReservation, guest: NewGuest): Promise<ReservationView> {
    this.log.record('reservations.create', [workspaceId, reservation, guest]);
    const unit = this.db.unitIn(workspaceId, reservation.unitId);
    const property = this.db.propertyIn(workspaceId, reservation.propertyId);
    // The tables' foreign keys would refuse these.
    if (!unit || !property) throw new Error(`Unit ${reservation.unitId} or property ${reservation.propertyId} is not in workspace ${workspaceId}.`);
    const now = this.db.now().toISOString();
    const view: ReservationView = {
      id: testId('res'),
      status: reservation.status,
      source: reservation.source,
      arrivalDate: reservation.arrivalDate,
      departureDate: reservation.departureDate,
      nights: nightsBetween(reservation.arrivalDate, reservation.departureDate),
      unitId: unit.id,
      propertyId: property.id,
      ratePlanId: reservation.ratePlanId,
      totalAmountMinor: reservation.totalAmountMinor,
      // As the projection shows a total stored without its lines: one line.
      amounts:
        reservation.amounts ??
        oneLineAmounts((CHANNELS as readonly string[]).includes(reservation.source) ? 'CHANNEL_TOTAL' : 'MANUAL_TOTAL', reservation.totalAmountMinor),
      paidAmountMinor: 0,
      balanceMinor: reservation.totalAmountMinor,
      currency: reservation.currency,
      paymentStatus: 'UNPAID',
      schedule: [],
      adults: reservation.adults,
      children: reservation.children,
      notes: reservation.notes,
      isOverbooking: reservation.isOverbooking,
      channelReference: reservation.channelReference ?? null,
      connectionId: reservation.connectionId ?? null,
      guest: { id: testId('gst'), firstName: guest.firstName, lastName: guest.lastName, email: guest.email ?? null, phone: guest.phone ?? null },
      unit: { id: unit.id, name: unit.name },
      property: { id: property.id, name: property.name },
      createdAt: now,
      updatedAt: now,
      cancelledAt: null,
      cancelledBy: null,
    };
    this.db.tables.reservations.set(view.id, { workspaceId, view, ...(reservation.siteHold ? { siteHold: reservation.siteHold } : {}) });
    return deepCopy(view);
  }

  async countSiteHolds(workspaceId: string, propertyId: string, visitorKey: string, today: string, now: Date): Promise<SiteHoldCount> {
    this.log.record('reservations.countSiteHolds', [workspaceId, propertyId, visitorKey, today, now]);
    const held = [...this.db.tables.reservations.values()].filter(
      ({ workspaceId: rowWorkspace, view, siteHold }) =>
        rowWorkspace === workspaceId &&
        view.propertyId === propertyId &&
        siteHold !== undefined &&
        view.paidAmountMinor === 0 &&
        view.departureDate > today &&
        (view.status === 'CONFIRMED' || (view.status === 'PROVISIONAL' && (siteHold.expiresAt === null || siteHold.expiresAt > now))),
    );
    return { visitor: held.filter((row) => row.siteHold!.visitorKey === visitorKey).length, property: held.length };
  }

  async update(workspaceId: string, reservationId: string, patch: ReservationPatch): Promise<void> {
    this.log.record('reservations.update', [workspaceId, reservationId, patch]);
    const row = this.db.tables.reservations.get(reservationId);
    if (row?.workspaceId !== workspaceId) return;
    const { cancelledAt, ...fields } = patch;
    Object.assign(row.view, fields);
    if (cancelledAt) row.view.cancelledAt = cancelledAt.toISOString();
    this.db.refreshReservation(row);
  }

  private inWorkspace(workspaceId: string): ReservationView[] {
    return [...this.db.tables.reservations.values()].filter((row) => row.workspaceId === workspaceId).map((row) => row.view);
  }

  private one(workspaceId: string, reservationId: string): ReservationView | null {
    const row = this.db.tables.reservations.get(reservationId);
    return row?.workspaceId === workspaceId ? deepCopy(row.view) : null;
  }
}
