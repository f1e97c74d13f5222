import { arrayOf, bool, dateString, enumOf, Infer, int, mayBeAbsent, num, objectSchema, str } from '../schemas/json-schema';

/** What a line of a reservation's amounts is: a night, the length-of-stay discount, a fee or a tax. */
export const AMOUNT_LINE_KINDS = ['NIGHT', 'DISCOUNT', 'FEE', 'TAX'] as const;
export type AmountLineKind = (typeof AMOUNT_LINE_KINDS)[number];

/**
 * One line of a price. `amountMinor` is `quantity × unitAmountMinor` (or a percentage of a base)
 * rounded half-up on its own; a DISCOUNT line is negative. An inclusive tax is shown and not added.
 */
export const amountLineSchema = objectSchema(
  {
    kind: enumOf(AMOUNT_LINE_KINDS),
    code: {
      ...str,
      description: 'NIGHT, WEEKLY_DISCOUNT, MONTHLY_DISCOUNT, CLEANING, EXTRA_GUEST, MANUAL_TOTAL, CHANNEL_TOTAL, or the code of a property’s fee or tax',
    },
    label: str,
    quantity: int,
    unitAmountMinor: int,
    amountMinor: { ...int, description: 'Rounded half-up on its own; negative for a discount' },
    date: mayBeAbsent({ ...dateString, description: 'The night a NIGHT line prices' }),
    inclusive: mayBeAbsent({ ...bool, description: 'A tax already inside the prices: shown, not added to any total' }),
  },
  ['kind', 'code', 'label', 'quantity', 'unitAmountMinor', 'amountMinor'],
);
export type AmountLine = Infer<typeof amountLineSchema>;

/**
 * What a stay costs and what makes it up. Totals are sums of lines: `totalMinor` =
 * accommodation − discount + fees + exclusive taxes.
 */
export const amountsSchema = objectSchema(
  {
    accommodationMinor: { ...int, description: 'The nights' },
    discountMinor: { ...int, description: 'The weekly (7+ nights) or monthly (28+) discount, as a positive amount' },
    feesMinor: { ...int, description: 'The unit’s cleaning and extra-guest fees and the property’s fees' },
    taxesMinor: { ...int, description: 'Exclusive taxes (inclusive ones are inside the prices)' },
    totalMinor: { ...int, description: 'accommodation − discount + fees + taxes' },
    lines: arrayOf(amountLineSchema),
  },
  ['accommodationMinor', 'discountMinor', 'feesMinor', 'taxesMinor', 'totalMinor', 'lines'],
);
export type Amounts = Infer<typeof amountsSchema>;

export const FEE_KINDS = ['PER_STAY', 'PER_NIGHT', 'PER_GUEST_PER_NIGHT', 'PERCENT_OF_ACCOMMODATION'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
export const TAX_KINDS = ['PERCENT', 'PER_GUEST_PER_NIGHT', 'PER_STAY'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];
export const TAX_BASES = ['ACCOMMODATION', 'ACCOMMODATION_AND_FEES'] as const;
export type TaxBase = (typeof TAX_BASES)[number];

const code = { ...str, pattern: '^[A-Z][A-Z0-9_]{0,39}$' };

export const propertyFeeSchema = objectSchema(
  {
    code,
    label: str,
    kind: enumOf(FEE_KINDS),
    amountMinor: mayBeAbsent({ ...int, description: 'PER_STAY, PER_NIGHT and PER_GUEST_PER_NIGHT fees' }),
    percent: mayBeAbsent({ ...num, description: 'PERCENT_OF_ACCOMMODATION fees: a percentage of the nights less the discount' }),
  },
  ['code', 'label', 'kind'],
);
export type PropertyFee = Infer<typeof propertyFeeSchema>;

export const propertyTaxSchema = objectSchema(
  {
    code,
    label: str,
    kind: enumOf(TAX_KINDS),
    percent: mayBeAbsent({ ...num, description: 'PERCENT taxes' }),
    amountMinor: mayBeAbsent({ ...int, description: 'PER_GUEST_PER_NIGHT and PER_STAY taxes' }),
    base: { ...enumOf(TAX_BASES), description: 'What a PERCENT tax is a percentage of: the nights less the discount, or that and every fee' },
    inclusive: { ...bool, description: 'Already inside the prices: shown as a line, not added' },
    childrenExempt: mayBeAbsent({ ...bool, description: 'A per-guest tax counts adults only' }),
    maxNights: mayBeAbsent({ ...int, description: 'A per-guest tax counts at most this many nights' }),
  },
  ['code', 'label', 'kind', 'base', 'inclusive'],
);
export type PropertyTax = Infer<typeof propertyTaxSchema>;

/** The fees and taxes a property adds to every quote, beside its units' cleaning and extra-guest fees. */
export const feesAndTaxesSchema = objectSchema({ fees: arrayOf(propertyFeeSchema), taxes: arrayOf(propertyTaxSchema) }, ['fees', 'taxes']);
export type FeesAndTaxes = Infer<typeof feesAndTaxesSchema>;
