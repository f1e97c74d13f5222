import { addDays, BLOCK_TYPES, blockSchema, BlockType } from '@innkeep/contract';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError } from '../../errors/domain-error';
import { checkDateRange } from '../../services/date-range';
import { answered } from '../../services/event-drafts';
import { findUnitOrThrow } from '../../services/stay-rules';
import { IsCalendarDate } from '../../validation/is-date';
import { ToInteger } from '../../validation/transforms';
import { inventoryKindOf } from './block-kind';

export class CreateBlockInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'The unit to block' })
  unitId: string;

  @IsCalendarDate('First blocked night, YYYY-MM-DD')
  from: string;

  @IsCalendarDate('Last blocked night, YYYY-MM-DD (inclusive)')
  to: string;

  @IsIn(BLOCK_TYPES)
  @JSONSchema({ description: 'OWNER (own use) or MAINTENANCE' })
  type: BlockType;

  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(1000)
  @JSONSchema({ description: 'Rooms to block on each night (default: all rooms of the unit)' })
  rooms?: number;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  @JSONSchema({ description: 'Why, for the team' })
  note?: string;
}

export const createBlock = defineOperation({
  name: 'blocks.create',
  summary: 'Block nights',
  description:
    'Takes rooms of a unit out of sale on the nights from–to (inclusive), for own use (OWNER) or MAINTENANCE. The rooms must be free on every night: otherwise 409 NO_AVAILABILITY names the first night that is not, and nothing changes.',
  access: 'pms:write',
  quota: 'write',
  input: CreateBlockInput,
  output: blockSchema,
  successStatus: 201,
  http: [{ method: 'POST', path: '/blocks', operationId: 'createBlock' }],
  mcp: {
    tool: 'calendar_block',
    example: { unitId: 'unit_123', from: '2030-08-01', to: '2030-08-03', type: 'OWNER', note: 'Family visit' },
    title: 'Block nights',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  },
  cli: 'block',
  errors: ['NOT_FOUND', 'NO_AVAILABILITY', 'RANGE_TOO_LONG'],
  events: answered('block.created', 'block'),
  async handle(ctx, input) {
    checkDateRange(input.from, input.to);
    const { workspaceId } = principalOf(ctx);
    const unit = await findUnitOrThrow(ctx.repos, workspaceId, input.unitId);
    const rooms = input.rooms ?? unit.rooms;
    if (rooms > unit.rooms) {
      throw new DomainError('VALIDATION_FAILED', `The unit has ${unit.rooms} room(s); cannot block ${rooms}.`);
    }
    const full = await ctx.repos.inventory.hold(workspaceId, unit.unitId, input.from, addDays(input.to, 1), inventoryKindOf(input.type), rooms);
    if (full) {
      throw new DomainError('NO_AVAILABILITY', `${rooms} room(s) are not free on ${full}.`, { unitId: unit.unitId, night: full });
    }
    return ctx.repos.blocks.insert(workspaceId, {
      unitId: unit.unitId,
      type: input.type,
      from: input.from,
      to: input.to,
      rooms,
      note: input.note ?? null,
    });
  },
});
