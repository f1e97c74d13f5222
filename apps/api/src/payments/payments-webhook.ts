import { applyOnlinePayment, ApplyOnlinePaymentInput, DomainError, operatorPrincipal, PaymentProcessorEvent } from '@innkeep/domain';
import { expireSiteHold, PaymentSignatureError, type ServerRuntime } from '@innkeep/server';

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

const applied = (done: boolean): WebhookAnswer => ({ status: 200, body: { received: true, applied: done } });

/**
 * One webhook of a host's own Stripe account: the signature and its age checked with that
 * workspace's signing secret, then the event applied. Events come twice and in any order; each
 * change is guarded by what it changes (a payment or refund is stored once per Stripe id, a hold is
 * confirmed or cancelled only while PROVISIONAL and unpaid), so every order ends in the same ledger.
 */
export async function receivePaymentWebhook(
  runtime: ServerRuntime,
  workspaceId: string,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  let event: PaymentProcessorEvent;
  try {
    event = await runtime.payments.verifyEvent(workspaceId, rawBody, signature);
  } catch (error) {
    if (!(error instanceof PaymentSignatureError)) throw error;
    runtime.log.warn({ component: 'payments', workspaceId, reason: error.message }, 'Payment webhook refused: bad signature');
    return {
      status: 400,
      body: new DomainError('BAD_REQUEST', `The webhook's signature was refused: ${error.message}`).toBody() as unknown as Record<string, unknown>,
    };
  }
  const log = (what: string, fields: Record<string, unknown> = {}) =>
    runtime.log.info({ component: 'payments', workspaceId, eventId: event.id, type: event.type, ...fields }, what);
  if (event.type === 'checkout.session.expired' && event.session?.purpose === 'DEPOSIT' && event.session.reservationId) {
    // The guest left without paying: the hold ends now rather than at its time.
    const cancelled = await expireSiteHold(runtime, { workspaceId, reservationId: event.session.reservationId }, 'payments-webhook');
    log('Payment webhook applied', { reservationId: event.session.reservationId, cancelled });
    return applied(cancelled);
  }
  const input = ledgerInputOf(event);
  if (!input) {
    log('Payment webhook ignored');
    return applied(false);
  }
  const outcome = await runtime.executor.execute({
    operation: applyOnlinePayment,
    surface: 'rest',
    credential: { authorization: undefined, showorg: undefined },
    principal: { ...operatorPrincipal(workspaceId), credentialId: 'payments-webhook' },
    clientAddress: 'stripe',
    // No Idempotency-Key: a refusal would be replayed to Stripe's next try, which must run afresh
    // (a refund whose payment has arrived since). Each change is guarded by what it changes instead.
    input: () => ({ ...input }),
  });
  if (!outcome.ok) {
    // Not applied (a refund whose payment is not recorded yet, the database away): Stripe sends it again later.
    log('Payment webhook not applied yet', { status: outcome.status, code: outcome.body.code });
    return { status: outcome.status >= 500 ? 503 : 409, body: outcome.body as unknown as Record<string, unknown> };
  }
  const result = outcome.body as { applied: boolean; reservationId: string | null; reservationStatus: string | null; attention: string | null };
  log('Payment webhook applied', {
    kind: input.kind,
    applied: result.applied,
    reservationId: result.reservationId,
    reservationStatus: result.reservationStatus,
    attention: result.attention,
  });
  return applied(result.applied);
}

/** The ledger's part of an event: money taken (a paid Checkout Session) or given back (a succeeded refund); null for the rest. */
function ledgerInputOf(event: PaymentProcessorEvent): ApplyOnlinePaymentInput | null {
  const { session, refund } = event;
  if (
    (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') &&
    session?.paid &&
    session.paymentIntentId &&
    session.amountMinor > 0
  ) {
    return {
      kind: 'PAID',
      reservationId: session.reservationId ?? undefined,
      purpose: session.purpose,
      paymentIntentId: session.paymentIntentId,
      amountMinor: session.amountMinor,
      currency: session.currency,
    };
  }
  if (
    (event.type === 'refund.created' || event.type === 'refund.updated' || event.type === 'charge.refund.updated') &&
    refund?.succeeded &&
    refund.paymentIntentId &&
    refund.amountMinor > 0
  ) {
    return {
      kind: 'REFUNDED',
      paymentIntentId: refund.paymentIntentId,
      refundId: refund.id,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      reason: refund.reason ?? undefined,
    };
  }
  return null;
}
