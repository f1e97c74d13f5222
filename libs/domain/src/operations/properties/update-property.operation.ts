import { propertyDetailSchema } from '@innkeep/contract';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError, notFound } from '../../errors/domain-error';
import { AddressInput, PROPERTY_FIELD, SettablePropertyStatus } from '../../inputs/property-fields.input';
import { PropertyIdInput } from '../../inputs/property-id.input';
import { PropertyPatch } from '../../ports/properties';
import { answered } from '../../services/event-drafts';
import { RECORD_UPDATE } from '../annotations';
import { addressOf } from './property-address';

/** When a reservation's money is due: part at booking, the rest some days before arrival. */
export class PaymentScheduleInput {
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100)
  @JSONSchema({ description: 'Percent of the total due at booking, 0 to 100 (default 30)' })
  depositPercent?: number;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(365)
  @JSONSchema({ description: 'The rest is due this many days before arrival, 0 to 365 (default 14)' })
  balanceDueDaysBeforeArrival?: number;
}

export class UpdatePropertyInput extends PropertyIdInput {
  @IsOptional()
  @PROPERTY_FIELD.name()
  name?: string;

  @IsOptional()
  @PROPERTY_FIELD.currency()
  currency?: string;

  @IsOptional()
  @PROPERTY_FIELD.timezone()
  timezone?: string;

  @IsOptional()
  @PROPERTY_FIELD.city()
  city?: string;

  @IsOptional()
  @PROPERTY_FIELD.country()
  country?: string;

  @IsOptional()
  @PROPERTY_FIELD.address()
  address?: AddressInput;

  @IsOptional()
  @PROPERTY_FIELD.checkInTime('')
  checkInTime?: string;

  @IsOptional()
  @PROPERTY_FIELD.checkOutTime('')
  checkOutTime?: string;

  @IsOptional()
  @PROPERTY_FIELD.status('; an archived property set to either is in use again')
  status?: SettablePropertyStatus;

  @IsOptional()
  @ValidateNested()
  @Type(() => PaymentScheduleInput)
  @JSONSchema({
    description:
      'The payment schedule every reservation of the property carries: the deposit at booking and when the balance is due; fields left out keep their value',
  })
  paymentSchedule?: PaymentScheduleInput;
}

export const updateProperty = defineOperation({
  name: 'properties.update',
  summary: 'Change a property',
  description:
    'Changes the fields sent (name, currency, time zone, city, country, address, check-in and check-out times, status, payment schedule); the others keep their value. `address` replaces the whole address; `paymentSchedule` changes the fields it names (`depositPercent` due at booking, the rest `balanceDueDaysBeforeArrival` days before arrival). Setting the status of an archived property brings it back into use.',
  access: 'pms:write',
  quota: 'write',
  input: UpdatePropertyInput,
  output: propertyDetailSchema,
  http: [{ method: 'PATCH', path: '/properties/:propertyId', operationId: 'updateProperty' }],
  needsSomeField: true,
  mcp: { tool: 'properties_update', example: { propertyId: 'prop_123', checkInTime: '15:00' }, title: 'Change a property', annotations: RECORD_UPDATE },
  cli: 'properties:update',
  errors: ['NOT_FOUND'],
  events: answered('property.updated', 'property'),
  async handle(ctx, input) {
    const { propertyId, city, country, address, paymentSchedule, ...fields } = input;
    const patch: PropertyPatch = { ...fields };
    if (paymentSchedule && Object.values(paymentSchedule).some((value) => value !== undefined)) patch.paymentSchedule = { ...paymentSchedule };
    const changedAddress = addressOf({ city, country, address });
    if (Object.keys(changedAddress).length > 0) patch.address = changedAddress;
    if (Object.keys(patch).length === 0) {
      throw new DomainError('VALIDATION_FAILED', 'Name at least one field to change.');
    }
    const property = await ctx.repos.properties.update(principalOf(ctx).workspaceId, propertyId, patch);
    if (!property) throw notFound('Property');
    return property;
  },
});
