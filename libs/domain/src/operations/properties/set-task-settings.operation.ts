import { PropertyDetail, propertyDetailSchema } from '@innkeep/contract';
import { ArrayMaxSize, IsArray, IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { PropertyIdInput } from '../../inputs/property-id.input';
import { MAX_CHECKLIST_ITEMS } from '../../inputs/task-fields.input';
import { checkAssignee } from '../../services/task-assignee';
import { ToBoolean } from '../../validation/transforms';
import { RECORD_UPDATE } from '../annotations';

export class SetTaskSettingsInput extends PropertyIdInput {
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  @JSONSchema({
    description: 'Each departure of a stay holding a room makes a CLEANING task (turning it on also makes those of the stays departing from today on)',
  })
  autoCleaning?: boolean;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CHECKLIST_ITEMS)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(200, { each: true })
  @JSONSchema({ description: 'The steps each new automatic cleaning’s checklist starts with: ["Change the towels", "Empty the bins"]' })
  checklist?: string[];

  @ValidateIf((_, value) => value !== undefined && value !== null)
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ type: ['string', 'null'], description: 'The member new automatic cleanings are assigned to (a user id); null: nobody' })
  defaultAssigneeUserId?: string | null;
}

export const setTaskSettings = defineOperation({
  name: 'properties.setTaskSettings',
  summary: 'Set housekeeping settings',
  description:
    'Sets the housekeeping of a property: whether each departure of a stay holding a room makes a CLEANING task by itself (`autoCleaning`, off until turned on), the checklist each such cleaning starts with, and who it is assigned to (a member of the workspace); fields left out keep their value. Turning automatic cleaning on also makes the cleanings of the stays departing from today on. Automatic cleanings follow their stay: moved with it, cancelled with it unless DONE, due by the check-in time when another stay arrives that day.',
  access: 'pms:write',
  quota: 'write',
  input: SetTaskSettingsInput,
  output: propertyDetailSchema,
  http: [{ method: 'PUT', path: '/properties/:propertyId/task-settings', operationId: 'setPropertyTaskSettings' }],
  mcp: {
    tool: 'properties_set_task_settings',
    title: 'Set housekeeping settings',
    annotations: RECORD_UPDATE,
    example: { propertyId: 'prop_123', autoCleaning: true, checklist: ['Change the towels', 'Empty the bins'] },
  },
  cli: 'properties:set-task-settings',
  errors: ['NOT_FOUND'],
  events: (answer: PropertyDetail) => [{ type: 'settings.updated', resource: { type: 'property', id: answer.id }, data: { property: answer } }],
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    await checkAssignee(ctx.repos, workspaceId, input.defaultAssigneeUserId, 'defaultAssigneeUserId');
    const property = await ctx.repos.properties.setTaskSettings(workspaceId, input.propertyId, {
      autoCleaning: input.autoCleaning,
      checklist: input.checklist?.map((label) => label.trim()),
      defaultAssigneeUserId: input.defaultAssigneeUserId,
    });
    if (!property) throw notFound('Property');
    return property;
  },
});
