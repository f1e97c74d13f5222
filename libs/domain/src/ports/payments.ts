import type { OverviewOverdueBalance, PaymentKind, PaymentMethod, PaymentStatus, PaymentView } from '@innkeep/contract';

/** A ledger record to store: a PAYMENT, or a REFUND naming the payment it gives money back from. */
export interface NewLedgerRecord {
  reservationId: string;
  kind: PaymentKind;
  amountMinor: number;
  currency: string;
  method: PaymentMethod;
  receivedAt: Date;
  reference: string | null;
  refundOf: string | null;
  reason: string | null;
  /** A processor's id (a Stripe payment or refund): stored once per workspace. */
  externalId: string | null;
}

/** A PAYMENT to store; `currency` null takes the reservation's. */
export type NewPayment = Omit<NewLedgerRecord, 'kind' | 'refundOf' | 'reason' | 'currency'> & { currency: string | null };

/** What a reservation's ledger decides, as stored on the reservation. */
export interface LedgerStanding {
  reservationId: string;
  totalAmountMinor: number;
  paidAmountMinor: number;
  paymentStatus: PaymentStatus;
  currency: string;
}

export interface PaymentFilter {
  /** receivedAt on or after this instant. */
  from?: Date;
  /** receivedAt before this instant. */
  to?: Date;
  method?: PaymentMethod;
  after?: { receivedAt: string; id: string };
  take: number;
}

/**
 * The payment ledger. Every change of a reservation's ledger first locks the reservation's row
 * (`lockReservation`), so that changes on one reservation run one after another and each derives the
 * paid amount from every record before it.
 */
export interface PaymentRepository {
  /** Locks the reservation's row for the rest of the transaction; null when there is none. */
  lockReservation(workspaceId: string, reservationId: string): Promise<LedgerStanding | null>;
  /**
   * Stores one record and, in the same statement, derives the reservation's paid amount and status
   * from all its records (its row locked first by `lockReservation`), answering them as `after`.
   * When another record already holds its `externalId`, stores nothing and answers that record with
   * `inserted: false` and `after: null`.
   */
  insert(workspaceId: string, record: NewLedgerRecord): Promise<{ payment: PaymentView; inserted: boolean; after: LedgerStanding | null }>;
  /**
   * A payment in one statement: locks the reservation's row, stores the record when the reservation
   * is in `record.currency` (or any, when null), and adds its amount to the reservation's paid
   * amount (a sum of every record before it, kept under the same lock), deriving the status.
   * `before` is null for no such reservation; `after` is null when nothing was stored: another
   * currency, or an `externalId` another record holds (then `payment` is that record).
   */
  insertPayment(workspaceId: string, record: NewPayment): Promise<{ before: LedgerStanding | null; payment: PaymentView | null; after: LedgerStanding | null }>;
  find(workspaceId: string, paymentId: string): Promise<PaymentView | null>;
  findByExternalId(workspaceId: string, externalId: string): Promise<PaymentView | null>;
  /** Derives the paid amount and payment status from the ledger's records, stores them on the reservation and answers them. */
  settle(workspaceId: string, reservationId: string): Promise<LedgerStanding>;
  /** The reservation's records, oldest first. */
  listOfReservation(workspaceId: string, reservationId: string): Promise<PaymentView[]>;
  /**
   * Stays (arriving from 180 days before `date` on, neither INQUIRY nor CANCELLED) owing an amount of
   * their schedule due before `date`, the earliest due first.
   */
  overdue(workspaceId: string, date: string, take: number): Promise<OverviewOverdueBalance[]>;
  /** The workspace's records by receivedAt, then id. */
  list(workspaceId: string, filter: PaymentFilter): Promise<PaymentView[]>;
}
