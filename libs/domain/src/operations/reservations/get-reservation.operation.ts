import { reservationSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { ReservationIdInput } from '../../inputs/reservation-id.input';
import { READ_ONLY } from '../annotations';

export class GetReservationInput extends ReservationIdInput {}

export const getReservation = defineOperation({
  name: 'reservations.get',
  summary: 'Get a reservation',
  description: 'One reservation: dates, status, guest, party size, amounts (total, paid, balance) and payment state.',
  access: 'pms:read',
  quota: 'read',
  input: GetReservationInput,
  output: reservationSchema,
  http: [{ method: 'GET', path: '/reservations/:reservationId', operationId: 'getReservation' }],
  mcp: { tool: 'reservations_get', example: { reservationId: 'res_123' }, title: 'Get a reservation', annotations: READ_ONLY },
  cli: 'bookings:show',
  errors: ['NOT_FOUND'],
  async handle(ctx, input) {
    const reservation = await ctx.repos.reservations.find(principalOf(ctx).workspaceId, input.reservationId);
    if (!reservation) throw notFound('Reservation');
    return reservation;
  },
});
