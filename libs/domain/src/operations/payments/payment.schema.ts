import { nullable, objectSchema, PAYMENT_KINDS, PAYMENT_METHODS } from '@innkeep/contract';

const str = { type: 'string' };
const instant = { type: 'string', format: 'date-time' };

/** One record of a reservation's ledger, as every answer and event carries it. */
export const paymentSchema = objectSchema(
  {
    id: { ...str, description: '`pay_…` for a payment, `rfd_…` for a refund' },
    reservationId: str,
    kind: { enum: [...PAYMENT_KINDS], description: 'PAYMENT (money received) or REFUND (money given back from one payment)' },
    amountMinor: { type: 'integer', minimum: 1, description: 'Above 0 for both kinds, in minor units of `currency`' },
    currency: { ...str, description: 'The reservation’s currency, ISO 4217' },
    method: { enum: [...PAYMENT_METHODS], description: 'How it was paid; ONLINE through the host’s Stripe account; a refund carries its payment’s' },
    receivedAt: instant,
    reference: nullable(str),
    refundOf: { ...nullable(str), description: 'For a refund: the payment it gives money back from' },
    reason: { ...nullable(str), description: 'For a refund: why' },
    refundedMinor: { type: 'integer', description: 'For a payment: what its refunds gave back so far (0 for a refund)' },
    createdAt: instant,
  },
  ['id', 'reservationId', 'kind', 'amountMinor', 'currency', 'method', 'receivedAt', 'reference', 'refundOf', 'reason', 'refundedMinor', 'createdAt'],
);
