import type { Repositories } from '@innkeep/domain';
import { EntityManager } from 'typeorm';
import { TypeormAvailabilityRepository } from './availability.repository';
import { TypeormBlockRepository } from './block.repository';
import { TypeormChannelRepository } from './channel.repository';
import { TypeormInventoryRepository } from './inventory.repository';
import { TypeormPricingRepository } from './pricing.repository';
import { TypeormPropertyRepository } from './property.repository';
import { TypeormRatePlanRepository } from './rate-plan.repository';
import { TypeormRateRepository } from './rate.repository';
import { TypeormReportRepository } from './report.repository';
import { TypeormReservationRepository } from './reservation.repository';
import { TypeormUnitRepository } from './unit.repository';
import { TypeormWebsiteRepository } from './website.repository';
import { TypeormWorkspaceRepository } from './workspace.repository';

/** The repositories over one entity manager: the data source's for reads, a transaction's for writes. */
export function createRepositories(manager: EntityManager): Repositories {
  return {
    workspaces: new TypeormWorkspaceRepository(manager),
    properties: new TypeormPropertyRepository(manager),
    units: new TypeormUnitRepository(manager),
    ratePlans: new TypeormRatePlanRepository(manager),
    reservations: new TypeormReservationRepository(manager),
    inventory: new TypeormInventoryRepository(manager),
    blocks: new TypeormBlockRepository(manager),
    pricing: new TypeormPricingRepository(manager),
    rates: new TypeormRateRepository(manager),
    availability: new TypeormAvailabilityRepository(manager),
    reports: new TypeormReportRepository(manager),
    channels: new TypeormChannelRepository(manager),
    website: new TypeormWebsiteRepository(manager),
  };
}
