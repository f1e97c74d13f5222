import { updatedSchema } from '@innkeep/contract';

import { defineOperation } from '../../catalogue/operation';
import { asked, rateTargetOf } from '../../services/event-drafts';
import { writeRateNights } from './rate-write';
import { RestrictionFieldsInput } from './restriction-fields';

export class SetRestrictionsInput extends RestrictionFieldsInput {}

export const setRestrictions = defineOperation({
  name: 'restrictions.set',
  summary: 'Set stay restrictions',
  description:
    'Sets minimum and maximum nights, closed to arrival, closed to departure and stop sell on every night from–to (inclusive), optionally only on some weekdays. Restrictions apply to DIRECT reservations; MANUAL ones by staff skip them.',
  access: 'pms:write',
  quota: 'write',
  input: SetRestrictionsInput,
  output: updatedSchema,
  http: [{ method: 'PUT', path: '/restrictions', operationId: 'setRestrictions' }],
  mcp: {
    tool: 'restrictions_set',
    example: { unitId: 'unit_123', from: '2030-07-01', to: '2030-08-31', minNights: 3 },
    title: 'Set restrictions',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  cli: 'restrictions:set',
  errors: ['NOT_FOUND', 'RANGE_TOO_LONG'],
  events: asked('restrictions.updated', rateTargetOf),
  handle: writeRateNights,
});
