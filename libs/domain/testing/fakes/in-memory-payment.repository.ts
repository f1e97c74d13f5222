import type {
  LedgerStanding,
  NewLedgerRecord,
  NewPayment,
  OverviewOverdueBalance,
  PaymentFilter,
  PaymentRepository,
  PaymentStatus,
  PaymentView,
} from '../../src';
import type { CallLog } from '../call-log';
import { deepCopy } from '../deep-copy';
import type { InMemoryDatabase } from '../in-memory-database';
import { testId } from '../test-ids';
import { scripted } from '../unexpected-call.error';

/** The status rule of the SQL (docs/contract.md#payments). */
export function paymentStatusOf(totalMinor: number, paidMinor: number, refunded: boolean): PaymentStatus {
  if (paidMinor === 0) return refunded ? 'REFUNDED' : 'UNPAID';
  return paidMinor < totalMinor ? 'PARTIALLY_PAID' : paidMinor === totalMinor ? 'PAID' : 'OVERPAID';
}

interface LedgerRow {
  workspaceId: string;
  record: Omit<PaymentView, 'refundedMinor'>;
  externalId: string | null;
}

/** The ledger's records in memory, settled onto the in-memory reservations as the SQL does. */
export class InMemoryPaymentRepository implements PaymentRepository {
  readonly rows: LedgerRow[] = [];
  readonly answers: { overdue?: OverviewOverdueBalance[] } = {};

  constructor(
    private readonly db: InMemoryDatabase,
    private readonly log: CallLog,
  ) {}

  async lockReservation(workspaceId: string, reservationId: string): Promise<LedgerStanding | null> {
    this.log.record('payments.lockReservation', [workspaceId, reservationId]);
    return this.standing(workspaceId, reservationId);
  }

  async insert(workspaceId: string, record: NewLedgerRecord): Promise<{ payment: PaymentView; inserted: boolean; after: LedgerStanding | null }> {
    this.log.record('payments.insert', [workspaceId, record]);
    const known = record.externalId ? this.rows.find((row) => row.workspaceId === workspaceId && row.externalId === record.externalId) : undefined;
    if (known) return { payment: this.view(known), inserted: false, after: null };
    const at = this.db.now().toISOString();
    const row: LedgerRow = {
      workspaceId,
      externalId: record.externalId,
      record: {
        id: testId(record.kind === 'PAYMENT' ? 'pay' : 'rfd'),
        reservationId: record.reservationId,
        kind: record.kind,
        amountMinor: record.amountMinor,
        currency: record.currency,
        method: record.method,
        receivedAt: record.receivedAt.toISOString(),
        reference: record.reference,
        refundOf: record.refundOf,
        reason: record.reason,
        createdAt: at,
      },
    };
    this.rows.push(row);
    return { payment: this.view(row), inserted: true, after: this.derive(workspaceId, record.reservationId) };
  }

  async insertPayment(
    workspaceId: string,
    record: NewPayment,
  ): Promise<{ before: LedgerStanding | null; payment: PaymentView | null; after: LedgerStanding | null }> {
    this.log.record('payments.insertPayment', [workspaceId, record]);
    const before = this.standing(workspaceId, record.reservationId);
    if (!before || (record.currency !== null && record.currency !== before.currency)) return { before, payment: null, after: null };
    const { payment, after } = await this.insert(workspaceId, { ...record, kind: 'PAYMENT', currency: before.currency, refundOf: null, reason: null });
    return { before, payment, after };
  }

  async find(workspaceId: string, paymentId: string): Promise<PaymentView | null> {
    this.log.record('payments.find', [workspaceId, paymentId]);
    const row = this.rows.find((candidate) => candidate.workspaceId === workspaceId && candidate.record.id === paymentId);
    return row ? this.view(row) : null;
  }

  async findByExternalId(workspaceId: string, externalId: string): Promise<PaymentView | null> {
    this.log.record('payments.findByExternalId', [workspaceId, externalId]);
    const row = this.rows.find((candidate) => candidate.workspaceId === workspaceId && candidate.externalId === externalId);
    return row ? this.view(row) : null;
  }

  async settle(workspaceId: string, reservationId: string): Promise<LedgerStanding> {
    this.log.record('payments.settle', [workspaceId, reservationId]);
    return this.derive(workspaceId, reservationId);
  }

  private derive(workspaceId: string, reservationId: string): LedgerStanding {
    const records = this.rows.filter((row) => row.workspaceId === workspaceId && row.record.reservationId === reservationId).map((row) => row.record);
    const paid = records.reduce((sum, record) => sum + (record.kind === 'PAYMENT' ? record.amountMinor : -record.amountMinor), 0);
    const row = this.db.tables.reservations.get(reservationId)!;
    row.view.paidAmountMinor = paid;
    row.view.balanceMinor = row.view.totalAmountMinor - paid;
    row.view.paymentStatus = paymentStatusOf(
      row.view.totalAmountMinor,
      paid,
      records.some((record) => record.kind === 'REFUND'),
    );
    return this.standing(workspaceId, reservationId)!;
  }

  async listOfReservation(workspaceId: string, reservationId: string): Promise<PaymentView[]> {
    this.log.record('payments.listOfReservation', [workspaceId, reservationId]);
    return this.rows.filter((row) => row.workspaceId === workspaceId && row.record.reservationId === reservationId).map((row) => this.view(row));
  }

  async list(workspaceId: string, filter: PaymentFilter): Promise<PaymentView[]> {
    this.log.record('payments.list', [workspaceId, filter]);
    const { after } = filter;
    return this.rows
      .filter((row) => row.workspaceId === workspaceId)
      .map((row) => this.view(row))
      .filter((view) => (!filter.from || view.receivedAt >= filter.from.toISOString()) && (!filter.to || view.receivedAt < filter.to.toISOString()))
      .filter((view) => !filter.method || view.method === filter.method)
      .filter((view) => !after || view.receivedAt > after.receivedAt || (view.receivedAt === after.receivedAt && view.id > after.id))
      .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.id.localeCompare(b.id))
      .slice(0, filter.take);
  }

  /** The schedule is SQL (the medium tests cover it): a test scripts the overdue balances, and a call without them fails. */
  async overdue(workspaceId: string, date: string, take: number): Promise<OverviewOverdueBalance[]> {
    this.log.record('payments.overdue', [workspaceId, date, take]);
    return scripted(this.answers.overdue, 'payments.overdue', [workspaceId, date, take]);
  }

  private standing(workspaceId: string, reservationId: string): LedgerStanding | null {
    const row = this.db.tables.reservations.get(reservationId);
    if (!row || row.workspaceId !== workspaceId) return null;
    const { view } = row;
    return {
      reservationId,
      totalAmountMinor: view.totalAmountMinor,
      paidAmountMinor: view.paidAmountMinor,
      paymentStatus: view.paymentStatus,
      currency: view.currency,
    };
  }

  private view(row: LedgerRow): PaymentView {
    const refundedMinor = this.rows
      .filter((other) => other.workspaceId === row.workspaceId && other.record.refundOf === row.record.id)
      .reduce((sum, other) => sum + other.record.amountMinor, 0);
    return deepCopy({ ...row.record, refundedMinor });
  }
}
