import type { LedgerStanding, NewLedgerRecord, NewPayment, OverviewOverdueBalance, PaymentFilter, PaymentRepository, PaymentView } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { newId } from '../database/ids';
import { queryPrepared } from '../database/prepared-query';
import { isoInstant, PAYMENT_SCHEDULE, RESERVATION_JOINS } from './reservation-json.sql';

/** What a payment's refunds gave back so far (0 for a refund). Expects alias `pm`. */
const REFUNDED_MINOR = `CASE WHEN pm.kind = 'PAYMENT' THEN
  (SELECT coalesce(sum(rf.amount_minor), 0)::int FROM payments rf WHERE rf.workspace_id = pm.workspace_id AND rf.refund_of = pm.id) ELSE 0 END`;

/** A ledger row as JSON. Expects alias `pm`. */
const paymentJson = (refundedMinor: string) => `json_build_object(
  'id', pm.id, 'reservationId', pm.reservation_id, 'kind', pm.kind, 'amountMinor', pm.amount_minor,
  'currency', pm.currency, 'method', pm.method, 'receivedAt', ${isoInstant('pm.received_at')},
  'reference', pm.reference, 'refundOf', pm.refund_of, 'reason', pm.reason,
  'refundedMinor', ${refundedMinor}, 'createdAt', ${isoInstant('pm.created_at')})`;
const PAYMENT_JSON = paymentJson(REFUNDED_MINOR);

/**
 * The status the ledger gives a reservation (docs/contract.md#payments), from its net paid amount,
 * its total and whether anything was ever refunded.
 */
export const paymentStatusSql = (total: string, paid: string, refunded: string) =>
  `CASE WHEN ${paid} = 0 THEN CASE WHEN ${refunded} THEN 'REFUNDED' ELSE 'UNPAID' END
        WHEN ${paid} < ${total} THEN 'PARTIALLY_PAID' WHEN ${paid} = ${total} THEN 'PAID' ELSE 'OVERPAID' END`;

const STANDING = `id AS "reservationId", total_amount_minor AS "totalAmountMinor", paid_amount_minor AS "paidAmountMinor",
  payment_status AS "paymentStatus", currency`;

const LOCK_SQL = `SELECT ${STANDING} FROM reservations WHERE workspace_id = $1 AND id = $2 FOR UPDATE`;

const signed = `CASE WHEN kind = 'PAYMENT' THEN amount_minor ELSE -amount_minor END`;

/**
 * The record and the reservation's derived fields in one statement. Run after the reservation's
 * lock was taken, so its snapshot holds every record committed before; the new row is not visible
 * to the statement's own scan of payments, so it is added on its own. A new record has no refunds
 * yet. receivedAt to the millisecond, as answers show it: a cursor then names a row exactly.
 */
const INSERT_SQL = `
WITH ins AS (
  INSERT INTO payments (workspace_id, id, reservation_id, kind, amount_minor, currency, method, received_at, reference, refund_of, reason, external_id)
  VALUES ($1, $2, $3, $4, $5, $6, $7, date_trunc('milliseconds', $8::timestamptz), $9, $10, $11, $12)
  ON CONFLICT (workspace_id, external_id) WHERE external_id IS NOT NULL DO NOTHING
  RETURNING *),
sums AS (
  SELECT ((SELECT coalesce(sum(${signed}), 0) FROM payments WHERE workspace_id = $1 AND reservation_id = $3)
          + (SELECT coalesce(sum(${signed}), 0) FROM ins))::int AS paid,
         EXISTS (SELECT 1 FROM payments WHERE workspace_id = $1 AND reservation_id = $3 AND kind = 'REFUND')
           OR EXISTS (SELECT 1 FROM ins WHERE kind = 'REFUND') AS refunded),
settled AS (
  UPDATE reservations r
     SET paid_amount_minor = sums.paid,
         payment_status = ${paymentStatusSql('r.total_amount_minor', 'sums.paid', 'sums.refunded')},
         updated_at = now()
    FROM sums
   WHERE r.workspace_id = $1 AND r.id = $3 AND EXISTS (SELECT 1 FROM ins)
  RETURNING r.id, r.total_amount_minor, r.paid_amount_minor, r.payment_status, r.currency)
SELECT ${paymentJson('0')} AS payment,
       (SELECT json_build_object('reservationId', s.id, 'totalAmountMinor', s.total_amount_minor, 'paidAmountMinor', s.paid_amount_minor,
                                 'paymentStatus', s.payment_status, 'currency', s.currency) FROM settled s) AS after
  FROM ins pm`;

/**
 * A payment in one statement. The lock comes first and, in READ COMMITTED, answers the row as the
 * last writer before us left it; the UPDATE then adds to that version too (it follows the row to
 * its newest version), so paid stays the sum of every record: each earlier one added its amount
 * under the same lock. Records committed while we waited are not in this statement's snapshot,
 * which is why a payment adds rather than sums. A payment leaves paid above 0, so whether anything
 * was ever refunded cannot matter to its status. $9 null takes the reservation's currency.
 */
const INSERT_PAYMENT_SQL = `
WITH locked AS (
  SELECT ${STANDING} FROM reservations WHERE workspace_id = $1 AND id = $3 FOR UPDATE),
ins AS (
  INSERT INTO payments (workspace_id, id, reservation_id, kind, amount_minor, currency, method, received_at, reference, refund_of, reason, external_id)
  SELECT $1, $2, $3, 'PAYMENT', $4, locked.currency, $5, date_trunc('milliseconds', $6::timestamptz), $7, NULL, NULL, $8
    FROM locked WHERE $9::text IS NULL OR locked.currency = $9::text
  ON CONFLICT (workspace_id, external_id) WHERE external_id IS NOT NULL DO NOTHING
  RETURNING *),
settled AS (
  UPDATE reservations r
     SET paid_amount_minor = r.paid_amount_minor + ins.amount_minor,
         payment_status = ${paymentStatusSql('r.total_amount_minor', '(r.paid_amount_minor + ins.amount_minor)', 'false')},
         updated_at = now()
    FROM ins
   WHERE r.workspace_id = $1 AND r.id = $3
  RETURNING r.id, r.total_amount_minor, r.paid_amount_minor, r.payment_status, r.currency)
SELECT (SELECT row_to_json(locked) FROM locked) AS before,
       (SELECT ${paymentJson('0')} FROM ins pm) AS payment,
       (SELECT json_build_object('reservationId', s.id, 'totalAmountMinor', s.total_amount_minor, 'paidAmountMinor', s.paid_amount_minor,
                                 'paymentStatus', s.payment_status, 'currency', s.currency) FROM settled s) AS after`;

const FIND_SQL = `SELECT ${PAYMENT_JSON} AS payment FROM payments pm WHERE pm.workspace_id = $1 AND pm.id = $2`;

const FIND_EXTERNAL_SQL = `SELECT ${PAYMENT_JSON} AS payment FROM payments pm WHERE pm.workspace_id = $1 AND pm.external_id = $2`;

/** Sums every record of the reservation (its row is locked) and stores what they decide. */
const SETTLE_SQL = `
WITH sums AS (
  SELECT coalesce(sum(CASE WHEN kind = 'PAYMENT' THEN amount_minor ELSE -amount_minor END), 0)::int AS paid,
         coalesce(bool_or(kind = 'REFUND'), false) AS refunded
    FROM payments WHERE workspace_id = $1 AND reservation_id = $2)
UPDATE reservations r
   SET paid_amount_minor = sums.paid,
       payment_status = ${paymentStatusSql('r.total_amount_minor', 'sums.paid', 'sums.refunded')},
       updated_at = CASE WHEN r.paid_amount_minor = sums.paid THEN r.updated_at ELSE now() END
  FROM sums
 WHERE r.workspace_id = $1 AND r.id = $2
RETURNING r.id AS "reservationId", r.total_amount_minor AS "totalAmountMinor", r.paid_amount_minor AS "paidAmountMinor",
          r.payment_status AS "paymentStatus", r.currency`;

const LIST_OF_RESERVATION_SQL = `SELECT ${PAYMENT_JSON} AS payment FROM payments pm
  WHERE pm.workspace_id = $1 AND pm.reservation_id = $2 ORDER BY pm.received_at, pm.created_at, pm.id`;

/** One fixed text for every filter: an absent one is a null parameter. */
const LIST_SQL = `SELECT ${PAYMENT_JSON} AS payment FROM payments pm
  WHERE pm.workspace_id = $1
    AND pm.received_at >= coalesce($2::timestamptz, '-infinity') AND pm.received_at < coalesce($3::timestamptz, 'infinity')
    AND ($4::text IS NULL OR pm.method = $4)
    AND ($5::timestamptz IS NULL OR (pm.received_at, pm.id) > ($5::timestamptz, $6::text))
  ORDER BY pm.received_at, pm.id
  LIMIT $7`;

/** Unpaid parts of each stay's schedule due before $2; the arrival bound keeps the scan to recent and coming stays. */
const OVERDUE_SQL = `
SELECT json_build_object(
  'reservationId', r.id, 'status', r.status, 'guest', json_build_object('firstName', g.first_name, 'lastName', g.last_name),
  'unit', json_build_object('id', u.id, 'name', u.name), 'property', json_build_object('id', p.id, 'name', p.name),
  'arrivalDate', r.arrival_date, 'dueDate', owed.due_date, 'overdueMinor', owed.amount,
  'balanceMinor', r.total_amount_minor - r.paid_amount_minor, 'currency', r.currency) AS balance
  FROM reservations r ${RESERVATION_JOINS}
  CROSS JOIN LATERAL (
    SELECT min((due->>'dueDate')::date) AS due_date, sum((due->>'amountMinor')::int - (due->>'paidMinor')::int)::int AS amount
      FROM json_array_elements(${PAYMENT_SCHEDULE}) AS due
     WHERE (due->>'paidMinor')::int < (due->>'amountMinor')::int AND (due->>'dueDate')::date < $2::date) AS owed
 WHERE r.workspace_id = $1 AND r.arrival_date >= $2::date - 180 AND r.status NOT IN ('INQUIRY', 'CANCELLED')
   AND r.paid_amount_minor < r.total_amount_minor AND owed.amount > 0
 ORDER BY owed.due_date, r.arrival_date, r.id
 LIMIT $3`;

export class TypeormPaymentRepository implements PaymentRepository {
  constructor(private readonly manager: EntityManager) {}

  async lockReservation(workspaceId: string, reservationId: string): Promise<LedgerStanding | null> {
    const [row] = await queryPrepared<LedgerStanding>(this.manager, LOCK_SQL, [workspaceId, reservationId]);
    return row ?? null;
  }

  async insert(workspaceId: string, record: NewLedgerRecord): Promise<{ payment: PaymentView; inserted: boolean; after: LedgerStanding | null }> {
    const [row] = await queryPrepared<{ payment: PaymentView; after: LedgerStanding }>(this.manager, INSERT_SQL, [
      workspaceId,
      newId(record.kind === 'PAYMENT' ? 'pay' : 'rfd'),
      record.reservationId,
      record.kind,
      record.amountMinor,
      record.currency,
      record.method,
      record.receivedAt,
      record.reference,
      record.refundOf,
      record.reason,
      record.externalId,
    ]);
    if (row) return { payment: row.payment, inserted: true, after: row.after };
    // Only a known external id inserts nothing.
    const [existing] = await queryPrepared<{ payment: PaymentView }>(this.manager, FIND_EXTERNAL_SQL, [workspaceId, record.externalId]);
    return { payment: existing.payment, inserted: false, after: null };
  }

  async insertPayment(
    workspaceId: string,
    record: NewPayment,
  ): Promise<{ before: LedgerStanding | null; payment: PaymentView | null; after: LedgerStanding | null }> {
    const [row] = await queryPrepared<{ before: LedgerStanding | null; payment: PaymentView | null; after: LedgerStanding | null }>(
      this.manager,
      INSERT_PAYMENT_SQL,
      [
        workspaceId,
        newId('pay'),
        record.reservationId,
        record.amountMinor,
        record.method,
        record.receivedAt,
        record.reference,
        record.externalId,
        record.currency,
      ],
    );
    if (!row.before || row.after || record.externalId === null || (record.currency !== null && record.currency !== row.before.currency)) return row;
    // Only a known external id stores nothing in the reservation's currency.
    const [existing] = await queryPrepared<{ payment: PaymentView }>(this.manager, FIND_EXTERNAL_SQL, [workspaceId, record.externalId]);
    return { before: row.before, payment: existing.payment, after: null };
  }

  async find(workspaceId: string, paymentId: string): Promise<PaymentView | null> {
    const [row] = await queryPrepared<{ payment: PaymentView }>(this.manager, FIND_SQL, [workspaceId, paymentId]);
    return row?.payment ?? null;
  }

  async findByExternalId(workspaceId: string, externalId: string): Promise<PaymentView | null> {
    const [row] = await queryPrepared<{ payment: PaymentView }>(this.manager, FIND_EXTERNAL_SQL, [workspaceId, externalId]);
    return row?.payment ?? null;
  }

  async settle(workspaceId: string, reservationId: string): Promise<LedgerStanding> {
    const [row] = await queryPrepared<LedgerStanding>(this.manager, SETTLE_SQL, [workspaceId, reservationId]);
    return row;
  }

  async listOfReservation(workspaceId: string, reservationId: string): Promise<PaymentView[]> {
    const rows = await queryPrepared<{ payment: PaymentView }>(this.manager, LIST_OF_RESERVATION_SQL, [workspaceId, reservationId]);
    return rows.map((row) => row.payment);
  }

  async overdue(workspaceId: string, date: string, take: number): Promise<OverviewOverdueBalance[]> {
    const rows = await queryPrepared<{ balance: OverviewOverdueBalance }>(this.manager, OVERDUE_SQL, [workspaceId, date, take]);
    return rows.map((row) => row.balance);
  }

  async list(workspaceId: string, filter: PaymentFilter): Promise<PaymentView[]> {
    const rows = await queryPrepared<{ payment: PaymentView }>(this.manager, LIST_SQL, [
      workspaceId,
      filter.from ?? null,
      filter.to ?? null,
      filter.method ?? null,
      filter.after?.receivedAt ?? null,
      filter.after?.id ?? null,
      filter.take,
    ]);
    return rows.map((row) => row.payment);
  }
}
