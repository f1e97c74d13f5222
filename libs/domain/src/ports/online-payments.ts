/**
 * What a Checkout Session is for: the deposit a website booking holds its nights for, or a link
 * staff send a guest for any amount.
 */
export type CheckoutPurpose = 'DEPOSIT' | 'LINK';

export interface CheckoutRequest {
  workspaceId: string;
  reservationId: string;
  purpose: CheckoutPurpose;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** The line the guest reads on the processor's page. */
  description: string;
  successUrl: string;
  cancelUrl: string;
  /** When the session stops taking payment (the processor takes 30 minutes to 24 hours ahead). */
  expiresAt: Date;
  /** The same key creates one session, however often it is asked. */
  idempotencyKey: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
  expiresAt: Date;
}

export interface RefundRequest {
  workspaceId: string;
  /** The processor's id of the money taken (a Stripe payment_intent). */
  paymentIntentId: string;
  amountMinor: number;
  reason?: string;
  /** The same key sends one refund, however often it is asked. */
  idempotencyKey: string;
}

/**
 * Online payments into the host's own processor account (guests pay the host; Innkeep never holds
 * money). Refusals are DomainErrors: PAYMENTS_NOT_CONNECTED (409) when the workspace has connected
 * no account, PAYMENT_PROCESSOR_FAILED (502) when the processor refused or could not be reached.
 */
export interface OnlinePayments {
  /** Whether the workspace has connected an account. */
  connected(workspaceId: string): Promise<boolean>;
  /** A hosted payment page for one amount, on the workspace's account. */
  checkout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Asks the processor to refund; the refund is recorded when its confirmation (a webhook) arrives. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}

/** The payment method of money taken online, through the connected processor account. */
export const ONLINE_METHOD = 'ONLINE';

/**
 * How a refund of a payment reaches the guest. Money taken by hand (cash, a transfer, a card
 * terminal) is given back by hand: the ledger records the refund at once. Money taken online is
 * refunded by the processor, and the ledger records it when the processor confirms it.
 */
export type RefundRoute = { recordNow: true } | { recordNow: false; processorRefundId: string };

/**
 * Sends the refund of one payment where its money is: nothing to do for an offline method; the
 * processor's refund for an ONLINE payment (its `externalId` is the payment_intent).
 */
export async function refundAtSource(
  payments: OnlinePayments | undefined,
  payment: { workspaceId: string; id: string; method: string; externalId: string | null },
  refund: { amountMinor: number; reason?: string; idempotencyKey: string },
): Promise<RefundRoute> {
  if (payment.method !== ONLINE_METHOD) return { recordNow: true };
  if (!payments || !payment.externalId) {
    throw new Error(`The online payment ${payment.id} cannot be refunded here: no processor, or no payment_intent recorded.`);
  }
  const { refundId } = await payments.refund({
    workspaceId: payment.workspaceId,
    paymentIntentId: payment.externalId,
    amountMinor: refund.amountMinor,
    reason: refund.reason,
    idempotencyKey: refund.idempotencyKey,
  });
  return { recordNow: false, processorRefundId: refundId };
}

/**
 * An event of a workspace's processor account, its signature and age checked: what the ledger
 * needs of a Checkout Session or a refund; other types carry nothing and change nothing.
 */
export interface PaymentProcessorEvent {
  id: string;
  type: string;
  session?: {
    id: string;
    /** The reservation it was made for (its metadata), when the session names one. */
    reservationId: string | null;
    purpose: CheckoutPurpose;
    /** The money taken: the payment's external id. */
    paymentIntentId: string | null;
    amountMinor: number;
    currency: string;
    /** Whether the money was taken (a completed session can wait for a delayed method). */
    paid: boolean;
  };
  refund?: {
    id: string;
    paymentIntentId: string | null;
    amountMinor: number;
    currency: string;
    /** Whether the money went back: the refund is recorded then, and only then. */
    succeeded: boolean;
    reason: string | null;
  };
}
