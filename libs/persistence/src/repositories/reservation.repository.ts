import type {
  EventRepository,
  NewGuest,
  NewReservation,
  ReservationFilter,
  ReservationRepository,
  ReservationSource,
  ReservationView,
  SiteHoldCount,
} from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { newId } from '../database/ids';
import { queryPrepared } from '../database/prepared-query';
import { paymentStatusSql } from './payment.repository';
import { PAYMENT_SCHEDULE, RESERVATION_JOINS, RESERVATION_JSON } from './reservation-json.sql';
import { NEXT_ARRIVAL_JOIN, TASK_JSON } from './task-json.sql';
import { followTaskEvents, TaskEventRow, TURNOVER_COLUMNS, TURNOVER_STATUSES, turnoverValues, updateStayWithTaskSql } from './turnover-tasks.sql';

/**
 * The guest, the reservation, its automatic cleaning (when its property makes them) and their JSON
 * views in one round trip: the task costs the create no round trip of its own.
 */
const CREATE_SQL = `
WITH g AS (
  INSERT INTO guests (workspace_id, id, first_name, last_name, email, phone, self_declared)
  VALUES ($1, $2, $3, $4, $5, $6, $24)
  -- One guest per e-mail (docs/contract.md#guests): a known e-mail is that guest again; the
  -- profile keeps its name and gains a phone it lacked. A self-declared guest (a website visitor's
  -- word) is outside the rule's index, so it never conflicts: it is always a record of its own.
  ON CONFLICT (workspace_id, email) WHERE email IS NOT NULL AND NOT self_declared
  DO UPDATE SET phone = coalesce(guests.phone, EXCLUDED.phone)
  RETURNING *),
r AS (
  INSERT INTO reservations (workspace_id, id, property_id, unit_id, rate_plan_id, guest_id, status, source, channel_reference,
                            arrival_date, departure_date, adults, children, total_amount_minor, currency, notes, is_overbooking, connection_id,
                            site_visitor_key, hold_expires_at, amounts)
  SELECT $1, $7, $8, $9, $10, g.id, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $25, $26, $27::jsonb FROM g
  RETURNING *),
t AS (
  INSERT INTO tasks ${TURNOVER_COLUMNS}
  SELECT ${turnoverValues('$23', 'r', 'tp')}
    FROM r JOIN properties tp ON tp.workspace_id = r.workspace_id AND tp.id = r.property_id
   WHERE tp.task_auto_cleaning AND r.status IN ${TURNOVER_STATUSES}
  RETURNING *)
SELECT ${RESERVATION_JSON} AS reservation, (SELECT ${TASK_JSON} FROM t ${NEXT_ARRIVAL_JOIN}) AS task
  FROM r JOIN g ON g.id = r.guest_id
  JOIN units u ON u.workspace_id = r.workspace_id AND u.id = r.unit_id
  JOIN properties p ON p.workspace_id = r.workspace_id AND p.id = r.property_id`;

/** A stay that owes part of an amount of its schedule due before the day `day` names (INQUIRY and CANCELLED ones owe nothing). */
export const owingBefore = (day: string) => `(r.status NOT IN ('INQUIRY', 'CANCELLED') AND r.paid_amount_minor < r.total_amount_minor
  AND EXISTS (SELECT 1 FROM json_array_elements(${PAYMENT_SCHEDULE}) AS due
               WHERE (due->>'paidMinor')::int < (due->>'amountMinor')::int AND (due->>'dueDate')::date < ${day}::date))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const FIND_SQL = `SELECT ${RESERVATION_JSON} AS reservation FROM reservations r ${RESERVATION_JOINS} WHERE r.workspace_id = $1 AND r.id = $2`;

const FIND_BY_CHANNEL_REFERENCE_SQL = `SELECT ${RESERVATION_JSON} AS reservation FROM reservations r ${RESERVATION_JOINS}
  WHERE r.workspace_id = $1 AND r.source = $2 AND r.channel_reference = $3`;

/** A patch's fields and the columns they set. */
const COLUMNS = {
  status: 'status',
  unitId: 'unit_id',
  propertyId: 'property_id',
  arrivalDate: 'arrival_date',
  departureDate: 'departure_date',
  totalAmountMinor: 'total_amount_minor',
  amounts: 'amounts',
  ratePlanId: 'rate_plan_id',
  isOverbooking: 'is_overbooking',
  cancelledAt: 'cancelled_at',
  cancelledBy: 'cancelled_by',
} as const;

export class TypeormReservationRepository implements ReservationRepository {
  constructor(
    private readonly manager: EntityManager,
    /** Where the automatic tasks' events are kept; none where nothing is recorded. */
    private readonly events?: EventRepository,
  ) {}

  async list(workspaceId: string, filter: ReservationFilter): Promise<ReservationView[]> {
    const params: unknown[] = [workspaceId];
    const where: string[] = ['r.workspace_id = $1'];
    const add = (clause: (placeholder: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (filter.status) add((p) => `r.status = ${p}`, filter.status);
    if (filter.source) add((p) => `r.source = ${p}`, filter.source);
    if (filter.propertyId) add((p) => `r.property_id = ${p}`, filter.propertyId);
    if (filter.unitId) add((p) => `r.unit_id = ${p}`, filter.unitId);
    // Overlap, not arrival: a stay [arrival, departure) touches the nights from..to.
    if (filter.from) add((p) => `r.departure_date > ${p}::date`, filter.from);
    if (filter.to) add((p) => `r.arrival_date <= ${p}::date`, filter.to);
    if (filter.isOverbooking !== undefined) add((p) => `r.is_overbooking = ${p}`, filter.isOverbooking);
    if (filter.paymentStatus) add((p) => `r.payment_status = ${p}`, filter.paymentStatus);
    if (filter.balanceDueBefore) add((p) => owingBefore(p), filter.balanceDueBefore);
    if (filter.search) {
      add(
        // Either order of the names, and, through the guest's folded search text, without accents.
        (p) =>
          `(g.first_name || ' ' || g.last_name ILIKE ${p} OR g.last_name || ' ' || g.first_name ILIKE ${p} OR g.email ILIKE ${p} OR g.search_text LIKE lower(innkeep_unaccent(${p})))`,
        `%${escapeLike(filter.search.trim())}%`,
      );
    }
    if (filter.after) {
      params.push(filter.after.arrivalDate, filter.after.id);
      where.push(`(r.arrival_date, r.id) > ($${params.length - 1}::date, $${params.length})`);
    }
    params.push(filter.take);
    const rows: { reservation: ReservationView }[] = await this.manager.query(
      `SELECT ${RESERVATION_JSON} AS reservation
         FROM reservations r ${RESERVATION_JOINS}
        WHERE ${where.join(' AND ')}
        ORDER BY r.arrival_date, r.id
        LIMIT $${params.length}`,
      params,
    );
    return rows.map((row) => row.reservation);
  }

  async find(workspaceId: string, reservationId: string): Promise<ReservationView | null> {
    const [row] = await queryPrepared<{ reservation: ReservationView }>(this.manager, FIND_SQL, [workspaceId, reservationId]);
    return row?.reservation ?? null;
  }

  /**
   * Locks the reservation row alone, then reads it with what it joins in a second statement.
   * Locking through the join would drop the row when a concurrent move commits while we wait:
   * PostgreSQL rechecks the join against the unit the statement started with, not the new one.
   */
  async findForUpdate(workspaceId: string, reservationId: string): Promise<ReservationView | null> {
    const locked = await queryPrepared(this.manager, `SELECT 1 FROM reservations WHERE workspace_id = $1 AND id = $2 FOR UPDATE`, [workspaceId, reservationId]);
    return locked.length === 0 ? null : this.find(workspaceId, reservationId);
  }

  async findByChannelReference(workspaceId: string, source: ReservationSource, channelReference: string): Promise<ReservationView | null> {
    const [row] = await queryPrepared<{ reservation: ReservationView }>(this.manager, FIND_BY_CHANNEL_REFERENCE_SQL, [workspaceId, source, channelReference]);
    return row?.reservation ?? null;
  }

  async countSiteHolds(workspaceId: string, propertyId: string, visitorKey: string, today: string, now: Date): Promise<SiteHoldCount> {
    // One website booking of a property at a time decides against its caps (until the transaction ends).
    await this.manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('site-holds:' || $1 || ':' || $2, 0))`, [workspaceId, propertyId]);
    const [row] = await this.manager.query(
      `SELECT count(*) FILTER (WHERE site_visitor_key = $3)::int AS visitor, count(*)::int AS property
         FROM reservations
        WHERE workspace_id = $1 AND property_id = $2 AND site_visitor_key IS NOT NULL AND status IN ('PROVISIONAL', 'CONFIRMED')
          AND paid_amount_minor = 0 AND departure_date > $4::date
          AND (status = 'CONFIRMED' OR hold_expires_at IS NULL OR hold_expires_at > $5)`,
      [workspaceId, propertyId, visitorKey, today, now],
    );
    return { visitor: row.visitor, property: row.property };
  }

  async create(workspaceId: string, reservation: NewReservation, guest: NewGuest): Promise<ReservationView> {
    const [row] = await queryPrepared<{ reservation: ReservationView; task: TaskEventRow['task'] | null }>(this.manager, CREATE_SQL, [
      workspaceId,
      newId('gst'),
      guest.firstName.trim(),
      guest.lastName.trim(),
      guest.email?.trim().toLowerCase() ?? null,
      guest.phone?.trim() ?? null,
      newId('res'),
      reservation.propertyId,
      reservation.unitId,
      reservation.ratePlanId,
      reservation.status,
      reservation.source,
      reservation.channelReference ?? null,
      reservation.arrivalDate,
      reservation.departureDate,
      reservation.adults,
      reservation.children,
      reservation.totalAmountMinor,
      reservation.currency,
      reservation.notes,
      reservation.isOverbooking,
      reservation.connectionId ?? null,
      newId('task'),
      guest.selfDeclared === true,
      reservation.siteHold?.visitorKey ?? null,
      reservation.siteHold?.expiresAt ?? null,
      reservation.amounts ? JSON.stringify(reservation.amounts) : null,
    ]);
    if (row.task) followTaskEvents(this.events, [{ kind: 'task.created', task: row.task }]);
    return row.reservation;
  }

  /** The stay and its automatic cleaning in one statement (see updateStayWithTaskSql). */
  async update(workspaceId: string, reservationId: string, patch: Parameters<ReservationRepository['update']>[2]): Promise<void> {
    const values: unknown[] = [workspaceId, reservationId, newId('task')];
    const sets = Object.entries(patch)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => {
        values.push(field === 'amounts' && value !== null ? JSON.stringify(value) : value);
        return `${COLUMNS[field as keyof typeof COLUMNS]} = $${values.length}`;
      });
    if (sets.length === 0) return;
    // The ledger's status follows a new total (paid and refunds are unchanged: an UNPAID or REFUNDED stay keeps it).
    if (patch.totalAmountMinor !== undefined) {
      values.push(patch.totalAmountMinor);
      sets.push(`payment_status = ${paymentStatusSql(`$${values.length}::int`, 'paid_amount_minor', `payment_status = 'REFUNDED'`)}`);
    }
    followTaskEvents(this.events, await this.manager.query(updateStayWithTaskSql(sets), values));
  }
}
