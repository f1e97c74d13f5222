import {
  PAYMENT_STATUSES,
  PaymentStatus,
  RESERVATION_SOURCES,
  RESERVATION_STATUSES,
  reservationPageSchema,
  ReservationSource,
  ReservationStatus,
  ReservationView,
} from '@innkeep/contract';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError } from '../../errors/domain-error';
import { IsCalendarDate } from '../../validation/is-date';
import { ToBoolean, ToInteger } from '../../validation/transforms';
import { READ_ONLY } from '../annotations';
import { decodeCursor, encodeCursor } from './cursor';

export const MAX_TAKE = 200;

export class ListReservationsInput {
  @IsOptional()
  @IsIn(RESERVATION_STATUSES)
  @JSONSchema({ description: 'Only reservations in this status' })
  status?: ReservationStatus;

  @IsOptional()
  @IsIn(RESERVATION_SOURCES)
  @JSONSchema({ description: 'Only reservations from this source' })
  source?: ReservationSource;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Only reservations of this property' })
  propertyId?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Only reservations of this unit' })
  unitId?: string;

  @IsOptional()
  @IsCalendarDate('Stays overlapping the period from this night on (not only arrivals)')
  from?: string;

  @IsOptional()
  @IsCalendarDate('Stays overlapping the period up to this night, inclusive')
  to?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  @JSONSchema({ description: 'Free text matched against the guest’s name and e-mail' })
  search?: string;

  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  @JSONSchema({ description: 'Only channel reservations stored over capacity (true) or the others (false)' })
  isOverbooking?: boolean;

  @IsOptional()
  @IsIn(PAYMENT_STATUSES)
  @JSONSchema({ description: 'Only reservations in this payment status (UNPAID, PARTIALLY_PAID, PAID, OVERPAID, REFUNDED)' })
  paymentStatus?: PaymentStatus;

  @IsOptional()
  @IsCalendarDate(
    'Only reservations owing an amount of their schedule due before this day (INQUIRY and CANCELLED ones owe nothing); today’s date lists the overdue',
  )
  balanceDueBefore?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  @JSONSchema({ description: 'The nextCursor of the previous page' })
  cursor?: string;

  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(MAX_TAKE)
  @JSONSchema({ description: 'Page size, 1 to 200 (default 50)' })
  take?: number;
}

export const listReservations = defineOperation({
  name: 'reservations.list',
  summary: 'List reservations',
  description:
    'Reservations by property, unit, period (a stay matches when it overlaps from–to), status, source, guest name, overbooking, payment status or an amount due before a day (`balanceDueBefore`), ordered by arrival date then id, in pages of `take` (default 50, at most 200) linked by `nextCursor`.',
  access: 'pms:read',
  quota: 'read',
  input: ListReservationsInput,
  output: reservationPageSchema,
  http: [{ method: 'GET', path: '/reservations', operationId: 'listReservations' }],
  mcp: {
    tool: 'reservations_list',
    title: 'List reservations',
    annotations: READ_ONLY,
    list: 'reservations',
    cursorAfter: (reservation: ReservationView) => encodeCursor(reservation),
    defaults: { take: 25 },
    example: { from: '2030-07-01', to: '2030-07-31', status: 'CONFIRMED', fields: ['arrivalDate', 'departureDate', 'guest', 'unitId'] },
  },
  cli: 'bookings',
  async handle(ctx, input) {
    if (input.from && input.to && input.to < input.from) {
      throw new DomainError('VALIDATION_FAILED', `to (${input.to}) is before from (${input.from}).`);
    }
    const take = input.take ?? 50;
    const { cursor, ...filter } = input;
    const rows = await ctx.repos.reservations.list(principalOf(ctx).workspaceId, {
      ...filter,
      take: take + 1,
      after: cursor ? decodeCursor(cursor) : undefined,
    });
    const page = rows.slice(0, take);
    const last = page[page.length - 1];
    return { reservations: page, nextCursor: rows.length > take && last ? encodeCursor(last) : null };
  },
});
