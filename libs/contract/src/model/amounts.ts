/** What a line of a reservation's amounts is: a night, the length-of-stay discount, a fee or a tax. */
export const AMOUNT_LINE_KINDS = ['NIGHT', 'DISCOUNT', 'FEE', 'TAX'] as const;
export type AmountLineKind = (typeof AMOUNT_LINE_KINDS)[number];

/**
 * One line of a price. `amountMinor` is `quantity × unitAmountMinor` (or a percentage of a base)
 * rounded half-up on its own; a DISCOUNT line is negative. An inclusive tax is shown and not added.
 */
export interface AmountLine {
  kind: AmountLineKind;
  code: string;
  label: string;
  quantity: number;
  unitAmountMinor: number;
  amountMinor: number;
  /** The night a NIGHT line prices. */
  date?: string;
  /** A tax already contained in the prices: shown, not added to the total. */
  inclusive?: boolean;
}

/**
 * What a stay costs and what makes it up. Totals are sums of lines: `totalMinor` =
 * accommodation − discount + fees + exclusive taxes.
 */
export interface Amounts {
  accommodationMinor: number;
  /** The discount as a positive amount (its line is negative). */
  discountMinor: number;
  feesMinor: number;
  /** Exclusive taxes only: inclusive ones are inside the prices already. */
  taxesMinor: number;
  totalMinor: number;
  lines: AmountLine[];
}

export const FEE_KINDS = ['PER_STAY', 'PER_NIGHT', 'PER_GUEST_PER_NIGHT', 'PERCENT_OF_ACCOMMODATION'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
export const TAX_KINDS = ['PERCENT', 'PER_GUEST_PER_NIGHT', 'PER_STAY'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];
export const TAX_BASES = ['ACCOMMODATION', 'ACCOMMODATION_AND_FEES'] as const;
export type TaxBase = (typeof TAX_BASES)[number];

export interface PropertyFee {
  code: string;
  label: string;
  kind: FeeKind;
  /** PER_STAY, PER_NIGHT and PER_GUEST_PER_NIGHT fees. */
  amountMinor?: number;
  /** PERCENT_OF_ACCOMMODATION fees. */
  percent?: number;
}

export interface PropertyTax {
  code: string;
  label: string;
  kind: TaxKind;
  /** PERCENT taxes. */
  percent?: number;
  /** PER_GUEST_PER_NIGHT and PER_STAY taxes. */
  amountMinor?: number;
  base: TaxBase;
  inclusive: boolean;
  /** A PER_GUEST_PER_NIGHT tax counts adults only. */
  childrenExempt?: boolean;
  /** A PER_GUEST_PER_NIGHT tax counts at most this many nights. */
  maxNights?: number;
}

/** The fees and taxes a property adds to every quote, beside its units' cleaning and extra-guest fees. */
export interface FeesAndTaxes {
  fees: PropertyFee[];
  taxes: PropertyTax[];
}
