import { formatMinor, RefundAnswer } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { CONFIRM_FLAGS, DRY_RUN_FLAGS, IDEMPOTENCY_FLAGS, InnkeepCommand } from '../../base-command';
import { amountFlag } from '../../input-flags';
import { describeRefund } from '../../output/payment-views';

export default class PaymentsRefund extends InnkeepCommand<typeof PaymentsRefund, RefundAnswer> {
  static override summary = 'Refund part or all of what is left of a payment.';
  static override description =
    'Without --amount, all that is left of the payment (its amount less its refunds). The refund is made only after you ' +
    'answer y to a question on the terminal, or with --yes; without a terminal (a script, a pipe, --json) and without --yes ' +
    'nothing is changed and the command exits 2.';
  static override examples = [
    '<%= config.bin %> payments refund pay_123 --amount 50 --reason "Cancelled in time"',
    '<%= config.bin %> payments refund pay_123 --yes --json',
  ];
  static override operation = 'payments.refund';
  static override args = {
    paymentId: Args.string({ description: 'Id of the payment (pay_…)', required: true }),
  };
  static override flags = {
    amount: amountFlag({ summary: 'Amount to give back, in major units (default: all that is left).' }),
    reason: Flags.string({ summary: 'Why, for your records.' }),
    ...CONFIRM_FLAGS,
    ...IDEMPOTENCY_FLAGS,
    ...DRY_RUN_FLAGS,
  };
  static override fieldNames = { amount: 'amountMinor' };

  override async run(): Promise<RefundAnswer> {
    const input = this.input();
    const amount = typeof input.amountMinor === 'number' ? formatMinor(input.amountMinor) : 'all that is left';
    await this.confirmOrThrow(`Refund ${amount} of payment ${this.args.paymentId}? A refund cannot be undone.`);
    return this.call<RefundAnswer>('payments.refund', input);
  }

  protected override humanize(answer: RefundAnswer): string {
    return describeRefund(answer);
  }
}
