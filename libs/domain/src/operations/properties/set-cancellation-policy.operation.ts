import { CANCELLATION_POLICIES, CancellationPolicy, objectSchema, propagationSchema, propertyDetailSchema } from '@innkeep/contract';
import { IsIn } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { PropertyIdInput } from '../../inputs/property-id.input';
import { settingsChanged } from '../../services/event-drafts';
import { propagationFor } from '../../services/propagation';
import { SETTINGS_WRITE } from '../annotations';

export class SetCancellationPolicyInput extends PropertyIdInput {
  @IsIn(CANCELLATION_POLICIES)
  @JSONSchema({ description: 'The cancellation policy guests book under' })
  policy: CancellationPolicy;
}

export const setCancellationPolicy = defineOperation({
  name: 'properties.setCancellationPolicy',
  summary: 'Set the cancellation policy',
  description:
    'Sets the cancellation policy of a property and propagates it to connected channels; `propagation` says, per channel, whether it was queued for synchronisation or must be changed by hand.',
  access: 'pms:write',
  quota: 'write',
  input: SetCancellationPolicyInput,
  output: objectSchema({ property: propertyDetailSchema, propagation: propagationSchema }, ['property', 'propagation']),
  http: [{ method: 'PUT', path: '/properties/:propertyId/cancellation-policy', operationId: 'setCancellationPolicy' }],
  mcp: {
    tool: 'properties_set_cancellation_policy',
    example: { propertyId: 'prop_123', policy: 'MODERATE' },
    title: 'Set cancellation policy',
    annotations: SETTINGS_WRITE,
  },
  cli: 'properties:set-cancellation-policy',
  errors: ['NOT_FOUND'],
  events: settingsChanged('property'),
  async handle(ctx, input) {
    const result = await ctx.repos.properties.updateSettings(principalOf(ctx).workspaceId, input.propertyId, {
      setting: 'cancellationPolicy',
      patch: { cancellationPolicy: input.policy },
      propagation: propagationFor('cancellationPolicy'),
    });
    if (!result) throw notFound('Property');
    return result;
  },
});
