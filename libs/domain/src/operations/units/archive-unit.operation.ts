import { unitSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { UnitIdInput } from '../../inputs/unit-id.input';
import { answered } from '../../services/event-drafts';
import { ARCHIVE } from '../annotations';

export class ArchiveUnitInput extends UnitIdInput {}

export const archiveUnit = defineOperation({
  name: 'units.archive',
  summary: 'Archive a unit',
  description:
    'Archives a unit (`archivedAt` is set): it leaves the unit lists (unless `includeArchived=true`) and availability, and takes no new reservations (409 ARCHIVED). Its reservations, rates and history stay; archiving it again changes nothing.',
  access: 'pms:write',
  quota: 'write',
  input: ArchiveUnitInput,
  output: unitSchema,
  http: [{ method: 'POST', path: '/units/:unitId/archive', operationId: 'archiveUnit' }],
  mcp: { tool: 'units_archive', example: { unitId: 'unit_123' }, title: 'Archive a unit', annotations: ARCHIVE },
  cli: 'units:archive',
  errors: ['NOT_FOUND'],
  events: answered('unit.archived', 'unit'),
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    const unit = await ctx.repos.units.find(workspaceId, input.unitId);
    if (!unit) throw notFound('Unit');
    if (unit.archivedAt !== null) return unit;
    const archived = await ctx.repos.units.update(workspaceId, input.unitId, { archivedAt: ctx.now() });
    if (!archived) throw notFound('Unit');
    return archived;
  },
});
