import type { PaymentView } from '../model/payment';
import { formatMinor } from '../money/major-units';
import { csvField } from './report-csv';

/** The columns of GET /payments as CSV: one row per record, amounts in major units, a refund's negative. */
export const PAYMENT_CSV_COLUMNS = [
  'id',
  'kind',
  'received_at',
  'reservation_id',
  'method',
  'amount',
  'currency',
  'reference',
  'refund_of',
  'reason',
  'created_at',
] as const;

/** A page of the ledger for bookkeeping: a refund's amount is negative, so that a column sum is the net received. */
export function paymentsCsv(payments: readonly PaymentView[]): string {
  const rows: (string | number)[][] = [[...PAYMENT_CSV_COLUMNS]];
  for (const payment of payments) {
    rows.push([
      payment.id,
      payment.kind,
      payment.receivedAt,
      payment.reservationId,
      payment.method,
      formatMinor(payment.kind === 'REFUND' ? -payment.amountMinor : payment.amountMinor),
      payment.currency,
      payment.reference ?? '',
      payment.refundOf ?? '',
      payment.reason ?? '',
      payment.createdAt,
    ]);
  }
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
