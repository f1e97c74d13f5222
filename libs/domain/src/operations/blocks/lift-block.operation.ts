import { addDays, BLOCK_TYPES, BlockType, nightsBetween, objectSchema } from '@innkeep/contract';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError } from '../../errors/domain-error';
import { checkDateRange } from '../../services/date-range';
import { asked } from '../../services/event-drafts';
import { findUnitOrThrow } from '../../services/stay-rules';
import { IsCalendarDate } from '../../validation/is-date';
import { nightRangeText, quoted } from '../confirmation-wording';
import { inventoryKindOf } from './block-kind';

export class LiftBlockInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'The unit whose blocks to lift' })
  unitId: string;

  @IsCalendarDate('First night to free, YYYY-MM-DD')
  from: string;

  @IsCalendarDate('Last night to free, YYYY-MM-DD (inclusive)')
  to: string;

  @IsOptional()
  @IsIn(BLOCK_TYPES)
  @JSONSchema({ description: 'Only blocks of this type (default: both)' })
  type?: BlockType;
}

export const liftBlock = defineOperation({
  name: 'blocks.lift',
  summary: 'Lift blocks',
  description:
    'Frees the blocked nights of a unit between from and to (inclusive); a block reaching outside the range is shortened or split, so its other nights stay blocked. Answers how many blocked nights were lifted. CHANNEL blocks belong to the channel feed that made them and stay: a range holding only those answers 409 CHANNEL_OWNED. On MCP, lifting an OWNER block needs a separate confirmation.',
  access: 'pms:write',
  quota: 'write',
  input: LiftBlockInput,
  output: objectSchema({ lifted: { type: 'integer', description: 'Blocked nights freed (per block)' } }, ['lifted']),
  http: [{ method: 'DELETE', path: '/blocks', operationId: 'liftBlocks' }],
  mcp: {
    tool: 'calendar_unblock',
    example: { unitId: 'unit_123', from: '2030-08-01', to: '2030-08-03' },
    title: 'Lift blocks',
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  },
  cli: 'unblock',
  errors: ['NOT_FOUND', 'RANGE_TOO_LONG', 'CONFIRMATION_REQUIRED', 'CHANNEL_OWNED'],
  async confirmationQuestion(ctx, input) {
    if (input.type === 'MAINTENANCE') return null;
    const { workspaceId } = principalOf(ctx);
    const blocks = await ctx.repos.blocks.overlappingForUpdate(workspaceId, input.unitId, input.from, input.to);
    const owner = blocks.filter((block) => block.type === 'OWNER').sort((a, b) => a.from.localeCompare(b.from));
    if (owner.length === 0) return null;
    const unit = await ctx.repos.units.find(workspaceId, input.unitId);
    const nights = owner.map((block) => {
      const range = nightRangeText(block.from > input.from ? block.from : input.from, block.to < input.to ? block.to : input.to);
      return block.note ? `${range} (${quoted(block.note, 80)})` : range;
    });
    return (
      `Lift the owner block${owner.length > 1 ? 's' : ''} on ${unit ? `${unit.name} (${unit.propertyName})` : 'this unit'}, ${nights.join(' and ')}? ` +
      'Those nights return to sale at once: guests and channels can book them.'
    );
  },
  events: asked('block.lifted', (input) => ({ type: 'unit', id: String(input.unitId) })),
  async handle(ctx, input) {
    checkDateRange(input.from, input.to);
    const { workspaceId } = principalOf(ctx);
    await findUnitOrThrow(ctx.repos, workspaceId, input.unitId);
    const overlapping = await ctx.repos.blocks.overlappingForUpdate(workspaceId, input.unitId, input.from, input.to);
    const blocks = overlapping.filter((candidate) => candidate.type !== 'CHANNEL' && (!input.type || candidate.type === input.type));
    if (blocks.length === 0 && overlapping.some((candidate) => candidate.type === 'CHANNEL')) {
      throw new DomainError(
        'CHANNEL_OWNED',
        'These nights are blocked by a channel’s calendar feed: lift them on the channel, and the next synchronisation frees them here.',
      );
    }
    let lifted = 0;
    for (const block of blocks) {
      const start = block.from > input.from ? block.from : input.from;
      const end = block.to < input.to ? block.to : input.to;
      await ctx.repos.inventory.release(workspaceId, block.unitId, start, addDays(end, 1), inventoryKindOf(block.type), block.rooms);
      lifted += nightsBetween(start, end) + 1;
      const keepsBefore = block.from < start;
      const keepsAfter = block.to > end;
      if (!keepsBefore && !keepsAfter) await ctx.repos.blocks.delete(workspaceId, block.id);
      else if (keepsBefore) {
        await ctx.repos.blocks.resize(workspaceId, block.id, block.from, addDays(start, -1));
        if (keepsAfter) {
          await ctx.repos.blocks.insert(workspaceId, { ...block, from: addDays(end, 1), to: block.to, splitFrom: block.id });
        }
      } else await ctx.repos.blocks.resize(workspaceId, block.id, addDays(end, 1), block.to);
    }
    return { lifted };
  },
});
