import assert from 'node:assert/strict';

import { checkStay } from '../../src/operations/availability/check-stay.operation';
import { getFeesAndTaxes, setFeesAndTaxes } from '../../src/operations/properties/fees-and-taxes.operation';
import { createReservation } from '../../src/operations/reservations/create-reservation.operation';
import { moveReservation } from '../../src/operations/reservations/move-reservation.operation';
import { factory, OperationTestbed } from '../../testing';

const VAT = { code: 'VAT', label: 'VAT', kind: 'PERCENT', percent: 10, base: 'ACCOMMODATION_AND_FEES', inclusive: false } as const;
const CITY_TAX = {
  code: 'CITY_TAX',
  label: 'City tax',
  kind: 'PER_GUEST_PER_NIGHT',
  amountMinor: 200,
  base: 'ACCOMMODATION',
  inclusive: false,
  childrenExempt: true,
} as const;

function bedWithUnit() {
  const bed = new OperationTestbed();
  const seeded = bed.seedWorkspace();
  const unit = bed.db.addUnit(seeded.property, { name: 'Loft', basePriceMinor: 10_000, listingSettings: factory.listingSettings({ cleaningFeeMinor: 3_000 }) });
  return { bed, ...seeded, unit };
}

describe('fees and taxes', () => {
  it('start empty, are replaced whole, and price the stay check, a DIRECT create and its move alike', async () => {
    const { bed, principal, property, unit } = bedWithUnit();
    assert.deepEqual(await bed.run(getFeesAndTaxes, principal, { propertyId: property.id }), { fees: [], taxes: [] });
    const saved = await bed.run(setFeesAndTaxes, principal, {
      propertyId: property.id,
      fees: [{ code: 'LINEN', label: ' Linen ', kind: 'PER_STAY', amountMinor: 1_500 }],
      taxes: [VAT, CITY_TAX],
    });
    assert.deepEqual(saved, { fees: [{ code: 'LINEN', label: 'Linen', kind: 'PER_STAY', amountMinor: 1_500 }], taxes: [VAT, CITY_TAX] });
    assert.deepEqual(await bed.run(getFeesAndTaxes, principal, { propertyId: property.id }), saved);

    const stay = { unitId: unit.id, arrivalDate: '2026-07-13', departureDate: '2026-07-15', adults: 2 };
    const check = await bed.run(checkStay, principal, { ...stay, children: 1 });
    // 2 nights 200.00 + cleaning 30.00 + linen 15.00 = 245.00; VAT 24.50; city tax 2 adults × 2 nights × 2.00.
    assert.deepEqual(
      [check.quote.accommodationMinor, check.quote.feesMinor, check.quote.taxesMinor, check.quote.totalMinor],
      [20_000, 4_500, 2_450 + 800, 27_750],
    );
    const created = await bed.run(createReservation, principal, factory.reservationRequest({ ...stay, children: 1, source: 'DIRECT' }));
    const { nights, currency, ...quoted } = check.quote;
    assert.deepEqual([nights.length, currency], [2, 'EUR']);
    assert.deepEqual(created.amounts, quoted);
    assert.equal(created.totalAmountMinor, check.quote.totalMinor);

    // A move reprices a DIRECT stay as the stay check quotes its new dates.
    const moved = await bed.run(moveReservation, principal, { reservationId: created.id, arrivalDate: '2026-07-13', departureDate: '2026-07-16' });
    const longer = await bed.run(checkStay, principal, { ...stay, departureDate: '2026-07-16', children: 1 });
    assert.deepEqual([moved.totalAmountMinor, moved.amounts.lines], [longer.quote.totalMinor, longer.quote.lines]);
  });

  it('refuse a kind without its figure, a figure of the wrong kind, a repeated code and per-guest options on another kind, changing nothing', async () => {
    const { bed, principal, property } = bedWithUnit();
    const refusals: [object, string][] = [
      [{ fees: [{ code: 'SERVICE', label: 'Service', kind: 'PERCENT_OF_ACCOMMODATION' }], taxes: [] }, 'fees[0].percent'],
      [{ fees: [{ code: 'SERVICE', label: 'Service', kind: 'PER_STAY', amountMinor: 100, percent: 3 }], taxes: [] }, 'fees[0].percent'],
      [{ fees: [], taxes: [VAT, { ...VAT, label: 'Again' }] }, 'taxes[1].code'],
      [{ fees: [], taxes: [{ ...VAT, maxNights: 7 }] }, 'taxes[0].maxNights'],
      [{ fees: [], taxes: [{ ...CITY_TAX, amountMinor: undefined }] }, 'taxes[0].amountMinor'],
    ];
    for (const [body, field] of refusals) {
      await assert.rejects(bed.run(setFeesAndTaxes, principal, { propertyId: property.id, ...body } as never), {
        code: 'VALIDATION_FAILED',
        details: { field },
      });
    }
    assert.deepEqual(await bed.run(getFeesAndTaxes, principal, { propertyId: property.id }), { fees: [], taxes: [] });
    await assert.rejects(bed.run(getFeesAndTaxes, principal, { propertyId: 'prop_missing' }), { code: 'NOT_FOUND' });
  });
});
