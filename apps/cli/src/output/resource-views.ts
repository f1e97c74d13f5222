import { formatMinor, ListingSettings, Propagation, PropertyDetail, PropertySummary, UnitView } from '@innkeep/contract';

import { cellText, Column, paintStatus, renderFields, renderTable, statusTone } from './table-renderer';

/** How the answers of the REST API read in a terminal; shared by the commands that show them. */

export const propertyColumns: Column<PropertySummary>[] = [
  { header: 'id', value: (p) => p.id },
  { header: 'name', value: (p) => p.name },
  { header: 'status', value: (p) => p.status, tone: (p) => statusTone(p.status) },
  { header: 'city', value: (p) => p.city },
  { header: 'currency', value: (p) => p.currency },
  { header: 'time zone', value: (p) => p.timezone },
  { header: 'units', value: (p) => p.unitCount, align: 'right' },
];

function defaultPlanOf(unit: UnitView) {
  return unit.ratePlans?.find((plan) => plan.isDefault) ?? unit.ratePlans?.[0];
}

export const unitColumns: Column<UnitView>[] = [
  { header: 'id', value: (u) => u.id },
  { header: 'name', value: (u) => u.name },
  { header: 'property', value: (u) => u.propertyName ?? u.propertyId },
  { header: 'rooms', value: (u) => u.countOfRooms, align: 'right' },
  {
    header: 'base price',
    value: (u) => {
      const plan = defaultPlanOf(u);
      return plan ? formatMinor(plan.basePriceMinor, plan.currency) : '-';
    },
    align: 'right',
  },
  {
    header: 'weekend price',
    value: (u) => formatMinor(u.listingSettings?.weekendPriceMinor, defaultPlanOf(u)?.currency),
    align: 'right',
  },
  {
    header: 'cleaning fee',
    value: (u) => formatMinor(u.listingSettings?.cleaningFeeMinor, defaultPlanOf(u)?.currency),
    align: 'right',
  },
];

export function renderUnits(units: UnitView[]): string {
  return units.length === 0 ? 'No units.' : renderTable(units, unitColumns);
}

export function renderProperty(property: PropertyDetail): string {
  const address = property.address
    ? [
        property.address.line1,
        property.address.line2,
        [property.address.postalCode, property.address.city].filter(Boolean).join(' '),
        property.address.region,
        property.address.country,
      ]
        .filter(Boolean)
        .join(', ')
    : property.city;
  const booking = property.bookingSettings;
  const fields = renderFields([
    ['Id', property.id],
    ['Name', property.name],
    ['Status', paintStatus(property.status)],
    ['Address', address],
    ['Currency', property.currency],
    ['Time zone', property.timezone],
    ['Check-in from', property.checkInTime],
    ['Check-out until', property.checkOutTime],
    ['Cancellation', property.cancellationPolicy],
    ['Instant booking', booking?.instantBooking],
    ['Arrival window', booking ? `${booking.arrivalTimeFrom ?? 'any'} to ${booking.arrivalTimeTo ?? 'any'}` : undefined],
  ]);
  const units = property.units ? `\n\nUnits\n${renderUnits(property.units)}` : '';
  return `${fields}${units}`;
}

export function renderListingSettings(settings: ListingSettings, currency?: string): string {
  return renderFields([
    ['Weekend price', formatMinor(settings.weekendPriceMinor, currency)],
    ['Extra guest fee', formatMinor(settings.extraGuestFeeMinor, currency)],
    ['Extra guests from', settings.extraGuestFromGuests],
    ['Cleaning fee', formatMinor(settings.cleaningFeeMinor, currency)],
    ['Weekly discount', settings.weeklyDiscountPercent === null ? null : `${settings.weeklyDiscountPercent} %`],
    ['Monthly discount', settings.monthlyDiscountPercent === null ? null : `${settings.monthlyDiscountPercent} %`],
    ['Advance booking', days(settings.advanceBookingDays)],
    ['Turnover', days(settings.turnoverDays)],
    ['Check-in days', settings.checkInWeekdays?.length ? settings.checkInWeekdays : 'any'],
    ['Check-out days', settings.checkOutWeekdays?.length ? settings.checkOutWeekdays : 'any'],
  ]);
}

function days(count: number | null): string | null {
  return count === null ? null : `${count} ${count === 1 ? 'day' : 'days'}`;
}

/** What happens on each connected channel; MANUAL_REQUIRED is spelled out, it needs the host. */
export function renderPropagation(propagation: Propagation[]): string {
  if (!propagation || propagation.length === 0) return 'No channel is connected: nothing to propagate.';
  const table = renderTable(propagation, [
    { header: 'channel', value: (p) => p.channel },
    { header: 'state', value: (p) => p.state },
  ]);
  const manual = propagation.filter((p) => p.state === 'MANUAL_REQUIRED').map((p) => p.channel);
  const note = manual.length
    ? `\nChange it by hand in ${cellText(manual)}: ${manual.length === 1 ? 'its API does' : 'their APIs do'} not take this setting.`
    : '';
  return `${table}${note}`;
}
