import { formatMinor, PaymentView, RefundAnswer } from '@innkeep/contract';

import { Column, renderTable } from './table-renderer';

/** How ledger records read in a terminal: a refund's amount negative, as the CSV has it. */

const signed = (payment: PaymentView) => formatMinor(payment.kind === 'REFUND' ? -payment.amountMinor : payment.amountMinor, payment.currency);

export const paymentColumns: Column<PaymentView>[] = [
  { header: 'id', value: (p) => p.id },
  { header: 'received', value: (p) => p.receivedAt.slice(0, 16).replace('T', ' ') },
  { header: 'kind', value: (p) => p.kind },
  { header: 'method', value: (p) => p.method },
  { header: 'amount', value: (p) => signed(p), align: 'right' },
  { header: 'refunded', value: (p) => (p.refundedMinor > 0 ? formatMinor(p.refundedMinor, p.currency) : ''), align: 'right' },
  { header: 'booking', value: (p) => p.reservationId },
  { header: 'reference', value: (p) => p.reference ?? p.reason ?? (p.refundOf ? `refund of ${p.refundOf}` : '') },
];

export function renderPayments(payments: PaymentView[]): string {
  return payments.length === 0 ? 'No payments.' : renderTable(payments, paymentColumns);
}

/** One sentence for a record just written. */
export function describePayment(payment: PaymentView): string {
  const amount = formatMinor(payment.amountMinor, payment.currency);
  return payment.kind === 'REFUND'
    ? `Refunded ${amount} of payment ${payment.refundOf} (booking ${payment.reservationId}) as ${payment.id}.`
    : `Recorded ${amount} (${payment.method}) for booking ${payment.reservationId} as ${payment.id}.`;
}

/** A refund's answer: recorded, or (an ONLINE payment) asked of Stripe and recorded when Stripe confirms it. */
export function describeRefund(answer: RefundAnswer): string {
  if (!answer.pendingRefund) return describePayment(answer);
  const amount = formatMinor(answer.pendingRefund.amountMinor, answer.currency);
  const asked = answer.pendingRefund.processorRefundId ? ` (Stripe refund ${answer.pendingRefund.processorRefundId})` : '';
  return `Asked Stripe to refund ${amount} of online payment ${answer.id} (booking ${answer.reservationId})${asked}; it is recorded when Stripe confirms it.`;
}
