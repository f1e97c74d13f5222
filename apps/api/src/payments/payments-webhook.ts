import { DomainError, PaymentProcessorEvent } from '@innkeep/domain';
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
export async function receivePaymentWebhook(runtime: ServerRuntime, workspaceId: string, rawBody: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
  let event: PaymentProcessorEvent;
  try {
    event = await runtime.payments.verifyEvent(workspaceId, rawBody, signature);
  } catch (error) {
    if (!(error instanceof PaymentSignatureError)) throw error;
    runtime.log.warn({ component: 'payments', workspaceId, reason: error.message }, 'Payment webhook refused: bad signature');
    return { status: 400, body: new DomainError('BAD_REQUEST', `The webhook's signature was refused: ${error.message}`).toBody() as unknown as Record<string, unknown> };
  }
  const log = (what: string, fields: Record<string, unknown> = {}) => runtime.log.info({ component: 'payments', workspaceId, eventId: event.id, type: event.type, ...fields }, what);
  if (event.type === 'checkout.session.expired' && event.session?.purpose === 'DEPOSIT' && event.session.reservationId) {
    // The guest left without paying: the hold ends now rather than at its time.
    const cancelled = await expireSiteHold(runtime, { workspaceId, reservationId: event.session.reservationId }, 'payments-webhook');
    log('Payment webhook applied', { reservationId: event.session.reservationId, cancelled });
    return applied(cancelled);
  }
  log('Payment webhook ignored');
  return applied(false);
}
