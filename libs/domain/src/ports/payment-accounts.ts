/** What a page shows of a connected payment account: hints of its secrets, never the secrets. */
export interface PaymentAccountSummary {
  keyHint: string;
  webhookSecretHint: string;
  connectedAt: Date;
}

/** An online payment on a booking that is no longer held: the host refunds it or books the guest again. */
export interface PaymentNeedingAttention {
  paymentId: string;
  reservationId: string;
  reservationStatus: string;
  amountMinor: number;
  /** What is still held of the booking's money after refunds. */
  paidAmountMinor: number;
  currency: string;
  receivedAt: Date;
}
