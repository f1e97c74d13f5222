import { AmountLine, Amounts, FeesAndTaxes, ListingSettings, PropertyTax, weekdayOf } from '@innkeep/contract';

import { percentOf, shareOf } from './rounding';

/** Nights priced at the listing's weekend price when it has one. */
const WEEKEND = new Set(['FRI', 'SAT']);

export const NO_FEES_AND_TAXES: FeesAndTaxes = { fees: [], taxes: [] };

export interface StayToPrice {
  /** The rate plan's price of each night of the stay. */
  nights: { date: string; priceMinor: number }[];
  listing?: ListingSettings | null;
  feesAndTaxes?: FeesAndTaxes | null;
  adults: number;
  children: number;
}

/**
 * The one price of a stay, shared by the stay check, the website's quote and a DIRECT create:
 * nightly prices (the weekend price on Fridays and Saturdays) − the larger of the weekly (7+ nights)
 * and monthly (28+) discount + fees (the unit's cleaning and extra-guest fees, the property's fees)
 * + taxes. Each line is rounded half-up on its own; totals are sums of lines.
 */
export function priceStay({ nights, listing, feesAndTaxes, adults, children }: StayToPrice): Amounts {
  const length = nights.length;
  const lines: AmountLine[] = nights.map(({ date, priceMinor }) => {
    const price = listing?.weekendPriceMinor != null && WEEKEND.has(weekdayOf(date)) ? listing.weekendPriceMinor : priceMinor;
    return { kind: 'NIGHT', code: 'NIGHT', label: 'Night', quantity: 1, unitAmountMinor: price, amountMinor: price, date };
  });
  const nightly = sum(lines);

  const discount = discountOf(listing, length);
  if (discount && nightly > 0) {
    const amount = percentOf(nightly, discount.percent);
    lines.push({
      kind: 'DISCOUNT',
      code: discount.code,
      label: `${discount.label} (${discount.percent} %)`,
      quantity: 1,
      unitAmountMinor: -amount,
      amountMinor: -amount,
    });
  }
  const accommodation = sum(lines);

  const fees: AmountLine[] = [];
  if (listing?.cleaningFeeMinor) fees.push(line('FEE', 'CLEANING', 'Cleaning', 1, listing.cleaningFeeMinor));
  const extraGuests = listing?.extraGuestFeeMinor && listing.extraGuestFromGuests ? Math.max(0, adults - listing.extraGuestFromGuests + 1) : 0;
  if (extraGuests > 0) fees.push(line('FEE', 'EXTRA_GUEST', 'Extra guest per night', extraGuests * length, listing!.extraGuestFeeMinor!));
  for (const fee of feesAndTaxes?.fees ?? []) {
    if (fee.kind === 'PERCENT_OF_ACCOMMODATION') {
      const amount = percentOf(accommodation, fee.percent ?? 0);
      fees.push({ kind: 'FEE', code: fee.code, label: fee.label, quantity: 1, unitAmountMinor: amount, amountMinor: amount });
      continue;
    }
    const quantity = fee.kind === 'PER_STAY' ? 1 : fee.kind === 'PER_NIGHT' ? length : (adults + children) * length;
    fees.push(line('FEE', fee.code, fee.label, quantity, fee.amountMinor ?? 0));
  }
  lines.push(...fees);

  const bases = { ACCOMMODATION: accommodation, ACCOMMODATION_AND_FEES: accommodation + sum(fees) };
  for (const tax of feesAndTaxes?.taxes ?? []) lines.push(taxLine(tax, bases[tax.base], { adults, children, length }));

  return totalsOf(lines);
}

/** Amounts of a total given as one figure: a MANUAL total typed by staff, a channel's own total. */
export function oneLineAmounts(code: 'MANUAL_TOTAL' | 'CHANNEL_TOTAL', totalMinor: number): Amounts {
  const label = code === 'MANUAL_TOTAL' ? 'Total set by staff' : 'Total from the channel';
  return totalsOf([line('NIGHT', code, label, 1, totalMinor)]);
}

/** Amounts of the bare nightly prices, without listing prices, fees or taxes: a MANUAL stay's default. */
export function nightlyAmounts(nights: { date: string; priceMinor: number }[]): Amounts {
  return totalsOf(nights.map(({ date, priceMinor }) => ({ ...line('NIGHT', 'NIGHT', 'Night', 1, priceMinor), date })));
}

/** The sums of the lines: an inclusive tax is in no total. */
export function totalsOf(lines: AmountLine[]): Amounts {
  const of = (kind: AmountLine['kind']) => sum(lines.filter((entry) => entry.kind === kind && !entry.inclusive));
  const accommodationMinor = of('NIGHT');
  const discountMinor = 0 - of('DISCOUNT');
  const feesMinor = of('FEE');
  const taxesMinor = of('TAX');
  return { accommodationMinor, discountMinor, feesMinor, taxesMinor, totalMinor: accommodationMinor - discountMinor + feesMinor + taxesMinor, lines };
}

function discountOf(listing: ListingSettings | null | undefined, length: number): { code: string; label: string; percent: number } | null {
  if (length >= 28 && listing?.monthlyDiscountPercent) return { code: 'MONTHLY_DISCOUNT', label: 'Monthly discount', percent: listing.monthlyDiscountPercent };
  if (length >= 7 && listing?.weeklyDiscountPercent) return { code: 'WEEKLY_DISCOUNT', label: 'Weekly discount', percent: listing.weeklyDiscountPercent };
  return null;
}

function taxLine(tax: PropertyTax, base: number, stay: { adults: number; children: number; length: number }): AmountLine {
  const inclusive = tax.inclusive ? { inclusive: true } : {};
  if (tax.kind === 'PERCENT') {
    const percent = tax.percent ?? 0;
    // An inclusive rate is inside the base already: its part of it is base × p / (100 + p).
    const amount = tax.inclusive ? shareOf(base, percent) : percentOf(base, percent);
    return { kind: 'TAX', code: tax.code, label: `${tax.label} (${percent} %)`, quantity: 1, unitAmountMinor: amount, amountMinor: amount, ...inclusive };
  }
  if (tax.kind === 'PER_STAY') return { ...line('TAX', tax.code, tax.label, 1, tax.amountMinor ?? 0), ...inclusive };
  const guests = stay.adults + (tax.childrenExempt ? 0 : stay.children);
  const nights = tax.maxNights ? Math.min(stay.length, tax.maxNights) : stay.length;
  return { ...line('TAX', tax.code, tax.label, guests * nights, tax.amountMinor ?? 0), ...inclusive };
}

function line(kind: AmountLine['kind'], code: string, label: string, quantity: number, unitAmountMinor: number): AmountLine {
  return { kind, code, label, quantity, unitAmountMinor, amountMinor: quantity * unitAmountMinor };
}

function sum(lines: AmountLine[]): number {
  return lines.reduce((total, entry) => total + entry.amountMinor, 0);
}
