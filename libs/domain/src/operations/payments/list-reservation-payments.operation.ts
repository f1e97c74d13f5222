import { arrayOf, objectSchema, paymentSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { ReservationIdInput } from '../../inputs/reservation-id.input';
import { READ_ONLY } from '../annotations';

export class ListReservationPaymentsInput extends ReservationIdInput {}

export const listReservationPayments = defineOperation({
  name: 'reservations.listPayments',
  summary: 'List a reservation’s payments',
  description:
    'The ledger of one reservation, oldest first: its payments and refunds, each refund naming the payment it gives money back from, and each payment what its refunds gave back so far. The reservation’s paidAmountMinor, balanceMinor and paymentStatus are derived from these.',
  access: 'pms:read',
  quota: 'read',
  input: ListReservationPaymentsInput,
  output: objectSchema({ payments: arrayOf(paymentSchema) }, ['payments']),
  http: [{ method: 'GET', path: '/reservations/:reservationId/payments', operationId: 'listReservationPayments' }],
  mcp: { tool: 'payments_list', example: { reservationId: 'res_123' }, title: 'List payments', annotations: READ_ONLY, owner: false },
  cli: 'bookings:payments',
  errors: ['NOT_FOUND'],
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    const reservation = await ctx.repos.reservations.find(workspaceId, input.reservationId);
    if (!reservation) throw notFound('Reservation');
    return { payments: await ctx.repos.payments.listOfReservation(workspaceId, reservation.id) };
  },
});
