import { propertyDetailSchema } from '@innkeep/contract';
import { IsOptional } from 'class-validator';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { AddressInput, PROPERTY_FIELD, SettablePropertyStatus } from '../../inputs/property-fields.input';
import { answered } from '../../services/event-drafts';
import { CREATE } from '../annotations';
import { addressOf } from './property-address';

export class CreatePropertyInput {
  @PROPERTY_FIELD.name()
  name: string;

  @PROPERTY_FIELD.currency()
  currency: string;

  @PROPERTY_FIELD.timezone()
  timezone: string;

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
  @PROPERTY_FIELD.checkInTime(' (default 15:00)')
  checkInTime?: string;

  @IsOptional()
  @PROPERTY_FIELD.checkOutTime(' (default 11:00)')
  checkOutTime?: string;

  @IsOptional()
  @PROPERTY_FIELD.status(' (default ACTIVE)')
  status?: SettablePropertyStatus;
}

export const createProperty = defineOperation({
  name: 'properties.create',
  summary: 'Create a property',
  description:
    'Creates a property with its name, currency and time zone, and optionally its address, check-in and check-out times (default 15:00 and 11:00) and status (default ACTIVE). Add its units with POST /units. Send an Idempotency-Key to retry safely.',
  access: 'pms:write',
  quota: 'write',
  input: CreatePropertyInput,
  output: propertyDetailSchema,
  successStatus: 201,
  http: [{ method: 'POST', path: '/properties', operationId: 'createProperty' }],
  mcp: {
    tool: 'properties_create',
    example: { name: 'Casa Azul', currency: 'EUR', timezone: 'Europe/Lisbon', city: 'Lisbon' },
    title: 'Create a property',
    annotations: CREATE,
  },
  cli: 'properties:create',
  errors: ['IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  events: answered('property.created', 'property'),
  async handle(ctx, input) {
    return ctx.repos.properties.create(principalOf(ctx).workspaceId, {
      name: input.name,
      status: input.status ?? 'ACTIVE',
      currency: input.currency,
      timezone: input.timezone,
      checkInTime: input.checkInTime ?? '15:00',
      checkOutTime: input.checkOutTime ?? '11:00',
      address: { line1: null, line2: null, postalCode: null, city: null, region: null, country: null, ...addressOf(input) },
    });
  },
});
