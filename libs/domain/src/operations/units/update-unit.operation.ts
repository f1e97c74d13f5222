import { unitSchema } from '@innkeep/contract';
import { IsOptional } from 'class-validator';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError, notFound } from '../../errors/domain-error';
import { UNIT_FIELD } from '../../inputs/unit-fields.input';
import { UnitIdInput } from '../../inputs/unit-id.input';
import { NightInUse } from '../../ports/units';
import { answered } from '../../services/event-drafts';
import { localDateTime } from '../../time/local-time';
import { RECORD_UPDATE } from '../annotations';

export class UpdateUnitInput extends UnitIdInput {
  @IsOptional()
  @UNIT_FIELD.name()
  name?: string;

  @IsOptional()
  @UNIT_FIELD.countOfRooms('; applies to every night from today on')
  countOfRooms?: number;

  @IsOptional()
  @UNIT_FIELD.maxOccupancy()
  maxOccupancy?: number;
}

function roomsInUse(countOfRooms: number, nights: NightInUse[]): DomainError {
  const most = Math.max(...nights.map((night) => night.roomsHeld));
  const named = nights
    .slice(0, 3)
    .map((night) => `${night.date} (${night.roomsHeld})`)
    .join(', ');
  const more = nights.length > 3 ? ` and ${nights.length - 3} more` : '';
  return new DomainError(
    'ROOMS_IN_USE',
    `Reservations and blocks hold more than ${countOfRooms} ${countOfRooms === 1 ? 'room' : 'rooms'} on ${nights.length === 1 ? 'the night' : 'the nights'} ${named}${more}: keep at least ${most} rooms, or cancel, move or unblock first. Nothing was changed.`,
    { countOfRooms, minimumRooms: most, nights },
  );
}

export const updateUnit = defineOperation({
  name: 'units.update',
  summary: 'Change a unit',
  description:
    'Changes the name, room count or occupancy of a unit; fields left out keep their value. A new room count applies to every night from today (in the property’s time zone) on, in the same transaction; a count below the rooms reservations and blocks already hold on some night answers 409 ROOMS_IN_USE naming those nights, and changes nothing. Past nights keep their count. Prices are changed on the rate plans (PATCH /rate-plans/{ratePlanId}).',
  access: 'pms:write',
  quota: 'write',
  input: UpdateUnitInput,
  output: unitSchema,
  http: [{ method: 'PATCH', path: '/units/:unitId', operationId: 'updateUnit' }],
  needsSomeField: true,
  mcp: { tool: 'units_update', example: { unitId: 'unit_123', maxOccupancy: 4 }, title: 'Change a unit', annotations: RECORD_UPDATE },
  cli: 'units:update',
  errors: ['NOT_FOUND', 'ROOMS_IN_USE'],
  events: answered('unit.updated', 'unit'),
  async handle(ctx, input) {
    const { unitId, countOfRooms, ...patch } = input;
    if (countOfRooms === undefined && Object.keys(patch).length === 0) {
      throw new DomainError('VALIDATION_FAILED', 'Name at least one of name, countOfRooms, maxOccupancy.');
    }
    const { workspaceId } = principalOf(ctx);
    const unit = await ctx.repos.inventory.findBookableUnit(workspaceId, unitId);
    if (!unit) throw notFound('Unit');
    if (countOfRooms !== undefined) {
      const today = localDateTime(ctx.now(), unit.timezone).slice(0, 10);
      const result = await ctx.repos.units.setRoomCount(workspaceId, unitId, countOfRooms, today);
      if (!result) throw notFound('Unit');
      if (result.inUse.length > 0) throw roomsInUse(countOfRooms, result.inUse);
    }
    const view = Object.keys(patch).length > 0 ? await ctx.repos.units.update(workspaceId, unitId, patch) : await ctx.repos.units.find(workspaceId, unitId);
    if (!view) throw notFound('Unit');
    return view;
  },
});
