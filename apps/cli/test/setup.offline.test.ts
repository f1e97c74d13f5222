import assert from 'node:assert/strict';

import { PropertyDetail, RatePlanView, UnitView } from '@innkeep/contract';

import { operationInput } from '../src/base-command';
import { CliFailure, EXIT_USAGE } from '../src/cli-failure';
import { parseTimeOfDay } from '../src/input-flags';
import { PROPERTY_FIELD_NAMES, withAddress } from '../src/output/setup-input';
import { renderPropertyArchived, renderRatePlanSaved, renderUnitSaved } from '../src/output/setup-views';

const plan: RatePlanView = { id: 'rp_1', title: 'Standard', isDefault: true, unitId: 'unit_1', basePriceMinor: 12050, currency: 'EUR' };
const unit: UnitView = {
  id: 'unit_1',
  name: 'Loft Douro',
  propertyId: 'prop_1',
  propertyName: 'Porto Riverside Lofts',
  countOfRooms: 2,
  maxOccupancy: 3,
  archivedAt: null,
  ratePlans: [plan],
  listingSettings: {
    weekendPriceMinor: null,
    extraGuestFeeMinor: null,
    extraGuestFromGuests: null,
    cleaningFeeMinor: null,
    weeklyDiscountPercent: null,
    monthlyDiscountPercent: null,
    advanceBookingDays: null,
    turnoverDays: null,
    checkInWeekdays: [],
    checkOutWeekdays: [],
  },
};

describe('property flags', () => {
  test('a street address gathers the address flags, with --city and --country inside it', () => {
    const flags = { name: 'Casa', 'address-line1': 'Rua 1', 'postal-code': '1100-001', city: 'Lisbon', country: 'PT', 'check-in-time': '16:00' };
    assert.deepEqual(withAddress(operationInput(flags, PROPERTY_FIELD_NAMES)), {
      name: 'Casa',
      checkInTime: '16:00',
      address: { line1: 'Rua 1', postalCode: '1100-001', city: 'Lisbon', country: 'PT' },
    });
  });

  test('without a street address, --city and --country are sent on their own', () => {
    assert.deepEqual(withAddress(operationInput({ city: 'Sintra', country: 'PT' }, PROPERTY_FIELD_NAMES)), { city: 'Sintra', country: 'PT' });
  });

  test('check-in and check-out times are HH:MM on a 24-hour clock', () => {
    assert.equal(parseTimeOfDay(' 09:30 '), '09:30');
    for (const text of ['9:30', '24:00', '15h', '']) {
      assert.throws(
        () => parseTimeOfDay(text),
        (error: unknown) => error instanceof CliFailure && error.exitCode === EXIT_USAGE,
        text,
      );
    }
  });
});

describe('setup answers', () => {
  test('a unit is told by name, with its rooms and its base price in major units', () => {
    const text = renderUnitSaved('Created', unit);
    assert.match(text, /^Created unit Loft Douro \(unit_1\) of Porto Riverside Lofts: 2 rooms, 120\.50 EUR a night on its default rate plan Standard\.$/m);
    assert.match(text, /Base price: +120\.50 EUR a night \(Standard\)/);
  });

  test('a rate plan says its price in major units and whether it is the default', () => {
    assert.equal(
      renderRatePlanSaved('Updated', plan),
      'Updated rate plan Standard (rp_1): 120.50 EUR a night where no rate is set, the default plan of its unit.',
    );
  });

  test('archiving a property says what it means and how to undo it', () => {
    const text = renderPropertyArchived({ id: 'prop_1', name: 'Old Barn' } as PropertyDetail);
    assert.match(text, /^Archived property Old Barn \(prop_1\): .*take no new reservations/);
    assert.match(text, /innkeep properties update prop_1 --status ACTIVE/);
  });
});
