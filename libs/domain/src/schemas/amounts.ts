import { AMOUNT_LINE_KINDS, FEE_KINDS, JsonSchema, TAX_BASES, TAX_KINDS } from '@innkeep/contract';
import { arrayOf, dateString, objectSchema } from './json-schema';

const str = { type: 'string' };
const int = { type: 'integer' };

export const amountLineSchema = objectSchema(
  {
    kind: { enum: [...AMOUNT_LINE_KINDS] },
    code: { ...str, description: 'NIGHT, WEEKLY_DISCOUNT, MONTHLY_DISCOUNT, CLEANING, EXTRA_GUEST, MANUAL_TOTAL, CHANNEL_TOTAL, or the code of a property’s fee or tax' },
    label: str,
    quantity: int,
    unitAmountMinor: int,
    amountMinor: { ...int, description: 'Rounded half-up on its own; negative for a discount' },
    date: { ...dateString, description: 'The night a NIGHT line prices' },
    inclusive: { type: 'boolean', description: 'A tax already inside the prices: shown, not added to any total' },
  },
  ['kind', 'code', 'label', 'quantity', 'unitAmountMinor', 'amountMinor'],
);

/** The totals of a price and its lines: totals are sums of lines. */
export const amountsProperties: Record<string, JsonSchema> = {
  accommodationMinor: { ...int, description: 'The nights' },
  discountMinor: { ...int, description: 'The weekly (7+ nights) or monthly (28+) discount, as a positive amount' },
  feesMinor: { ...int, description: 'The unit’s cleaning and extra-guest fees and the property’s fees' },
  taxesMinor: { ...int, description: 'Exclusive taxes (inclusive ones are inside the prices)' },
  totalMinor: { ...int, description: 'accommodation − discount + fees + taxes' },
  lines: arrayOf(amountLineSchema),
};

export const amountsSchema = objectSchema(amountsProperties, ['accommodationMinor', 'discountMinor', 'feesMinor', 'taxesMinor', 'totalMinor', 'lines']);

const code = { type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,39}$' };

export const propertyFeeSchema = objectSchema(
  {
    code,
    label: str,
    kind: { enum: [...FEE_KINDS] },
    amountMinor: { ...int, description: 'PER_STAY, PER_NIGHT and PER_GUEST_PER_NIGHT fees' },
    percent: { type: 'number', description: 'PERCENT_OF_ACCOMMODATION fees: a percentage of the nights less the discount' },
  },
  ['code', 'label', 'kind'],
);

export const propertyTaxSchema = objectSchema(
  {
    code,
    label: str,
    kind: { enum: [...TAX_KINDS] },
    percent: { type: 'number', description: 'PERCENT taxes' },
    amountMinor: { ...int, description: 'PER_GUEST_PER_NIGHT and PER_STAY taxes' },
    base: { enum: [...TAX_BASES], description: 'What a PERCENT tax is a percentage of: the nights less the discount, or that and every fee' },
    inclusive: { type: 'boolean', description: 'Already inside the prices: shown as a line, not added' },
    childrenExempt: { type: 'boolean', description: 'A per-guest tax counts adults only' },
    maxNights: { ...int, description: 'A per-guest tax counts at most this many nights' },
  },
  ['code', 'label', 'kind', 'base', 'inclusive'],
);

export const feesAndTaxesSchema = objectSchema({ fees: arrayOf(propertyFeeSchema), taxes: arrayOf(propertyTaxSchema) }, ['fees', 'taxes']);
