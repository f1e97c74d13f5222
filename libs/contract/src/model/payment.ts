import { arrayOf, dateTime, enumOf, Infer, int, mayBeAbsent, nextPageCursor, nullable, objectSchema, shapeOf, str } from '../schemas/json-schema';

/** Kinds of ledger records: money received, and money given back against one payment. */
export const PAYMENT_KINDS = ['PAYMENT', 'REFUND'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** How money was received; ONLINE is the host's Stripe account, recorded by Innkeep itself. */
export const PAYMENT_METHODS = ['CASH', 'BANK_TRANSFER', 'CARD_TERMINAL', 'OTHER', 'ONLINE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods staff record by hand. */
export const RECORDABLE_PAYMENT_METHODS = ['CASH', 'BANK_TRANSFER', 'CARD_TERMINAL', 'OTHER'] as const satisfies readonly PaymentMethod[];
export type RecordablePaymentMethod = (typeof RECORDABLE_PAYMENT_METHODS)[number];

/** One record of a reservation's ledger, as every answer and event carries it. Amounts are positive; a REFUND takes money back. */
export const paymentSchema = objectSchema(
  {
    id: { ...str, description: '`pay_…` for a payment, `rfd_…` for a refund' },
    reservationId: str,
    kind: { ...enumOf(PAYMENT_KINDS), description: 'PAYMENT (money received) or REFUND (money given back from one payment)' },
    amountMinor: { ...int, minimum: 1, description: 'Above 0 for both kinds, in minor units of `currency`' },
    currency: { ...str, description: 'The reservation’s currency, ISO 4217' },
    method: { ...enumOf(PAYMENT_METHODS), description: 'How it was paid; ONLINE through the host’s Stripe account; a refund carries its payment’s' },
    receivedAt: dateTime,
    reference: nullable(str),
    refundOf: { ...nullable(str), description: 'For a refund: the payment it gives money back from' },
    reason: { ...nullable(str), description: 'For a refund: why' },
    refundedMinor: { ...int, description: 'For a payment: what its refunds gave back so far (0 for a refund)' },
    createdAt: dateTime,
  },
  ['id', 'reservationId', 'kind', 'amountMinor', 'currency', 'method', 'receivedAt', 'reference', 'refundOf', 'reason', 'refundedMinor', 'createdAt'],
);
export type PaymentView = Infer<typeof paymentSchema>;

/** GET /payments: a page of ledger records. */
export const paymentPageSchema = objectSchema({ payments: arrayOf(paymentSchema), nextCursor: nextPageCursor }, ['payments', 'nextCursor']);
export type PaymentPage = Infer<typeof paymentPageSchema>;

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

const pendingRefundFields = objectSchema(
  { processorRefundId: { ...nullable(str), description: 'Stripe’s refund id (null on a dry run)' }, amountMinor: int, reason: nullable(str) },
  ['processorRefundId', 'amountMinor', 'reason'],
);

/** A refund of an ONLINE payment that Stripe was asked for and has not confirmed yet: the ledger records it when Stripe does. */
const pendingRefundSchema = shapeOf<Infer<typeof pendingRefundFields>>({
  type: 'object',
  description: 'Only for an ONLINE payment: the refund Stripe was asked for, recorded (event payment.refunded) when Stripe confirms it',
  properties: pendingRefundFields.properties,
  required: pendingRefundFields.required,
});
export type PendingRefundView = Infer<typeof pendingRefundSchema>;

/** What a refund answers: the refund recorded, or an ONLINE payment with the refund Stripe was asked for. */
export const refundAnswerSchema = objectSchema({ ...paymentSchema.properties, pendingRefund: mayBeAbsent(pendingRefundSchema) }, paymentSchema.required);
export type RefundAnswer = Infer<typeof refundAnswerSchema>;
