import type { PaymentView, PendingRefundView } from '@innkeep/contract';

import type { OperationContext } from '../../catalogue/operation';
import { DomainError } from '../../errors/domain-error';
import { ONLINE_METHOD, refundAtSource } from '../../ports/online-payments';

export const isOnlinePayment = (payment: PaymentView | null): payment is PaymentView => payment?.kind === 'PAYMENT' && payment.method === ONLINE_METHOD;

/**
 * Refunds an ONLINE payment where its money is: asks the host's Stripe account to refund its
 * payment_intent (the payment's reference and external id) and records nothing; the refund is recorded
 * when Stripe confirms it (docs/using-innkeep.md#payments). Answers the payment with `pendingRefund`.
 * Stripe's idempotency key names the payment and the call (ctx.callId): a retry with the same
 * Idempotency-Key is the same refund at Stripe, and two refunds asked for, even of one amount, are two.
 */
export async function refundOnlinePayment(
  ctx: OperationContext,
  workspaceId: string,
  payment: PaymentView,
  request: { amountMinor?: number; reason?: string | null },
): Promise<PaymentView & { pendingRefund: PendingRefundView }> {
  await ctx.repos.payments.lockReservation(workspaceId, payment.reservationId);
  const current = (await ctx.repos.payments.find(workspaceId, payment.id))!;
  const leftMinor = current.amountMinor - current.refundedMinor;
  const amountMinor = request.amountMinor ?? leftMinor;
  if (leftMinor === 0 || amountMinor > leftMinor) {
    throw new DomainError(
      'REFUND_EXCEEDS_PAYMENT',
      leftMinor === 0
        ? `Payment ${current.id} was refunded in full already.`
        : `At most ${leftMinor} (minor units, ${current.currency}) is left to refund of payment ${current.id}; ${amountMinor} was asked.`,
      { paymentId: current.id, leftMinor, requestedMinor: amountMinor },
    );
  }
  const reason = request.reason ?? null;
  // The reference holds the payment_intent; the ledger's external id proves it is this payment's.
  const externalId =
    current.reference && (await ctx.repos.payments.findByExternalId(workspaceId, current.reference))?.id === current.id ? current.reference : null;
  if (!externalId)
    throw new DomainError(
      'PAYMENT_PROCESSOR_FAILED',
      `Payment ${current.id} names no Stripe payment to refund; refund it in Stripe, and Innkeep records it when Stripe reports it.`,
    );
  if (ctx.dryRun) return { ...current, pendingRefund: { processorRefundId: null, amountMinor, reason } };
  if (!ctx.payments || !(await ctx.payments.connected(workspaceId))) {
    throw new DomainError(
      'PAYMENTS_NOT_CONNECTED',
      'The Stripe account this payment was taken on is no longer connected: connect it again on the Payments page, or refund the payment in Stripe.',
    );
  }
  const route = await refundAtSource(
    ctx.payments,
    { workspaceId, id: current.id, method: current.method, externalId },
    { amountMinor, reason: reason ?? undefined, idempotencyKey: `refund:${workspaceId}:${current.id}:${ctx.callId ?? globalThis.crypto.randomUUID()}` },
  );
  return { ...current, pendingRefund: { processorRefundId: route.recordNow ? null : route.processorRefundId, amountMinor, reason } };
}
