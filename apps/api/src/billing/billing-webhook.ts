import { BillingEvents, BillingProvider, BillingSignatureError, DomainError } from '@innkeep/domain';
import type { ServerLog } from '@innkeep/server';

/** The processor's events that can change a subscription; any other type is answered 200 and ignored. */
export const HANDLED_BILLING_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
]);

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * One webhook of the payment processor: the signature and its age checked, then the subscription
 * re-read from the processor and its current state applied, once per event id. Events arrive twice
 * and in any order; applying what the subscription is now, never what one event said, makes every
 * order end in the same state. A failure to read the processor answers 500, so it sends again.
 */
export async function receiveBillingWebhook(
  provider: BillingProvider,
  store: BillingEvents,
  log: ServerLog,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  let event;
  try {
    event = provider.verifyEvent(rawBody, signature);
  } catch (error) {
    if (!(error instanceof BillingSignatureError)) throw error;
    log.warn({ component: 'billing', reason: error.message }, 'Billing webhook refused: bad signature');
    return {
      status: 400,
      body: new DomainError('BAD_REQUEST', `The webhook's signature was refused: ${error.message}`).toBody() as unknown as Record<string, unknown>,
    };
  }
  const ignored = (why: string): WebhookAnswer => {
    log.info({ component: 'billing', eventId: event.id, type: event.type, why }, 'Billing webhook ignored');
    return { status: 200, body: { received: true, applied: false } };
  };
  if (!HANDLED_BILLING_EVENTS.has(event.type)) return ignored('type not handled');
  if (!event.subscriptionId) {
    await store.skip(event.id, event.type);
    return ignored('no subscription');
  }
  const current = await provider.subscription(event.subscriptionId);
  const workspaceId = current.workspaceId ?? event.workspaceId ?? (await store.workspaceOfSubscription(current.subscriptionId));
  if (!workspaceId || !(await store.workspaceExists(workspaceId))) {
    await store.skip(event.id, event.type);
    return ignored('no workspace of ours');
  }
  const applied = await store.applyOnce({
    eventId: event.id,
    type: event.type,
    workspaceId,
    change: current.change,
    trialWillEnd: event.type === 'customer.subscription.trial_will_end',
  });
  log.info(
    {
      component: 'billing',
      eventId: event.id,
      type: event.type,
      workspaceId,
      from: applied?.from.status,
      to: applied?.to.status,
      plan: applied?.to.plan,
      repeat: applied === null,
    },
    'Billing webhook applied',
  );
  return { status: 200, body: { received: true, applied: applied !== null } };
}
