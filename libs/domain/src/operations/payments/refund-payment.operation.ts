import { formatMinor, refundAnswerSchema } from '@innkeep/contract';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { ToTrimmed } from '../../validation/transforms';
import { spokenDate } from '../confirmation-wording';
import { refundPayment } from './ledger';
import { isOnlinePayment, refundOnlinePayment } from './online-refund';
import { MAX_PAYMENT_MINOR } from './record-payment.operation';

export class RefundPaymentInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Id of the payment to refund (`pay_…`)' })
  paymentId: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAYMENT_MINOR)
  @JSONSchema({ description: 'Amount to give back, in minor units (default: all that is left of the payment)' })
  amountMinor?: number;

  @IsOptional()
  @ToTrimmed()
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  @JSONSchema({ description: 'Why, for the host’s records' })
  reason?: string;
}

export const refundPaymentOperation = defineOperation({
  name: 'payments.refund',
  summary: 'Refund a payment',
  description:
    'Records money given back from one payment and answers the refund (kind REFUND, `refundOf` naming the payment). At most what is left of that payment (its amount less its refunds), by default all of it; more answers 409 REFUND_EXCEEDS_PAYMENT with `leftMinor`, and refunding a refund 409 NOT_REFUNDABLE. The reservation’s paidAmountMinor, balanceMinor and paymentStatus follow (REFUNDED once everything paid was given back). ' +
    'An ONLINE payment is refunded by Stripe, on the host’s own account: the call asks Stripe and answers the payment with `pendingRefund`; the refund is recorded when Stripe confirms it (event payment.refunded), not before (409 PAYMENTS_NOT_CONNECTED when the account was disconnected, 502 PAYMENT_PROCESSOR_FAILED when Stripe refused). On MCP it needs a separate confirmation.',
  access: 'pms:write',
  quota: 'write',
  successStatus: 201,
  input: RefundPaymentInput,
  output: refundAnswerSchema,
  http: [{ method: 'POST', path: '/payments/:paymentId/refund', operationId: 'refundPayment' }],
  mcp: {
    tool: 'payment_refund',
    example: { paymentId: 'pay_123', amountMinor: 5000, reason: 'Cancelled within the free period' },
    title: 'Refund a payment',
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
  },
  cli: 'payments:refund',
  errors: [
    'NOT_FOUND',
    'REFUND_EXCEEDS_PAYMENT',
    'NOT_REFUNDABLE',
    'CONFIRMATION_REQUIRED',
    'IDEMPOTENCY_KEY_REUSED',
    'IDEMPOTENCY_KEY_IN_USE',
    'PAYMENTS_NOT_CONNECTED',
    'PAYMENT_PROCESSOR_FAILED',
  ],
  async confirmationQuestion(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    const payment = await ctx.repos.payments.find(workspaceId, input.paymentId);
    if (payment?.kind !== 'PAYMENT') return null;
    const reservation = await ctx.repos.reservations.find(workspaceId, payment.reservationId);
    const guest = reservation ? `${reservation.guest.firstName} ${reservation.guest.lastName}`.trim() || 'a guest' : 'a guest';
    const left = payment.amountMinor - payment.refundedMinor;
    const amount = formatMinor(input.amountMinor ?? left, payment.currency);
    const stay = reservation ? ` for the stay in ${reservation.unit.name} arriving ${spokenDate(reservation.arrivalDate)}` : '';
    return (
      `Refund ${amount} to ${guest} from the ${payment.method.toLowerCase().replace('_', ' ')} payment of ${formatMinor(payment.amountMinor, payment.currency)} ` +
      `received ${spokenDate(payment.receivedAt.slice(0, 10))}${stay}? ${formatMinor(left, payment.currency)} of it is left to refund. ` +
      (payment.method === 'ONLINE'
        ? 'Stripe gives the money back to the guest’s card, and the refund is recorded when Stripe confirms it; it cannot be undone.'
        : 'A refund is recorded for good: it cannot be undone, only paid again.')
    );
  },
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    // Money taken online goes back through Stripe, and is recorded when Stripe confirms it.
    const payment = await ctx.repos.payments.find(workspaceId, input.paymentId);
    if (isOnlinePayment(payment)) return refundOnlinePayment(ctx, workspaceId, payment, { amountMinor: input.amountMinor, reason: input.reason ?? null });
    const change = await refundPayment(
      ctx.repos,
      workspaceId,
      { paymentId: input.paymentId, amountMinor: input.amountMinor, reason: input.reason ?? null },
      ctx.now(),
    );
    return change.payment;
  },
});
