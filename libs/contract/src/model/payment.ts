import { Infer, int, objectSchema } from '../schemas/json-schema';

/** Kinds of ledger records: money received, and money given back against one payment. */
export const PAYMENT_KINDS = ['PAYMENT', 'REFUND'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** How money was received; ONLINE is the host's Stripe account, recorded by Innkeep itself. */
export const PAYMENT_METHODS = ['CASH', 'BANK_TRANSFER', 'CARD_TERMINAL', 'OTHER', 'ONLINE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods staff record by hand. */
export const RECORDABLE_PAYMENT_METHODS = ['CASH', 'BANK_TRANSFER', 'CARD_TERMINAL', 'OTHER'] as const satisfies readonly PaymentMethod[];
export type RecordablePaymentMethod = (typeof RECORDABLE_PAYMENT_METHODS)[number];

/** One record of a reservation's ledger. Amounts are positive; a REFUND takes money back. */
export interface PaymentView {
  id: string;
  reservationId: string;
  kind: PaymentKind;
  amountMinor: number;
  currency: string;
  /** A refund carries the method of the payment it refunds. */
  method: PaymentMethod;
  receivedAt: string;
  reference: string | null;
  /** For a REFUND: the payment it gives money back from. */
  refundOf: string | null;
  reason: string | null;
  /** For a PAYMENT: what its refunds gave back so far (0 for a REFUND). */
  refundedMinor: number;
  createdAt: string;
}

/** A property's payment schedule: the deposit taken at booking, and when the rest is due. */
export const paymentScheduleSchema = objectSchema(
  {
    depositPercent: { ...int, minimum: 0, maximum: 100, description: 'Percent of the total due at booking (default 30)' },
    // At booking when that day is already past.
    balanceDueDaysBeforeArrival: { ...int, minimum: 0, maximum: 365, description: 'The rest is due this many days before arrival (default 14)' },
  },
  ['depositPercent', 'balanceDueDaysBeforeArrival'],
);
export type PaymentSchedule = Infer<typeof paymentScheduleSchema>;

export const DEFAULT_PAYMENT_SCHEDULE: PaymentSchedule = { depositPercent: 30, balanceDueDaysBeforeArrival: 14 };

/** A refund of an ONLINE payment that Stripe was asked for and has not confirmed yet. */
export interface PendingRefundView {
  /** Stripe's refund id; null on a dry run. */
  processorRefundId: string | null;
  amountMinor: number;
  reason: string | null;
}

/** What a refund answers: the refund recorded, or an ONLINE payment with the refund Stripe was asked for. */
export type RefundAnswer = PaymentView & { pendingRefund?: PendingRefundView };
