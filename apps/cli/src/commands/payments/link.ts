import { formatMinor, PaymentLinkView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { DRY_RUN_FLAGS, IDEMPOTENCY_FLAGS, InnkeepCommand } from '../../base-command';
import { amountFlag } from '../../input-flags';

export default class PaymentsLink extends InnkeepCommand<typeof PaymentsLink, PaymentLinkView> {
  static override summary = 'Create a link for a guest to pay a booking online, into your own Stripe account.';
  static override description =
    'Prints a Stripe Checkout page to send the guest, good for 23 hours, for the balance still due or for --amount (in major units). ' +
    'The payment is recorded on the booking when Stripe reports it. Needs a Stripe account connected on the web Payments page (PAYMENTS_NOT_CONNECTED otherwise).';
  static override examples = ['<%= config.bin %> payments link res_123', '<%= config.bin %> payments link res_123 --amount 150'];
  static override operation = 'payments.createLink';
  static override args = {
    reservationId: Args.string({ description: 'Id of the booking', required: true }),
  };
  static override flags = {
    amount: amountFlag({ summary: 'Amount to ask for, in major units (default: the balance still due).' }),
    ...IDEMPOTENCY_FLAGS,
    ...DRY_RUN_FLAGS,
  };
  static override fieldNames = { amount: 'amountMinor' };

  protected override humanize(link: PaymentLinkView): string {
    return `Payment link for ${formatMinor(link.amountMinor, link.currency)}, open until ${link.expiresAt}:\n${link.url}`;
  }
}
