import { paymentSchema, RECORDABLE_PAYMENT_METHODS, RecordablePaymentMethod } from '@innkeep/contract';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError } from '../../errors/domain-error';
import { ReservationIdInput } from '../../inputs/reservation-id.input';
import { ToTrimmed } from '../../validation/transforms';
import { recordPayment } from './ledger';
import { INSTANT, instantOf } from './list-payments.operation';

/** The largest amount one record holds (the column is a 32-bit integer of minor units). */
export const MAX_PAYMENT_MINOR = 1_000_000_000;
/** A receipt may be typed in with the clock of another device: a few minutes ahead is not the future. */
const CLOCK_SKEW_MS = 5 * 60_000;

export class RecordPaymentInput extends ReservationIdInput {
  @IsInt()
  @Min(1)
  @Max(MAX_PAYMENT_MINOR)
  @JSONSchema({ description: 'Amount received, in minor units of the reservation’s currency (12000 = 120.00), above 0' })
  amountMinor: number;

  @IsIn(RECORDABLE_PAYMENT_METHODS)
  @JSONSchema({ description: 'How it was paid: CASH, BANK_TRANSFER, CARD_TERMINAL or OTHER (ONLINE payments are recorded by Innkeep itself)' })
  method: RecordablePaymentMethod;

  @IsOptional()
  @Matches(INSTANT, { message: 'receivedAt must be a date (YYYY-MM-DD) or an ISO 8601 time with its offset' })
  @JSONSchema({ description: 'When the money was received (default now; a date is its midnight UTC); never in the future' })
  receivedAt?: string;

  @IsOptional()
  @ToTrimmed()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  @JSONSchema({ description: 'The bank transfer’s reference, the receipt number…' })
  reference?: string;
}

export const recordPaymentOperation = defineOperation({
  name: 'payments.record',
  summary: 'Record a payment',
  description:
    'Records money a guest paid for a reservation, in the reservation’s currency, and answers the payment (201). The reservation’s paidAmountMinor, balanceMinor and paymentStatus follow at once (UNPAID, PARTIALLY_PAID, PAID, OVERPAID). Any status may take a payment, a cancelled one too.',
  access: 'pms:write',
  quota: 'write',
  successStatus: 201,
  input: RecordPaymentInput,
  output: paymentSchema,
  http: [{ method: 'POST', path: '/reservations/:reservationId/payments', operationId: 'recordPayment' }],
  mcp: {
    tool: 'payment_record',
    example: { reservationId: 'res_123', amountMinor: 12000, method: 'BANK_TRANSFER', reference: 'SEPA 2030-07-01' },
    title: 'Record a payment',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  },
  cli: 'payments:record',
  errors: ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  async handle(ctx, input) {
    const now = ctx.now();
    const receivedAt = input.receivedAt ? instantOf('receivedAt', input.receivedAt) : now;
    if (receivedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
      throw new DomainError('VALIDATION_FAILED', `receivedAt (${input.receivedAt}) is in the future: record a payment once it is received.`, {
        errors: ['receivedAt must not be in the future'],
      });
    }
    const change = await recordPayment(
      ctx.repos,
      principalOf(ctx).workspaceId,
      { reservationId: input.reservationId, amountMinor: input.amountMinor, method: input.method, receivedAt, reference: input.reference ?? null },
      now,
    );
    return change.payment;
  },
});
