import { reservationSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError, notFound } from '../../errors/domain-error';
import { ReservationIdInput } from '../../inputs/reservation-id.input';
import { canTransition, holdsRoom } from '../../model/reservation-rules';
import { answered } from '../../services/event-drafts';
import { nightsText, spokenDate } from '../confirmation-wording';

export class CancelReservationInput extends ReservationIdInput {}

export const cancelReservation = defineOperation({
  name: 'reservations.cancel',
  summary: 'Cancel a reservation',
  description:
    'Cancels an INQUIRY, PROVISIONAL or CONFIRMED reservation; its nights return to sale. Other statuses answer 409 INVALID_TRANSITION. On MCP, cancelling a CONFIRMED reservation needs a separate confirmation.',
  access: 'pms:write',
  quota: 'write',
  input: CancelReservationInput,
  output: reservationSchema,
  http: [{ method: 'POST', path: '/reservations/:reservationId/cancel', operationId: 'cancelReservation' }],
  mcp: {
    tool: 'reservation_cancel',
    example: { reservationId: 'res_123' },
    title: 'Cancel a reservation',
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  },
  cli: 'bookings:cancel',
  errors: ['NOT_FOUND', 'INVALID_TRANSITION', 'CONFIRMATION_REQUIRED'],
  async confirmationQuestion(ctx, input) {
    const reservation = await ctx.repos.reservations.find(principalOf(ctx).workspaceId, input.reservationId);
    if (reservation?.status !== 'CONFIRMED') return null;
    const guest = `${reservation.guest.firstName} ${reservation.guest.lastName}`.trim() || 'a guest';
    return (
      `Cancel the confirmed reservation of ${guest} in ${reservation.unit.name} (${reservation.property.name}), ` +
      `arriving ${spokenDate(reservation.arrivalDate)} and leaving ${spokenDate(reservation.departureDate)} (${nightsText(reservation.nights)})? ` +
      'Its nights return to sale at once, and a cancelled reservation cannot be confirmed again.'
    );
  },
  events: answered('reservation.cancelled', 'reservation'),
  async handle(ctx, input) {
    const principal = principalOf(ctx);
    const { workspaceId } = principal;
    const reservation = await ctx.repos.reservations.findForUpdate(workspaceId, input.reservationId);
    if (!reservation) throw notFound('Reservation');
    if (!canTransition(reservation.status, 'CANCELLED')) {
      throw new DomainError('INVALID_TRANSITION', `A ${reservation.status} reservation cannot be cancelled.`, {
        from: reservation.status,
        to: 'CANCELLED',
      });
    }
    if (holdsRoom(reservation.status)) {
      await ctx.repos.inventory.release(workspaceId, reservation.unitId, reservation.arrivalDate, reservation.departureDate, 'reserved', 1);
    }
    // The system's own cancels (an unpaid hold's end, the operator) say so; a person's leave it null.
    const cancelledBy = principal.credentialKind === 'operator' ? 'SYSTEM' : undefined;
    await ctx.repos.reservations.update(workspaceId, reservation.id, { status: 'CANCELLED', cancelledAt: ctx.now(), ...(cancelledBy ? { cancelledBy } : {}) });
    return (await ctx.repos.reservations.find(workspaceId, reservation.id))!;
  },
});
