import { PaymentView, RECORDABLE_PAYMENT_METHODS } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, IDEMPOTENCY_FLAGS, InnkeepCommand } from '../../base-command';
import { amountFlag } from '../../input-flags';
import { describePayment } from '../../output/payment-views';

export default class PaymentsRecord extends InnkeepCommand<typeof PaymentsRecord, PaymentView> {
  static override summary = "Record money a guest paid for a booking, in the booking's currency.";
  static override description = "The booking's paid amount, balance and payment status follow at once. --amount is in major units (120.50).";
  static override examples = [
    '<%= config.bin %> payments record res_123 --amount 120.50 --method BANK_TRANSFER --reference "SEPA 42"',
    '<%= config.bin %> payments record res_123 --amount 50 --method CASH --received-at 2030-07-01T10:00:00Z --json',
  ];
  static override operation = 'payments.record';
  static override args = {
    reservationId: Args.string({ description: 'Id of the booking', required: true }),
  };
  static override flags = {
    amount: amountFlag({ summary: 'Amount received, in major units (120.50).', required: true }),
    method: Flags.string({ summary: 'How it was paid.', options: RECORDABLE_PAYMENT_METHODS, required: true }),
    'received-at': Flags.string({ summary: 'When it was received (YYYY-MM-DD or an ISO 8601 time; default now).' }),
    reference: Flags.string({ summary: "The transfer's reference, the receipt number…" }),
    ...IDEMPOTENCY_FLAGS,
    ...DRY_RUN_FLAGS,
  };
  static override fieldNames = { amount: 'amountMinor' };

  protected override humanize(payment: PaymentView): string {
    return describePayment(payment);
  }
}
