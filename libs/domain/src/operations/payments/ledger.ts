import type { PaymentMethod, PaymentView } from '@innkeep/contract';

import { DomainError, notFound } from '../../errors/domain-error';
import type { LedgerStanding } from '../../ports/payments';
import type { Repositories } from '../../ports/repositories';

/**
 * The payment ledger's two writes. Every payment and refund, typed by staff or confirmed by a
 * processor, goes through `recordPayment` or `refundPayment`, inside the caller's write transaction:
 * each locks the reservation's row first, so that writes on one reservation run one after another,
 * then stores the record and derives the reservation's paid amount and payment status from all its
 * records (docs/contract.md#payments). Each records its events: `payment.recorded` or
 * `payment.refunded`, and `reservation.payment_status_changed` when the status moved.
 */

/** Money received for a reservation. */
export interface PaymentEntry {
  reservationId: string;
  /** In minor units of the reservation's currency, above 0. */
  amountMinor: number;
  method: PaymentMethod;
  /** When the money was received; the call's time when absent. */
  receivedAt?: Date;
  reference?: string | null;
  /** When given, must be the reservation's currency (a processor's payment says its own). */
  currency?: string;
  /**
   * A processor's id of the payment (Stripe's payment intent or checkout session). A second call
   * with the same id stores nothing and answers the first record with `applied: false`.
   */
  externalId?: string | null;
}

/** Money given back from one payment. */
export interface RefundEntry {
  paymentId: string;
  /** Default: what is left of the payment (its amount less its refunds so far). */
  amountMinor?: number;
  reason?: string | null;
  /** When the money went back; the call's time when absent. */
  receivedAt?: Date;
  /** A processor's id of the refund (Stripe's `re_…`), applied once like a payment's. */
  externalId?: string | null;
}

export interface LedgerChange {
  /** The record stored (or, for a known external id, the one stored before). */
  payment: PaymentView;
  /** false when the external id was known: nothing changed. */
  applied: boolean;
  before: LedgerStanding;
  after: LedgerStanding;
}

/**
 * Records a payment of a reservation: 404 NOT_FOUND for a reservation not in the workspace,
 * VALIDATION_FAILED for an amount not above 0 or another currency than the reservation's.
 */
export async function recordPayment(repos: Repositories, workspaceId: string, entry: PaymentEntry, now: Date): Promise<LedgerChange> {
  if (!Number.isSafeInteger(entry.amountMinor) || entry.amountMinor <= 0) {
    throw new DomainError('VALIDATION_FAILED', 'amountMinor must be a whole number of minor units above 0.', { errors: ['amountMinor must be above 0'] });
  }
  const currency = entry.currency?.toUpperCase() ?? null;
  const { before, payment, after } = await repos.payments.insertPayment(workspaceId, {
    reservationId: entry.reservationId,
    amountMinor: entry.amountMinor,
    currency,
    method: entry.method,
    receivedAt: entry.receivedAt ?? now,
    reference: entry.reference ?? null,
    externalId: entry.externalId ?? null,
  });
  if (!before) throw notFound('Reservation');
  if (currency !== null && currency !== before.currency) {
    throw new DomainError('VALIDATION_FAILED', `The reservation is in ${before.currency}; a payment in ${entry.currency} cannot be recorded on it.`, {
      errors: [`currency must be ${before.currency}`],
    });
  }
  // Stored nothing in the reservation's currency: only a known external id does that, and answers its record.
  if (!payment) throw new Error(`No payment stored or found on ${entry.reservationId}.`);
  if (!after) return { payment, applied: false, before, after: before };
  repos.events.record({ type: 'payment.recorded', resource: { type: 'payment', id: payment.id }, data: payment });
  recordStatusChange(repos, before, after);
  return { payment, applied: true, before, after };
}

/**
 * Refunds part or all of what is left of a payment: 404 NOT_FOUND for a payment not in the
 * workspace, 409 NOT_REFUNDABLE for a refund, 409 REFUND_EXCEEDS_PAYMENT above what is left (nothing
 * is stored then).
 */
export async function refundPayment(repos: Repositories, workspaceId: string, entry: RefundEntry, now: Date): Promise<LedgerChange> {
  if (entry.externalId) {
    const known = await repos.payments.findByExternalId(workspaceId, entry.externalId);
    if (known) {
      const standing = await repos.payments.lockReservation(workspaceId, known.reservationId);
      return { payment: known, applied: false, before: standing!, after: standing! };
    }
  }
  const found = await repos.payments.find(workspaceId, entry.paymentId);
  if (!found) throw notFound('Payment');
  const before = (await repos.payments.lockReservation(workspaceId, found.reservationId))!;
  // Read again under the reservation's lock: a refund that committed meanwhile counts.
  const payment = (await repos.payments.find(workspaceId, entry.paymentId))!;
  if (payment.kind !== 'PAYMENT') {
    throw new DomainError('NOT_REFUNDABLE', `${payment.id} is a refund; refund the payment it names (${payment.refundOf}) instead.`, {
      paymentId: payment.id,
      refundOf: payment.refundOf,
    });
  }
  const leftMinor = payment.amountMinor - payment.refundedMinor;
  const amountMinor = entry.amountMinor ?? leftMinor;
  if (amountMinor > leftMinor || leftMinor === 0) {
    throw new DomainError(
      'REFUND_EXCEEDS_PAYMENT',
      leftMinor === 0
        ? `Payment ${payment.id} was refunded in full already.`
        : `At most ${leftMinor} (minor units, ${payment.currency}) is left to refund of payment ${payment.id}; ${amountMinor} was asked.`,
      { paymentId: payment.id, leftMinor, requestedMinor: amountMinor },
    );
  }
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new DomainError('VALIDATION_FAILED', 'amountMinor must be a whole number of minor units above 0.', { errors: ['amountMinor must be above 0'] });
  }
  const {
    payment: refund,
    inserted,
    after,
  } = await repos.payments.insert(workspaceId, {
    reservationId: payment.reservationId,
    kind: 'REFUND',
    amountMinor,
    currency: payment.currency,
    method: payment.method,
    receivedAt: entry.receivedAt ?? now,
    reference: null,
    refundOf: payment.id,
    reason: entry.reason ?? null,
    externalId: entry.externalId ?? null,
  });
  if (!inserted || !after) return { payment: refund, applied: false, before, after: before };
  repos.events.record({ type: 'payment.refunded', resource: { type: 'payment', id: refund.id }, data: refund });
  recordStatusChange(repos, before, after);
  return { payment: refund, applied: true, before, after };
}

function recordStatusChange(repos: Repositories, before: LedgerStanding, after: LedgerStanding): void {
  if (before.paymentStatus === after.paymentStatus) return;
  repos.events.record({
    type: 'reservation.payment_status_changed',
    resource: { type: 'reservation', id: after.reservationId },
    data: {
      reservationId: after.reservationId,
      from: before.paymentStatus,
      to: after.paymentStatus,
      paidAmountMinor: after.paidAmountMinor,
      balanceMinor: after.totalAmountMinor - after.paidAmountMinor,
      totalAmountMinor: after.totalAmountMinor,
      currency: after.currency,
    },
  });
}
