import { FeesAndTaxes, feesAndTaxesSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { PropertyIdInput } from '../../inputs/property-id.input';
import { READ_ONLY, SETTINGS_WRITE } from '../annotations';
import { feesAndTaxesOf, SetFeesAndTaxesInput } from './fees-and-taxes.input';

const HOW_THEY_PRICE =
  'Quotes (the stay check, the website, a DIRECT booking’s default total) add them after the nights and the weekly or monthly discount: fees PER_STAY, PER_NIGHT, PER_GUEST_PER_NIGHT (adults and children) or PERCENT_OF_ACCOMMODATION (of the nights less the discount), after the unit’s own cleaning and extra-guest fees; then taxes, a PERCENT of ACCOMMODATION or ACCOMMODATION_AND_FEES, PER_GUEST_PER_NIGHT (children exempt and a cap on nights if set) or PER_STAY. An inclusive tax is already inside the prices: it is shown as a line (base × p / (100 + p)) and not added. Each line is rounded half-up on its own; totals are sums of lines. Bookings already made keep their price.';

export class GetFeesAndTaxesInput extends PropertyIdInput {}

export const getFeesAndTaxes = defineOperation({
  name: 'properties.getFeesAndTaxes',
  summary: 'Get fees and taxes',
  description: `The fees and taxes of a property, as every quote of its units adds them. ${HOW_THEY_PRICE}`,
  access: 'pms:read',
  quota: 'read',
  input: GetFeesAndTaxesInput,
  output: feesAndTaxesSchema,
  http: [{ method: 'GET', path: '/properties/:propertyId/fees-and-taxes', operationId: 'getPropertyFeesAndTaxes' }],
  mcp: { tool: 'fees_and_taxes_get', title: 'Get fees and taxes', annotations: READ_ONLY, example: { propertyId: 'prop_123' } },
  cli: 'fees-and-taxes',
  errors: ['NOT_FOUND'],
  async handle(ctx, input): Promise<FeesAndTaxes> {
    const feesAndTaxes = await ctx.repos.properties.feesAndTaxes(principalOf(ctx).workspaceId, input.propertyId);
    if (!feesAndTaxes) throw notFound('Property');
    return feesAndTaxes;
  },
});

export const setFeesAndTaxes = defineOperation({
  name: 'properties.setFeesAndTaxes',
  summary: 'Set fees and taxes',
  description: `Replaces the fees and taxes of a property (send both lists; an empty list removes them all). Each kind takes its one figure: a percent for PERCENT_OF_ACCOMMODATION fees and PERCENT taxes, amountMinor for the others (400 VALIDATION_FAILED naming the field otherwise); codes are unique within fees and within taxes. ${HOW_THEY_PRICE}`,
  access: 'pms:write',
  quota: 'write',
  input: SetFeesAndTaxesInput,
  output: feesAndTaxesSchema,
  http: [{ method: 'PUT', path: '/properties/:propertyId/fees-and-taxes', operationId: 'setPropertyFeesAndTaxes' }],
  mcp: {
    tool: 'fees_and_taxes_set',
    title: 'Set fees and taxes',
    annotations: SETTINGS_WRITE,
    example: {
      propertyId: 'prop_123',
      fees: [{ code: 'SERVICE', label: 'Service', kind: 'PER_STAY', amountMinor: 2500 }],
      taxes: [{ code: 'VAT', label: 'VAT', kind: 'PERCENT', percent: 10, base: 'ACCOMMODATION_AND_FEES', inclusive: false }],
    },
  },
  cli: 'fees-and-taxes:set',
  errors: ['NOT_FOUND'],
  events: (answer, input) => [
    { type: 'settings.updated', resource: { type: 'property', id: input.propertyId }, data: { propertyId: input.propertyId, feesAndTaxes: answer } },
  ],
  async handle(ctx, input): Promise<FeesAndTaxes> {
    const saved = await ctx.repos.properties.setFeesAndTaxes(principalOf(ctx).workspaceId, input.propertyId, feesAndTaxesOf(input));
    if (!saved) throw notFound('Property');
    return saved;
  },
});
