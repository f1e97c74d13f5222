import { objectSchema } from '@innkeep/contract';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError } from '../../errors/domain-error';
import { recordPayment, refundPayment } from './ledger';

/** What a processor's event did to the ledger, in the terms the webhook needs. */
export type OnlinePaymentKind = 'PAID' | 'REFUNDED';

/** The fields of a processor's event the ledger applies (docs/using-innkeep.md#payments). */
export class ApplyOnlinePaymentInput {
  @IsIn(['PAID', 'REFUNDED'])
  kind: OnlinePaymentKind;

  /** PAID: the reservation the Checkout Session was made for. */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  reservationId?: string;

  /** PAID: a website deposit (confirms the hold) or a payment link (records only). */
  @IsOptional()
  @IsIn(['DEPOSIT', 'LINK'])
  purpose?: 'DEPOSIT' | 'LINK';

  /** The money taken: Stripe's payment_intent, the payment's external id (PAID), or the one a refund gives back from (REFUNDED). */
  @IsString()
  @MaxLength(255)
  paymentIntentId: string;

  /** REFUNDED: Stripe's refund id, the refund's external id. */
  @IsOptional()
  @IsString()
  @MaxLength(255)
  refundId?: string;

  @IsInt()
  @Min(1)
  @Max(100_000_000_00)
  amountMinor: number;

  @IsString()
  @MaxLength(3)
  currency: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

export interface OnlinePaymentOutcome {
  /** false when this Stripe id was recorded before: nothing changed. */
  applied: boolean;
  paymentId: string | null;
  reservationId: string | null;
  /** The reservation's status after the event. */
  reservationStatus: string | null;
  /** PAID_AFTER_HOLD_ENDED when the money came for a booking no longer held: the host is told. */
  attention: 'PAID_AFTER_HOLD_ENDED' | null;
}

const nothing = (reservationId: string | null = null): OnlinePaymentOutcome => ({
  applied: false,
  paymentId: null,
  reservationId,
  reservationStatus: null,
  attention: null,
});

/**
 * An event of a host's own Stripe account, applied to the ledger by the system; on no surface (the
 * webhook runs it through the executor, in one transaction with its events). Each Stripe id is
 * stored once (the ledger's external id), and each status change is guarded by the status it
 * changes, so an event applied again, or events in any order, end in the same ledger:
 * - PAID records an ONLINE payment; a website deposit's payment confirms its PROVISIONAL booking.
 *   Money for a booking already cancelled (its hold ended first) is recorded all the same, never put
 *   back on nights that may be sold: `payment.needs_attention` tells the host to refund or rebook.
 * - REFUNDED records the refund Stripe confirmed against the payment it gives back from; until that
 *   payment is recorded it answers 409, so that Stripe sends it again later.
 */
export const applyOnlinePayment = defineOperation({
  name: 'payments.applyOnline',
  summary: 'Apply a Stripe event of the host’s account',
  description: 'Records an online payment or refund that the host’s Stripe account reported.',
  access: 'pms:write',
  quota: 'write',
  input: ApplyOnlinePaymentInput,
  output: objectSchema({}),
  http: [],
  mcp: null,
  // The system runs it; no command offers it.
  cli: '',
  errors: ['NOT_FOUND'],
  async handle(ctx, input): Promise<OnlinePaymentOutcome> {
    const { workspaceId } = principalOf(ctx);
    const now = ctx.now();
    if (input.kind === 'REFUNDED') {
      const payment = await ctx.repos.payments.findByExternalId(workspaceId, input.paymentIntentId);
      if (!payment) throw new DomainError('NOT_FOUND', 'The payment this refund gives back from is not recorded yet.');
      const change = await refundPayment(
        ctx.repos,
        workspaceId,
        { paymentId: payment.id, amountMinor: input.amountMinor, reason: input.reason ?? null, externalId: input.refundId ?? null, receivedAt: now },
        now,
      );
      return { applied: change.applied, paymentId: change.payment.id, reservationId: payment.reservationId, reservationStatus: null, attention: null };
    }
    if (!input.reservationId) return nothing();
    const reservation = await ctx.repos.reservations.findForUpdate(workspaceId, input.reservationId);
    // A session for a reservation since deleted, or of another workspace: nothing of ours to change.
    if (!reservation) return nothing(input.reservationId);
    // The reference is Stripe's payment_intent: the host finds the payment in Stripe by it, and a refund is asked for with it.
    const change = await recordPayment(
      ctx.repos,
      workspaceId,
      {
        reservationId: reservation.id,
        amountMinor: input.amountMinor,
        currency: input.currency,
        method: 'ONLINE',
        externalId: input.paymentIntentId,
        reference: input.paymentIntentId,
        receivedAt: now,
      },
      now,
    );
    if (!change.applied) return { ...nothing(reservation.id), paymentId: change.payment.id, reservationStatus: reservation.status };
    let status: string = reservation.status;
    let attention: OnlinePaymentOutcome['attention'] = null;
    if (reservation.status === 'PROVISIONAL' && input.purpose === 'DEPOSIT') {
      await ctx.repos.reservations.update(workspaceId, reservation.id, { status: 'CONFIRMED' });
      const confirmed = (await ctx.repos.reservations.find(workspaceId, reservation.id))!;
      ctx.repos.events.record({ type: 'reservation.status_changed', resource: { type: 'reservation', id: reservation.id }, data: confirmed });
      status = confirmed.status;
    } else if (reservation.status === 'CANCELLED' || reservation.status === 'NO_SHOW') {
      attention = 'PAID_AFTER_HOLD_ENDED';
      ctx.repos.events.record({
        type: 'payment.needs_attention',
        resource: { type: 'payment', id: change.payment.id },
        data: {
          reason: attention,
          reservationId: reservation.id,
          paymentId: change.payment.id,
          amountMinor: change.payment.amountMinor,
          currency: change.payment.currency,
          reservationStatus: reservation.status,
        },
      });
    }
    return { applied: true, paymentId: change.payment.id, reservationId: reservation.id, reservationStatus: status, attention };
  },
});
