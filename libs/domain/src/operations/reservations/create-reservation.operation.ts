import {
  CREATABLE_SOURCES,
  CREATABLE_STATUSES,
  createdReservationSchema,
  RESERVATION_SOURCES,
  ReservationSource,
  ReservationStatus,
  StayQuote,
  todayIn,
} from '@innkeep/contract';
import { ReservationView } from '@innkeep/contract';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError } from '../../errors/domain-error';
import { GuestInput } from '../../inputs/guest.input';
import { holdsRoom } from '../../model/reservation-rules';
import { oneLineAmounts } from '../../pricing/price-stay';
import { answered } from '../../services/event-drafts';
import { amountsOf, evaluateStay, refusalOf, StayEvaluation, violationView } from '../../services/stay-evaluation';
import {
  checkStayDates,
  findBookableStayOrThrow,
  findUnitOrThrow,
  holdStayOrThrow,
  nightlyStayAmounts,
  ratePlanFor,
  refuseArchived,
} from '../../services/stay-rules';
import { IsCurrencyCode } from '../../validation/currency-code';
import { IsCalendarDate } from '../../validation/is-date';
import { ToInteger } from '../../validation/transforms';
import { checkSiteStayLength, isSiteVisitor, SITE_STAY_RULES_SENTENCE, siteHoldFor } from './site-stay-rules';

export class CreateReservationInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'The unit to book' })
  unitId: string;

  @IsCalendarDate('Arrival day, YYYY-MM-DD: the first night of the stay')
  arrivalDate: string;

  @IsCalendarDate('Departure day, YYYY-MM-DD: its night is not part of the stay')
  departureDate: string;

  // Any source passes the shape check, so that a channel's answers SOURCE_NOT_ALLOWED; the schema lists what is accepted.
  @IsIn(RESERVATION_SOURCES)
  @JSONSchema((schema) => ({
    ...schema,
    enum: [...CREATABLE_SOURCES],
    description: 'MANUAL (typed in by staff) or DIRECT (booked by the guest with you); channel reservations arrive by synchronisation',
  }))
  source: ReservationSource;

  @IsOptional()
  @IsIn(CREATABLE_STATUSES)
  @JSONSchema({ description: 'INQUIRY (holds no room), PROVISIONAL or CONFIRMED (default)' })
  status?: ReservationStatus;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Rate plan to price the stay with (default: the unit’s default plan)' })
  ratePlanId?: string;

  // ValidateNested alone lets a missing guest and an array through.
  @IsObject()
  @ValidateNested()
  @Type(() => GuestInput)
  @JSONSchema({ description: 'The guest; stored as a guest record of the workspace' })
  guest: GuestInput;

  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(50)
  @JSONSchema({ description: 'Adults (default 1)' })
  adults?: number;

  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(0)
  @Max(50)
  @JSONSchema({ description: 'Children (default 0)' })
  children?: number;

  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  @JSONSchema({
    description:
      'Total in minor units, recorded as one MANUAL_TOTAL line (default: a DIRECT stay as the stay check quotes it, with fees and taxes; a MANUAL one at its nightly prices)',
  })
  totalAmountMinor?: number;

  @IsOptional()
  @IsCurrencyCode('ISO 4217 code (default: the property’s currency)')
  currency?: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  @JSONSchema({ description: 'Free notes for the team' })
  notes?: string;
}

export const createReservation = defineOperation({
  name: 'reservations.create',
  summary: 'Record a reservation',
  description:
    'Records a MANUAL or DIRECT reservation. A PROVISIONAL or CONFIRMED one holds a room on every night from arrival to the night before departure and never overbooks: when a night is full the answer is 409 NO_AVAILABILITY naming it. An archived unit, or a unit of an archived property, answers 409 ARCHIVED. A DIRECT one obeys the stay restrictions of its rate plan (409 RESTRICTION_VIOLATED naming the rule and the night; minimum and maximum nights are read on the arrival night); a MANUAL one skips them. The total of a MANUAL stay defaults to the sum of the nightly prices; a DIRECT stay is priced as the stay check quotes it (each night’s price with the listing’s weekend price, the weekly or monthly discount, the unit’s cleaning and extra-guest fees, the property’s fees and taxes) and, without a totalAmountMinor, the answer shows that quote (`quote`). Every reservation carries `amounts`: its lines (NIGHT, DISCOUNT, FEE, TAX) and totals; a total sent is one MANUAL_TOTAL line. A DIRECT refusal (NO_AVAILABILITY, RESTRICTION_VIOLATED) also lists every rule the stay breaks (`violations`, as the stay check names them).' +
    ` ${SITE_STAY_RULES_SENTENCE}` +
    ' Send an Idempotency-Key to retry safely.',
  access: 'pms:write',
  quota: 'write',
  input: CreateReservationInput,
  output: createdReservationSchema,
  successStatus: 201,
  // Its statements' generic plans are as good as fresh ones (persistence's generic-plans test).
  genericPlans: true,
  http: [{ method: 'POST', path: '/reservations', operationId: 'createReservation' }],
  mcp: {
    tool: 'reservation_create',
    example: {
      unitId: 'unit_123',
      arrivalDate: '2030-07-04',
      departureDate: '2030-07-08',
      source: 'DIRECT',
      guest: { firstName: 'Ana', lastName: 'Sousa', email: 'ana@example.com' },
    },
    title: 'Record a reservation',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  },
  cli: 'bookings:create',
  errors: [
    'SOURCE_NOT_ALLOWED',
    'NO_AVAILABILITY',
    'RESTRICTION_VIOLATED',
    'ARCHIVED',
    'NOT_FOUND',
    'RANGE_TOO_LONG',
    'STAY_TOO_LONG',
    'TOO_MANY_HOLDS',
    'IDEMPOTENCY_KEY_REUSED',
    'IDEMPOTENCY_KEY_IN_USE',
  ],
  // The event carries the reservation; the quote is the answer's alone.
  events: (answer: ReservationView & { quote?: StayQuote }) => {
    const reservation = { ...answer };
    delete reservation.quote;
    return answered('reservation.created', 'reservation')(reservation);
  },
  async handle(ctx, input): Promise<ReservationView & { quote?: StayQuote }> {
    if (!(CREATABLE_SOURCES as readonly string[]).includes(input.source)) {
      throw new DomainError('SOURCE_NOT_ALLOWED', `Reservations from ${input.source} arrive by synchronisation; create MANUAL or DIRECT ones.`, {
        allowed: [...CREATABLE_SOURCES],
      });
    }
    checkStayDates(input.arrivalDate, input.departureDate);
    const principal = principalOf(ctx);
    const { workspaceId } = principal;
    const visitor = isSiteVisitor(principal);
    if (visitor) checkSiteStayLength(input.arrivalDate, input.departureDate);
    // A DIRECT stay obeys the stay rules: the unit is read with the stay's facts, in one round trip.
    const bookable =
      input.source === 'DIRECT'
        ? await findBookableStayOrThrow(ctx.repos, workspaceId, input.unitId, input.ratePlanId, input.arrivalDate, input.departureDate)
        : undefined;
    const unit = bookable?.unit ?? (await findUnitOrThrow(ctx.repos, workspaceId, input.unitId));
    refuseArchived(unit);
    // A guest books ahead; stays already begun or past are typed in by staff as MANUAL.
    const today = todayIn(unit.timezone, ctx.now());
    if (input.source === 'DIRECT' && input.arrivalDate < today) {
      throw new DomainError('VALIDATION_FAILED', `A DIRECT stay cannot arrive before today (${today} where the property is); record past stays as MANUAL.`);
    }
    const currency = input.currency ?? unit.currency;
    if (currency !== unit.currency && input.totalAmountMinor === undefined) {
      throw new DomainError('VALIDATION_FAILED', `Prices of this unit are in ${unit.currency}; send totalAmountMinor with another currency.`);
    }
    const ratePlanId = await ratePlanFor(ctx.repos, workspaceId, unit, input.ratePlanId);
    // Guests booking direct obey the stay restrictions; staff typing in a MANUAL booking may override them.
    let evaluation: StayEvaluation | undefined;
    if (input.source === 'DIRECT') {
      // The stay check's own rules; free rooms are left to the hold below, which decides under lock.
      evaluation = await evaluateStay(
        ctx.repos,
        workspaceId,
        unit,
        {
          arrivalDate: input.arrivalDate,
          departureDate: input.departureDate,
          adults: input.adults ?? 1,
          children: input.children ?? 0,
          ratePlanId,
          now: ctx.now(),
        },
        bookable?.facts,
      );
      const refused = evaluation.violations.find((violation) => violation.rule !== 'NO_AVAILABILITY');
      if (refused) throw refusalOf(refused, evaluation.violations);
      // A night full as last committed is refused as it is read, without queueing for its rows'
      // locks: only a stay that looked free is held (and decided) under lock.
      const full = evaluation.violations.find((violation) => violation.rule === 'NO_AVAILABILITY');
      if (full)
        throw new DomainError('NO_AVAILABILITY', full.msg, { unitId: unit.unitId, night: full.date, violations: evaluation.violations.map(violationView) });
    }
    const status = input.status ?? 'CONFIRMED';
    // Priced before the hold, so the nights stay locked for as little as possible: a total given is
    // one line, a DIRECT stay is priced as the stay check quotes it (and the answer shows the quote),
    // a MANUAL one by its nightly prices.
    const quote = input.totalAmountMinor === undefined ? evaluation?.quote : undefined;
    const amounts =
      input.totalAmountMinor !== undefined
        ? oneLineAmounts('MANUAL_TOTAL', input.totalAmountMinor)
        : quote
          ? amountsOf(quote)
          : await nightlyStayAmounts(ctx.repos, workspaceId, ratePlanId, input.arrivalDate, input.departureDate);
    const totalAmountMinor = amounts.totalMinor;
    // A website visitor's caps are counted under the property's lock, before the nights are held.
    const siteHold =
      visitor && holdsRoom(status) ? await siteHoldFor(ctx.repos, principal, unit.propertyId, today, ctx.now(), status === 'PROVISIONAL') : undefined;
    if (holdsRoom(status)) {
      try {
        await holdStayOrThrow(ctx.repos, workspaceId, unit, input.arrivalDate, input.departureDate);
      } catch (error) {
        if (!evaluation || !(error instanceof DomainError) || error.code !== 'NO_AVAILABILITY') throw error;
        // Taken since it was read: a DIRECT refusal lists the night as the stay check does.
        throw new DomainError('NO_AVAILABILITY', error.message, {
          ...error.details,
          violations: [{ rule: 'NO_AVAILABILITY', date: error.details.night, msg: error.message }],
        });
      }
    }
    const reservation = await ctx.repos.reservations.create(
      workspaceId,
      {
        unitId: unit.unitId,
        propertyId: unit.propertyId,
        ratePlanId,
        status,
        source: input.source,
        arrivalDate: input.arrivalDate,
        departureDate: input.departureDate,
        adults: input.adults ?? 1,
        children: input.children ?? 0,
        totalAmountMinor,
        amounts,
        currency,
        notes: input.notes ?? null,
        isOverbooking: false,
        ...(siteHold ? { siteHold } : {}),
      },
      // A website visitor is anonymous: what they type never lands on, or adopts, a known guest.
      visitor ? { ...input.guest, selfDeclared: true } : input.guest,
    );
    return quote ? { ...reservation, quote } : reservation;
  },
});
