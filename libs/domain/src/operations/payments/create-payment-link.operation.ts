import { paymentLinkSchema } from '@innkeep/contract';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError, notFound } from '../../errors/domain-error';
import { ReservationIdInput } from '../../inputs/reservation-id.input';
import { ToInteger } from '../../validation/transforms';

/** How long a payment link takes payment: the longest a Checkout Session lives, less a margin. */
export const PAYMENT_LINK_HOURS = 23;

export class CreatePaymentLinkInput extends ReservationIdInput {
  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(100_000_000)
  @JSONSchema({ description: 'Amount to ask for, in minor units of the reservation’s currency; default: the balance still due' })
  amountMinor?: number;
}

/**
 * A link to pay part or all of a reservation online, into the host's own Stripe account: a
 * Checkout Session the guest opens; the payment is recorded when Stripe reports it.
 */
export const createPaymentLink = defineOperation({
  name: 'payments.createLink',
  summary: 'Create a payment link',
  description:
    'Creates a Stripe Checkout page on the workspace’s own connected Stripe account for a guest to pay a reservation online: `amountMinor` ' +
    `(default the balance still due), good for ${PAYMENT_LINK_HOURS} hours. Answers \`{ url, expiresAt }\`; send the url to the guest. ` +
    'When the guest pays, the payment is recorded as an ONLINE payment (method ONLINE). ' +
    '409 PAYMENTS_NOT_CONNECTED when no Stripe account is connected (an OWNER or ADMIN connects one on the web Payments page); ' +
    '409 NOTHING_DUE when nothing is due (a cancelled reservation, or a balance of 0 with no amount given); 502 PAYMENT_PROCESSOR_FAILED when Stripe refused or was unreachable.',
  access: 'pms:write',
  quota: 'write',
  input: CreatePaymentLinkInput,
  output: paymentLinkSchema,
  http: [{ method: 'POST', path: '/reservations/:reservationId/payment-link', operationId: 'createPaymentLink' }],
  successStatus: 201,
  mcp: {
    tool: 'payment_link_create',
    title: 'Create a payment link',
    example: { reservationId: 'res_123', amountMinor: 15000 },
    // Each call makes a new page on the processor: the world outside the workspace is touched.
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  },
  cli: 'payments:link',
  errors: ['NOT_FOUND', 'PAYMENTS_NOT_CONNECTED', 'NOTHING_DUE', 'PAYMENT_PROCESSOR_FAILED'],
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    const reservation = await ctx.repos.reservations.find(workspaceId, input.reservationId);
    if (!reservation) throw notFound('Reservation');
    if (reservation.status === 'CANCELLED' || reservation.status === 'NO_SHOW') {
      throw new DomainError('NOTHING_DUE', `A ${reservation.status} reservation takes no payment.`, { status: reservation.status });
    }
    const balanceMinor = reservation.totalAmountMinor - reservation.paidAmountMinor;
    const amountMinor = input.amountMinor ?? balanceMinor;
    if (amountMinor <= 0) throw new DomainError('NOTHING_DUE', 'Nothing is due on this reservation; give `amountMinor` to ask for more.', { balanceMinor });
    if (!ctx.payments || !(await ctx.payments.connected(workspaceId))) {
      throw new DomainError(
        'PAYMENTS_NOT_CONNECTED',
        'This workspace takes no payments online: an OWNER or ADMIN connects a Stripe account on the Payments page first.',
      );
    }
    const now = ctx.now();
    const expiresAt = new Date(now.getTime() + PAYMENT_LINK_HOURS * 3_600_000);
    const answer = { reservationId: reservation.id, amountMinor, currency: reservation.currency };
    // A dry run's changes are rolled back; a session on the processor would not be.
    if (ctx.dryRun) return { ...answer, url: 'about:blank', expiresAt: expiresAt.toISOString() };
    const origin = new URL(ctx.service.apiBaseUrl).origin;
    const session = await ctx.payments.checkout({
      workspaceId,
      reservationId: reservation.id,
      purpose: 'LINK',
      amountMinor,
      currency: reservation.currency,
      description: `${reservation.property.name}: ${reservation.unit.name}, ${reservation.arrivalDate} to ${reservation.departureDate}`,
      successUrl: `${origin}/payments/paid`,
      cancelUrl: `${origin}/payments/not-paid`,
      expiresAt,
      // One page per reservation, amount and minute: a retried call answers the same page.
      idempotencyKey: `link:${workspaceId}:${reservation.id}:${amountMinor}:${Math.floor(now.getTime() / 60_000)}`,
    });
    return { ...answer, url: session.url, expiresAt: session.expiresAt.toISOString() };
  },
});
