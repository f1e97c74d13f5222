import { objectSchema, propagationSchema, propertyDetailSchema } from '@innkeep/contract';
import { IsBoolean, IsOptional, Matches, ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError, notFound } from '../../errors/domain-error';
import { HH_MM } from '../../inputs/property-fields.input';
import { PropertyIdInput } from '../../inputs/property-id.input';
import { settingsChanged } from '../../services/event-drafts';
import { propagationFor } from '../../services/propagation';
import { ToBoolean } from '../../validation/transforms';
import { SETTINGS_WRITE } from '../annotations';

export class SetBookingSettingsInput extends PropertyIdInput {
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  @JSONSchema({ description: 'Guests book without the host accepting first' })
  instantBooking?: boolean;

  @ValidateIf((_, value) => value !== undefined && value !== null)
  @Matches(HH_MM, { message: 'arrivalTimeFrom must be a time HH:MM' })
  @JSONSchema({ description: 'Earliest arrival, HH:MM local time; null clears it', type: ['string', 'null'] })
  arrivalTimeFrom?: string | null;

  @ValidateIf((_, value) => value !== undefined && value !== null)
  @Matches(HH_MM, { message: 'arrivalTimeTo must be a time HH:MM' })
  @JSONSchema({ description: 'Latest arrival, HH:MM local time; null clears it', type: ['string', 'null'] })
  arrivalTimeTo?: string | null;
}

export const setBookingSettings = defineOperation({
  name: 'properties.setBookingSettings',
  summary: 'Set booking settings',
  description:
    'Sets instant booking and the arrival time window of a property; fields left out keep their value. Propagated to connected channels as `propagation` says.',
  access: 'pms:write',
  quota: 'write',
  input: SetBookingSettingsInput,
  output: objectSchema({ property: propertyDetailSchema, propagation: propagationSchema }, ['property', 'propagation']),
  http: [{ method: 'PUT', path: '/properties/:propertyId/booking-settings', operationId: 'setBookingSettings' }],
  needsSomeField: true,
  mcp: {
    tool: 'properties_set_booking_settings',
    example: { propertyId: 'prop_123', instantBooking: true, arrivalTimeFrom: '15:00' },
    title: 'Set booking settings',
    annotations: SETTINGS_WRITE,
  },
  cli: 'properties:set-booking-settings',
  errors: ['NOT_FOUND'],
  events: settingsChanged('property'),
  async handle(ctx, input) {
    const { propertyId, ...patch } = input;
    if (Object.keys(patch).length === 0) {
      throw new DomainError('VALIDATION_FAILED', 'Name at least one of instantBooking, arrivalTimeFrom, arrivalTimeTo.');
    }
    const { workspaceId } = principalOf(ctx);
    const current = await ctx.repos.properties.findDetail(workspaceId, propertyId);
    if (!current) throw notFound('Property');
    const from = patch.arrivalTimeFrom !== undefined ? patch.arrivalTimeFrom : current.bookingSettings.arrivalTimeFrom;
    const to = patch.arrivalTimeTo !== undefined ? patch.arrivalTimeTo : current.bookingSettings.arrivalTimeTo;
    if (from && to && from > to) {
      throw new DomainError('VALIDATION_FAILED', `arrivalTimeFrom ${from} is after arrivalTimeTo ${to}.`);
    }
    const result = await ctx.repos.properties.updateSettings(workspaceId, propertyId, {
      setting: 'bookingSettings',
      patch,
      propagation: propagationFor('bookingSettings'),
    });
    if (!result) throw notFound('Property');
    return result;
  },
});
