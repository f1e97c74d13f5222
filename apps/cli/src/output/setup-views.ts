import { formatMinor, PropertyDetail, RatePlanView, UnitView } from '@innkeep/contract';

import { renderProperty } from './resource-views';
import { renderFields } from './table-renderer';

/** How the answers of the setup commands (properties, units, rate plans) read in a terminal. */

const rooms = (count: number) => (count === 1 ? '1 room' : `${count} rooms`);

function defaultPlanOf(unit: UnitView): RatePlanView | undefined {
  return unit.ratePlans?.find((plan) => plan.isDefault);
}

export function renderPropertySaved(verb: 'Created' | 'Updated', property: PropertyDetail): string {
  return `${verb} property ${property.name} (${property.id}).\n${renderProperty(property)}`;
}

export function renderPropertyArchived(property: PropertyDetail): string {
  return (
    `Archived property ${property.name} (${property.id}): it is left out of lists and availability, and its units take no new ` +
    `reservations; its reservations and history stay. \`innkeep properties update ${property.id} --status ACTIVE\` brings it back.`
  );
}

export function renderUnit(unit: UnitView): string {
  const plan = defaultPlanOf(unit);
  return renderFields([
    ['Id', unit.id],
    ['Name', unit.name],
    ['Property', unit.propertyName ? `${unit.propertyName} (${unit.propertyId})` : unit.propertyId],
    ['Rooms', unit.countOfRooms],
    ['Sleeps', unit.maxOccupancy],
    ['Base price', plan ? `${formatMinor(plan.basePriceMinor, plan.currency)} a night (${plan.title})` : null],
    ['Rate plans', unit.ratePlans?.map((ratePlan) => `${ratePlan.title} (${ratePlan.id})`)],
    ['Archived', unit.archivedAt],
  ]);
}

export function renderUnitSaved(verb: 'Created' | 'Updated', unit: UnitView): string {
  const plan = defaultPlanOf(unit);
  const price = plan ? `, ${formatMinor(plan.basePriceMinor, plan.currency)} a night on its default rate plan ${plan.title}` : '';
  return `${verb} unit ${unit.name} (${unit.id}) of ${unit.propertyName}: ${rooms(unit.countOfRooms)}${price}.\n${renderUnit(unit)}`;
}

export function renderUnitArchived(unit: UnitView): string {
  return `Archived unit ${unit.name} (${unit.id}): it is left out of lists, availability and the calendar, and takes no new reservations; its reservations and history stay.`;
}

export function renderRatePlanSaved(verb: 'Created' | 'Updated', plan: RatePlanView): string {
  const role = plan.isDefault ? 'the default plan of its unit' : 'not the default plan of its unit';
  return `${verb} rate plan ${plan.title} (${plan.id}): ${formatMinor(plan.basePriceMinor, plan.currency)} a night where no rate is set, ${role}.`;
}
