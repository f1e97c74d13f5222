import { addDays, reservationSchema, ReservationStatus, todayIn } from '@innkeep/contract';
import { IsIn } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError, notFound } from '../../errors/domain-error';
import { ReservationIdInput } from '../../inputs/reservation-id.input';
import { allowedTransitions, canTransition, holdsRoom } from '../../model/reservation-rules';
import { answered } from '../../services/event-drafts';
import { checkStayDates, holdStayOrThrow } from '../../services/stay-rules';

const TARGETS = ['PROVISIONAL', 'CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT', 'NO_SHOW'] as const;

export class SetReservationStatusInput extends ReservationIdInput {
  @IsIn(TARGETS)
  @JSONSchema({ description: 'PROVISIONAL (from INQUIRY), CONFIRMED (from PROVISIONAL), CHECKED_IN, CHECKED_OUT or NO_SHOW (from CONFIRMED)' })
  status: (typeof TARGETS)[number];
}

export const setReservationStatus = defineOperation({
  name: 'reservations.setStatus',
  summary: 'Change a reservation’s status',
  description:
    'Moves a reservation along INQUIRY → PROVISIONAL → CONFIRMED → CHECKED_IN → CHECKED_OUT, or CONFIRMED → NO_SHOW; anything else answers 409 INVALID_TRANSITION. Becoming PROVISIONAL takes a room on every night (409 NO_AVAILABILITY when one is full); a no-show frees the nights, a check-out the nights from today on.',
  access: 'pms:write',
  quota: 'write',
  input: SetReservationStatusInput,
  output: reservationSchema,
  http: [
    { method: 'POST', path: '/reservations/:reservationId/confirm', operationId: 'confirmReservation', fixed: { status: 'CONFIRMED' } },
    { method: 'POST', path: '/reservations/:reservationId/check-in', operationId: 'checkInReservation', fixed: { status: 'CHECKED_IN' } },
    { method: 'POST', path: '/reservations/:reservationId/check-out', operationId: 'checkOutReservation', fixed: { status: 'CHECKED_OUT' } },
    { method: 'POST', path: '/reservations/:reservationId/no-show', operationId: 'markReservationNoShow', fixed: { status: 'NO_SHOW' } },
    { method: 'POST', path: '/reservations/:reservationId/provisional', operationId: 'markReservationProvisional', fixed: { status: 'PROVISIONAL' } },
  ],
  mcp: {
    tool: 'reservation_set_status',
    example: { reservationId: 'res_123', status: 'CHECKED_IN' },
    title: 'Change reservation status',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  },
  cli: 'bookings:confirm',
  moreCli: ['bookings:check-in', 'bookings:check-out', 'bookings:no-show', 'bookings:provisional'],
  errors: ['NOT_FOUND', 'INVALID_TRANSITION', 'NO_AVAILABILITY'],
  events: answered('reservation.status_changed', 'reservation'),
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    const reservation = await ctx.repos.reservations.findForUpdate(workspaceId, input.reservationId);
    if (!reservation) throw notFound('Reservation');
    const to: ReservationStatus = input.status;
    const refuse = (why: string) =>
      new DomainError('INVALID_TRANSITION', why, { from: reservation.status, to, allowed: [...allowedTransitions(reservation.status)] });
    if (!canTransition(reservation.status, to)) throw refuse(`A ${reservation.status} reservation cannot become ${to}.`);

    const unit = await ctx.repos.inventory.findBookableUnit(workspaceId, reservation.unitId);
    const today = todayIn(unit?.timezone ?? 'UTC', ctx.now());
    if (to === 'CHECKED_IN' && today < reservation.arrivalDate) throw refuse(`The guest arrives on ${reservation.arrivalDate}; check-in opens that day.`);
    if (!holdsRoom(reservation.status) && holdsRoom(to)) {
      checkStayDates(reservation.arrivalDate, reservation.departureDate);
      await holdStayOrThrow(
        ctx.repos,
        workspaceId,
        { unitId: reservation.unitId, unitName: unit?.unitName },
        reservation.arrivalDate,
        reservation.departureDate,
      );
    }
    if (to === 'NO_SHOW') {
      await ctx.repos.inventory.release(workspaceId, reservation.unitId, reservation.arrivalDate, reservation.departureDate, 'reserved', 1);
    }
    if (to === 'CHECKED_OUT') {
      // An early departure frees the nights from today on; past nights stay counted as occupied.
      const from = today > reservation.arrivalDate ? today : addDays(reservation.arrivalDate, 1);
      if (from < reservation.departureDate) {
        await ctx.repos.inventory.release(workspaceId, reservation.unitId, from, reservation.departureDate, 'reserved', 1);
      }
    }
    await ctx.repos.reservations.update(workspaceId, reservation.id, { status: to });
    return (await ctx.repos.reservations.find(workspaceId, reservation.id))!;
  },
});
