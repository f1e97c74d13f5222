import { randomBytes } from 'node:crypto';

import type { BlockView, ListingSettings, NightRestrictions, Principal, ReservationView, ServiceInfo } from '../src';
import type { CursorSeal } from '../src';
import { AesCursorSeal, nightsBetween, oneLineAmounts } from '../src';
import type { PropertyRow, RatePlanRow, UnitRow, UserRow, WorkspaceRow } from './rows';
import { testId } from './test-ids';

/** The instant the fakes' clock shows unless a test sets another. */
export const TEST_NOW = new Date('2026-06-01T10:00:00.000Z');

type Build<T, Required extends keyof T = never> = Pick<T, Required> & Partial<T>;

/**
 * Builders of valid domain records with sensible defaults: a test names only the fields its
 * property is about.
 */
export const factory = {
  principal(overrides: Partial<Principal> = {}): Principal {
    return {
      credentialId: testId('key'),
      credentialKind: 'api_key',
      userId: testId('usr'),
      workspaceId: testId('ws'),
      role: 'OWNER',
      scopes: ['pms:read', 'pms:write'],
      plan: 'PRO',
      subscriptionStatus: 'ACTIVE',
      ...overrides,
    };
  },

  /** Cursors sealed with a key of this test alone. */
  cursorSeal(): CursorSeal {
    const key = randomBytes(32);
    return new AesCursorSeal(async () => key);
  },

  service(overrides: Partial<ServiceInfo> = {}): ServiceInfo {
    return {
      version: '1.2.3',
      apiBaseUrl: 'https://api.innkeep.test/v1',
      mcpUrl: 'https://mcp.innkeep.test/mcp',
      authorizationServerUrl: 'https://innkeep.test',
      ...overrides,
    };
  },

  workspace(overrides: Partial<WorkspaceRow> = {}): WorkspaceRow {
    return {
      id: testId('ws'),
      name: 'Casa Teste Rentals',
      timezone: 'Europe/Lisbon',
      plan: 'PRO',
      subscriptionStatus: 'ACTIVE',
      trialEndsAt: null,
      pastDueSince: null,
      billedByProcessor: false,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      card: null,
      ...overrides,
    };
  },

  user(overrides: Partial<UserRow> = {}): UserRow {
    const id = overrides.id ?? testId('usr');
    return { id, email: `${id}@example.test`, name: 'Ana Teste', ...overrides };
  },

  property(overrides: Build<PropertyRow, 'workspaceId'>): PropertyRow {
    return {
      id: testId('prop'),
      name: 'Casa Teste',
      status: 'ACTIVE',
      currency: 'EUR',
      timezone: 'Europe/Lisbon',
      address: { line1: 'Rua Teste 1', line2: null, postalCode: '1100-001', city: 'Lisbon', region: null, country: 'PT' },
      checkInTime: '15:00',
      checkOutTime: '11:00',
      cancellationPolicy: 'MODERATE',
      bookingSettings: { instantBooking: false, arrivalTimeFrom: null, arrivalTimeTo: null },
      taskSettings: { autoCleaning: false, checklist: [], defaultAssigneeUserId: null },
      paymentSchedule: { depositPercent: 30, balanceDueDaysBeforeArrival: 14 },
      channels: [],
      ...overrides,
    };
  },

  listingSettings(overrides: Partial<ListingSettings> = {}): ListingSettings {
    return {
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
      ...overrides,
    };
  },

  unit(overrides: Build<UnitRow, 'workspaceId' | 'propertyId'>): UnitRow {
    return {
      id: testId('unit'),
      name: 'Room 1',
      countOfRooms: 1,
      maxOccupancy: null,
      archivedAt: null,
      listingSettings: factory.listingSettings(),
      ...overrides,
    };
  },

  ratePlan(overrides: Build<RatePlanRow, 'workspaceId' | 'unitId'>): RatePlanRow {
    return { id: testId('rp'), title: 'Standard', isDefault: true, basePriceMinor: 10_000, ...overrides };
  },

  reservation(overrides: Partial<ReservationView> = {}): ReservationView {
    const arrivalDate = overrides.arrivalDate ?? '2026-07-10';
    const departureDate = overrides.departureDate ?? '2026-07-13';
    const unitId = overrides.unitId ?? testId('unit');
    const propertyId = overrides.propertyId ?? testId('prop');
    const totalAmountMinor = overrides.totalAmountMinor ?? 30_000;
    return {
      id: testId('res'),
      status: 'CONFIRMED',
      source: 'MANUAL',
      arrivalDate,
      departureDate,
      nights: nightsBetween(arrivalDate, departureDate),
      unitId,
      propertyId,
      ratePlanId: null,
      totalAmountMinor,
      amounts: oneLineAmounts('MANUAL_TOTAL', totalAmountMinor),
      paidAmountMinor: 0,
      balanceMinor: totalAmountMinor,
      currency: 'EUR',
      paymentStatus: 'UNPAID',
      schedule: [],
      adults: 1,
      children: 0,
      notes: null,
      isOverbooking: false,
      channelReference: null,
      connectionId: null,
      guest: { id: testId('gst'), firstName: 'Maria', lastName: 'Silva', email: 'maria@example.test', phone: null },
      unit: { id: unitId, name: 'Room 1' },
      property: { id: propertyId, name: 'Casa Teste' },
      createdAt: TEST_NOW.toISOString(),
      updatedAt: TEST_NOW.toISOString(),
      cancelledAt: null,
      cancelledBy: null,
      ...overrides,
    };
  },

  block(overrides: Build<BlockView, 'unitId'>): BlockView {
    return {
      id: testId('blk'),
      type: 'OWNER',
      from: '2026-07-10',
      to: '2026-07-12',
      rooms: 1,
      note: null,
      connectionId: null,
      createdAt: TEST_NOW.toISOString(),
      ...overrides,
    };
  },

  nightRestrictions(overrides: Build<NightRestrictions, 'date'>): NightRestrictions {
    return { minNights: null, maxNights: null, closedToArrival: false, closedToDeparture: false, stopSell: false, ...overrides };
  },

  /** What a client sends to create a reservation (plain JSON, before validation). */
  reservationRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      arrivalDate: '2026-07-10',
      departureDate: '2026-07-13',
      source: 'MANUAL',
      guest: { firstName: 'Maria', lastName: 'Silva', email: 'maria@example.test' },
      ...overrides,
    };
  },
};
