import type { Repositories } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import type { TransactionEnds } from '../database/transaction';
import { AriTouches } from '../events/ari-touches';
import { TypeormAuditRepository } from '../events/audit.repository';
import { NoEventRepository, TypeormEventRepository } from '../events/event.repository';
import { SecretBox } from '../events/secret-box';
import { TypeormWebhookRepository } from '../events/webhook.repository';
import { TypeormSandboxRepository } from '../sandboxes/sandbox.repository';
import { TypeormAvailabilityRepository } from './availability.repository';
import { TypeormBlockRepository } from './block.repository';
import { TypeormChannelRepository } from './channel.repository';
import { TypeormGuestRepository } from './guest.repository';
import { TypeormInventoryRepository } from './inventory.repository';
import { TypeormMessageRepository } from './message.repository';
import { TypeormPaymentRepository } from './payment.repository';
import { TypeormPricingRepository } from './pricing.repository';
import { TypeormPropertyRepository } from './property.repository';
import { TypeormRateRepository } from './rate.repository';
import { TypeormRatePlanRepository } from './rate-plan.repository';
import { TypeormReportRepository } from './report.repository';
import { TypeormReservationRepository } from './reservation.repository';
import { TypeormStayRepository } from './stay.repository';
import { TypeormTaskRepository } from './task.repository';
import { TypeormUnitRepository } from './unit.repository';
import { TypeormWebsiteRepository } from './website.repository';
import { TypeormWorkspaceRepository } from './workspace.repository';

export interface RepositoryOptions {
  /** Seals the secrets repositories keep to read back (webhook signing secrets). */
  secrets?: SecretBox;
  /** false: writes record no events (no feed, no webhooks); only the benchmark's baselines. */
  eventLog?: boolean;
  /** false: writes record no audit entries either; only the benchmark's baselines. */
  auditLog?: boolean;
}

/**
 * The repositories over one entity manager: the data source's for reads, a transaction's for writes
 * (with the transaction's `ends`, when it sends its events with its COMMIT).
 */
export function createRepositories(manager: EntityManager, options: RepositoryOptions = {}, ends?: TransactionEnds): Repositories {
  // One transaction's changed nights, kept by the repositories that change them, written with its events.
  const touches = new AriTouches();
  // Made first: the repositories that write automatic tasks keep those tasks' events in it.
  const events =
    options.eventLog === false && options.auditLog === false
      ? new NoEventRepository()
      : new TypeormEventRepository(manager, touches, ends, { events: options.eventLog !== false, audit: options.auditLog !== false });
  return {
    workspaces: new TypeormWorkspaceRepository(manager),
    properties: new TypeormPropertyRepository(manager, events),
    units: new TypeormUnitRepository(manager),
    ratePlans: new TypeormRatePlanRepository(manager),
    reservations: new TypeormReservationRepository(manager, events),
    inventory: new TypeormInventoryRepository(manager, touches),
    stays: new TypeormStayRepository(manager),
    blocks: new TypeormBlockRepository(manager, events),
    pricing: new TypeormPricingRepository(manager),
    rates: new TypeormRateRepository(manager, touches),
    availability: new TypeormAvailabilityRepository(manager),
    reports: new TypeormReportRepository(manager),
    channels: new TypeormChannelRepository(manager, touches, options.secrets, events),
    events,
    webhooks: new TypeormWebhookRepository(manager, options.secrets),
    audit: new TypeormAuditRepository(manager),
    guests: new TypeormGuestRepository(manager),
    messages: new TypeormMessageRepository(manager),
    website: new TypeormWebsiteRepository(manager),
    tasks: new TypeormTaskRepository(manager),
    payments: new TypeormPaymentRepository(manager),
    sandboxes: new TypeormSandboxRepository(manager, options.secrets, createRepositories),
  };
}
