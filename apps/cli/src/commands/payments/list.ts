import { PAYMENT_METHODS, PaymentPage } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { renderPayments } from '../../output/payment-views';

export default class PaymentsList extends InnkeepCommand<typeof PaymentsList, PaymentPage> {
  static override summary = 'List payments and refunds for bookkeeping, by when they were received.';
  static override description =
    '--from is included and --to left out; each is a date (its midnight UTC) or an ISO 8601 time. A refund shows a negative ' +
    "amount. When there are more, the last line names the --cursor of the next page. For one booking's payments: " +
    'innkeep bookings payments <id>. For a spreadsheet, GET /payments answers CSV to Accept: text/csv.';
  static override examples = ['<%= config.bin %> payments list --from 2030-07-01 --to 2030-08-01', '<%= config.bin %> payments list --method CASH --json'];
  static override operation = 'payments.list';
  static override flags = {
    from: Flags.string({ summary: 'Received at or after this time (YYYY-MM-DD or an ISO 8601 time).' }),
    to: Flags.string({ summary: 'Received before this time (YYYY-MM-DD or an ISO 8601 time).' }),
    method: Flags.string({ summary: 'Only records of this method.', options: PAYMENT_METHODS }),
    take: Flags.integer({ summary: 'Page size, 1 to 200 (default 100).', min: 1, max: 200 }),
    cursor: Flags.string({ summary: 'The page after this cursor (printed under the previous page).' }),
  };

  protected override humanize({ payments, nextCursor }: PaymentPage): string {
    const table = renderPayments(payments);
    return nextCursor ? `${table}\n\nMore payments: repeat the command with --cursor ${nextCursor}.` : table;
  }
}
