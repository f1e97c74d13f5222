import type { PropertyDetail, PropertySummary, RatePlanView, UnitView } from '@innkeep/domain';

import { PropertyEntity } from '../entities';

export function toPropertySummary(property: PropertyEntity, unitCount: number): PropertySummary {
  return {
    id: property.id,
    name: property.name,
    status: property.status,
    city: property.city,
    currency: property.currency,
    timezone: property.timezone,
    unitCount,
  };
}

export function toPropertyDetail(property: PropertyEntity, units: UnitView[]): PropertyDetail {
  return {
    ...toPropertySummary(property, units.filter((unit) => unit.archivedAt === null).length),
    address: {
      line1: property.addressLine1,
      line2: property.addressLine2,
      postalCode: property.postalCode,
      city: property.city,
      region: property.region,
      country: property.country,
    },
    checkInTime: property.checkInTime,
    checkOutTime: property.checkOutTime,
    cancellationPolicy: property.cancellationPolicy,
    bookingSettings: {
      instantBooking: property.instantBooking,
      arrivalTimeFrom: property.arrivalTimeFrom,
      arrivalTimeTo: property.arrivalTimeTo,
    },
    taskSettings: {
      autoCleaning: property.taskAutoCleaning,
      checklist: property.taskChecklist,
      defaultAssigneeUserId: property.taskDefaultAssigneeUserId,
    },
    paymentSchedule: { depositPercent: property.depositPercent, balanceDueDaysBeforeArrival: property.balanceDueDaysBeforeArrival },
    units,
    ratePlans: units.flatMap((unit): RatePlanView[] => unit.ratePlans),
  };
}
