import { dateTime, Infer, int, objectSchema, str } from '../schemas/json-schema';

/** A page on the host's own Stripe account where a guest pays a reservation online. */
export const paymentLinkSchema = objectSchema(
  {
    reservationId: str,
    url: { ...str, format: 'uri', description: 'The Stripe Checkout page to send the guest; a dry run creates none and answers about:blank' },
    expiresAt: { ...dateTime, description: 'When the page stops taking payment' },
    amountMinor: int,
    currency: str,
  },
  ['reservationId', 'url', 'expiresAt', 'amountMinor', 'currency'],
);
export type PaymentLinkView = Infer<typeof paymentLinkSchema>;
