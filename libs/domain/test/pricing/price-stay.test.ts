import { FeesAndTaxes, ListingSettings } from '@innkeep/contract';

import { nightlyAmounts, oneLineAmounts, priceStay } from '../../src/pricing/price-stay';
import { percentOf, shareOf } from '../../src/pricing/rounding';

const listing: ListingSettings = {
  weekendPriceMinor: 130_00,
  extraGuestFeeMinor: 15_00,
  extraGuestFromGuests: 3,
  cleaningFeeMinor: 50_00,
  weeklyDiscountPercent: 10,
  monthlyDiscountPercent: 20,
  advanceBookingDays: null,
  turnoverDays: null,
  checkInWeekdays: [],
  checkOutWeekdays: [],
};

const feesAndTaxes: FeesAndTaxes = {
  fees: [{ code: 'SERVICE', label: 'Service', kind: 'PERCENT_OF_ACCOMMODATION', percent: 3 }],
  taxes: [
    { code: 'VAT', label: 'VAT', kind: 'PERCENT', percent: 10, base: 'ACCOMMODATION_AND_FEES', inclusive: false },
    {
      code: 'TOURIST_TAX',
      label: 'Tourist tax',
      kind: 'PER_GUEST_PER_NIGHT',
      amountMinor: 2_50,
      base: 'ACCOMMODATION',
      inclusive: false,
      childrenExempt: true,
      maxNights: 7,
    },
    { code: 'CITY_LEVY', label: 'City levy', kind: 'PERCENT', percent: 5, base: 'ACCOMMODATION', inclusive: true },
  ],
};

/** Wednesday 3 July 2030 to Friday 12 July: 9 nights, Friday 5 and Saturday 6 at the weekend price. */
const nights = ['2030-07-03', '2030-07-04', '2030-07-05', '2030-07-06', '2030-07-07', '2030-07-08', '2030-07-09', '2030-07-10', '2030-07-11'].map((date) => ({
  date,
  priceMinor: 100_00,
}));

describe('priceStay', () => {
  it('prices 9 nights over a weekend with a weekly discount, cleaning, an extra adult, a percentage fee, VAT, a capped tourist tax and an inclusive levy, line by line', () => {
    const amounts = priceStay({ nights, listing, feesAndTaxes, adults: 3, children: 1 });
    const weekend = new Set(['2030-07-05', '2030-07-06']);
    expect(amounts.lines.filter((line) => line.kind === 'NIGHT')).toEqual(
      nights.map(({ date }) => ({
        kind: 'NIGHT',
        code: 'NIGHT',
        label: 'Night',
        quantity: 1,
        unitAmountMinor: weekend.has(date) ? 130_00 : 100_00,
        amountMinor: weekend.has(date) ? 130_00 : 100_00,
        date,
      })),
    );
    // 7 × 100.00 + 2 × 130.00 = 960.00; 10 % of it is 96.00; accommodation 864.00.
    expect(amounts.lines.filter((line) => line.kind !== 'NIGHT')).toEqual([
      { kind: 'DISCOUNT', code: 'WEEKLY_DISCOUNT', label: 'Weekly discount (10 %)', quantity: 1, unitAmountMinor: -96_00, amountMinor: -96_00 },
      { kind: 'FEE', code: 'CLEANING', label: 'Cleaning', quantity: 1, unitAmountMinor: 50_00, amountMinor: 50_00 },
      // The third adult is extra, on each of 9 nights.
      { kind: 'FEE', code: 'EXTRA_GUEST', label: 'Extra guest per night', quantity: 9, unitAmountMinor: 15_00, amountMinor: 135_00 },
      // 3 % of 864.00.
      { kind: 'FEE', code: 'SERVICE', label: 'Service', quantity: 1, unitAmountMinor: 25_92, amountMinor: 25_92 },
      // 10 % of 864.00 + 50.00 + 135.00 + 25.92 = 1,074.92 → 107.492 → 107.49.
      { kind: 'TAX', code: 'VAT', label: 'VAT (10 %)', quantity: 1, unitAmountMinor: 107_49, amountMinor: 107_49 },
      // 3 adults (the child is exempt) × 7 nights (the cap) × 2.50.
      { kind: 'TAX', code: 'TOURIST_TAX', label: 'Tourist tax', quantity: 21, unitAmountMinor: 2_50, amountMinor: 52_50 },
      // Inside the prices: 864.00 × 5 / 105 = 41.142… → 41.14, shown and not added.
      { kind: 'TAX', code: 'CITY_LEVY', label: 'City levy (5 %)', quantity: 1, unitAmountMinor: 41_14, amountMinor: 41_14, inclusive: true },
    ]);
    expect(amounts).toMatchObject({ accommodationMinor: 960_00, discountMinor: 96_00, feesMinor: 210_92, taxesMinor: 159_99, totalMinor: 1_234_91 });
  });

  it('takes the monthly discount over the weekly one from 28 nights, and none under 7', () => {
    const month = Array.from({ length: 28 }, (_, index) => ({ date: `2030-02-${String(index + 1).padStart(2, '0')}`, priceMinor: 100_00 }));
    const plain = { ...listing, weekendPriceMinor: null, cleaningFeeMinor: null };
    expect(priceStay({ nights: month, listing: plain, adults: 1, children: 0 }).discountMinor).toBe(560_00);
    expect(priceStay({ nights: month.slice(0, 6), listing: plain, adults: 1, children: 0 })).toMatchObject({ discountMinor: 0, totalMinor: 600_00 });
  });

  it('counts children in a per-guest fee and a per-guest tax unless they are exempt', () => {
    const amounts = priceStay({
      nights: nights.slice(0, 2),
      feesAndTaxes: {
        fees: [
          { code: 'LINEN', label: 'Linen', kind: 'PER_GUEST_PER_NIGHT', amountMinor: 3_00 },
          { code: 'PARKING', label: 'Parking', kind: 'PER_NIGHT', amountMinor: 10_00 },
        ],
        taxes: [{ code: 'CITY', label: 'City tax', kind: 'PER_GUEST_PER_NIGHT', amountMinor: 1_00, base: 'ACCOMMODATION', inclusive: false }],
      },
      adults: 2,
      children: 2,
    });
    expect(amounts.lines.slice(2).map(({ code, quantity, amountMinor }) => ({ code, quantity, amountMinor }))).toEqual([
      { code: 'LINEN', quantity: 8, amountMinor: 24_00 },
      { code: 'PARKING', quantity: 2, amountMinor: 20_00 },
      { code: 'CITY', quantity: 8, amountMinor: 8_00 },
    ]);
    expect(amounts.totalMinor).toBe(200_00 + 44_00 + 8_00);
  });

  it('writes a total given as one figure as one line', () => {
    expect(oneLineAmounts('MANUAL_TOTAL', 450_00)).toEqual({
      accommodationMinor: 450_00,
      discountMinor: 0,
      feesMinor: 0,
      taxesMinor: 0,
      totalMinor: 450_00,
      lines: [{ kind: 'NIGHT', code: 'MANUAL_TOTAL', label: 'Total set by staff', quantity: 1, unitAmountMinor: 450_00, amountMinor: 450_00 }],
    });
    expect(nightlyAmounts(nights.slice(0, 3)).totalMinor).toBe(300_00);
  });
});

describe('percentages', () => {
  it('round half-up in exact arithmetic', () => {
    expect(percentOf(1_005, 10.1)).toBe(102);
    expect(percentOf(5, 10)).toBe(1);
    expect(percentOf(4, 10)).toBe(0);
    expect(shareOf(110_00, 10)).toBe(10_00);
    expect(shareOf(1_05, 5)).toBe(5);
  });
});
