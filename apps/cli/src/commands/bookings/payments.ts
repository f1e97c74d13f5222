import { PaymentView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { renderPayments } from '../../output/payment-views';

type Answer = { payments: PaymentView[] };

export default class BookingsPayments extends InnkeepCommand<typeof BookingsPayments, Answer> {
  static override summary = "List a booking's payments and refunds, oldest first.";
  static override examples = ['<%= config.bin %> bookings payments res_123', '<%= config.bin %> bookings payments res_123 --json'];
  static override operation = 'reservations.listPayments';
  static override args = {
    reservationId: Args.string({ description: 'Id of the booking', required: true }),
  };

  protected override humanize({ payments }: Answer): string {
    return renderPayments(payments);
  }
}
