import { CHANNELS, reservationSchema, StayQuote } from '@innkeep/contract';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError, notFound } from '../../errors/domain-error';
import { ReservationIdInput } from '../../inputs/reservation-id.input';
import { holdsRoom } from '../../model/reservation-rules';
import { oneLineAmounts } from '../../pricing/price-stay';
import { answered } from '../../services/event-drafts';
import { amountsOf, evaluateStay, refusalOf } from '../../services/stay-evaluation';
import { checkStayDates, findUnitOrThrow, holdStayOrThrow, nightlyStayAmounts, refuseArchived } from '../../services/stay-rules';
import { IsCalendarDate } from '../../validation/is-date';
import { ToInteger } from '../../validation/transforms';

const MOVABLE = ['INQUIRY', 'PROVISIONAL', 'CONFIRMED', 'CHECKED_IN'];

export class MoveReservationInput extends ReservationIdInput {
  @IsCalendarDate('New arrival day, YYYY-MM-DD')
  arrivalDate: string;

  @IsCalendarDate('New departure day, YYYY-MM-DD')
  departureDate: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Move to this unit (default: stay in the same unit)' })
  unitId?: string;

  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  @JSONSchema({
    description:
      'New total in minor units, one MANUAL_TOTAL line (default: the new stay repriced, a DIRECT one as the stay check quotes it, a MANUAL one at its nightly prices; channel totals are kept)',
  })
  totalAmountMinor?: number;
}

export const moveReservation = defineOperation({
  name: 'reservations.move',
  summary: 'Move a reservation',
  description:
    'Moves the dates, and optionally the unit, of a reservation. The status is kept; a DIRECT reservation obeys the stay restrictions of its new dates (409 RESTRICTION_VIOLATED naming the first rule broken, with every one in `violations`); a room-holding reservation never overbooks: when a new night is full the answer is 409 NO_AVAILABILITY and nothing changes. Moving onto an archived unit answers 409 ARCHIVED.',
  access: 'pms:write',
  quota: 'write',
  input: MoveReservationInput,
  output: reservationSchema,
  http: [{ method: 'PUT', path: '/reservations/:reservationId/dates', operationId: 'moveReservation' }],
  mcp: {
    tool: 'reservation_move',
    example: { reservationId: 'res_123', arrivalDate: '2030-07-05', departureDate: '2030-07-09' },
    title: 'Move a reservation',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  cli: 'bookings:move',
  errors: ['NOT_FOUND', 'NO_AVAILABILITY', 'RESTRICTION_VIOLATED', 'INVALID_TRANSITION', 'RANGE_TOO_LONG', 'ARCHIVED'],
  events: answered('reservation.updated', 'reservation'),
  async handle(ctx, input) {
    checkStayDates(input.arrivalDate, input.departureDate);
    const { workspaceId } = principalOf(ctx);
    const reservation = await ctx.repos.reservations.findForUpdate(workspaceId, input.reservationId);
    if (!reservation) throw notFound('Reservation');
    if (!MOVABLE.includes(reservation.status)) {
      throw new DomainError('INVALID_TRANSITION', `A ${reservation.status} reservation cannot be moved.`, { from: reservation.status });
    }
    const unit = await findUnitOrThrow(ctx.repos, workspaceId, input.unitId ?? reservation.unitId);
    // Moving within its own unit is not a new reservation there; moving onto an archived unit is.
    if (unit.unitId !== reservation.unitId) refuseArchived(unit);
    if (unit.currency !== reservation.currency && input.totalAmountMinor === undefined) {
      throw new DomainError(
        'VALIDATION_FAILED',
        `The new unit prices in ${unit.currency}; send totalAmountMinor to move a ${reservation.currency} reservation there.`,
      );
    }
    const ratePlanId = unit.unitId === reservation.unitId ? reservation.ratePlanId : unit.defaultRatePlanId;
    let quote: StayQuote | undefined;
    if (reservation.source === 'DIRECT') {
      // As for a new DIRECT stay, minus free rooms: the reservation's own nights are still held here.
      const evaluation = await evaluateStay(ctx.repos, workspaceId, unit, {
        arrivalDate: input.arrivalDate,
        departureDate: input.departureDate,
        adults: reservation.adults,
        children: reservation.children,
        ratePlanId,
        now: ctx.now(),
      });
      const { violations } = evaluation;
      quote = evaluation.quote;
      const broken = violations.filter((violation) => violation.rule !== 'NO_AVAILABILITY');
      // Every broken rule at once, as a create and the stay check name them.
      if (broken.length > 0) throw refusalOf(broken[0], broken);
    }
    if (holdsRoom(reservation.status)) {
      await ctx.repos.inventory.release(workspaceId, reservation.unitId, reservation.arrivalDate, reservation.departureDate, 'reserved', 1);
      await holdStayOrThrow(ctx.repos, workspaceId, unit, input.arrivalDate, input.departureDate);
    }
    const fromChannel = (CHANNELS as readonly string[]).includes(reservation.source);
    // Repriced as a new stay would be (a DIRECT one as the stay check quotes it), unless a total is
    // given (one line) or the channel set it (kept, with its amounts).
    const amounts =
      input.totalAmountMinor !== undefined
        ? oneLineAmounts('MANUAL_TOTAL', input.totalAmountMinor)
        : fromChannel
          ? undefined
          : quote
            ? amountsOf(quote)
            : await nightlyStayAmounts(ctx.repos, workspaceId, ratePlanId, input.arrivalDate, input.departureDate);
    await ctx.repos.reservations.update(workspaceId, reservation.id, {
      unitId: unit.unitId,
      propertyId: unit.propertyId,
      ratePlanId,
      arrivalDate: input.arrivalDate,
      departureDate: input.departureDate,
      ...(amounts ? { totalAmountMinor: amounts.totalMinor, amounts } : {}),
    });
    return (await ctx.repos.reservations.find(workspaceId, reservation.id))!;
  },
});
