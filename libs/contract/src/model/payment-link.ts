/** A page on the host's own Stripe account where a guest pays a reservation online. */
export interface PaymentLinkView {
  reservationId: string;
  /** The Stripe Checkout page to send the guest. */
  url: string;
  /** When the page stops taking payment. */
  expiresAt: string;
  amountMinor: number;
  currency: string;
}
