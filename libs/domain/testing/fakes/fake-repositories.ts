import type { Repositories } from '../../src';
import { CallLog } from '../call-log';
import type { InMemoryDatabase } from '../in-memory-database';
import { InMemoryBlockRepository } from './in-memory-block.repository';
import { InMemoryChannelRepository } from './in-memory-channel.repository';
import { InMemoryAuditRepository, InMemoryEventRepository, InMemoryWebhookRepository } from './in-memory-event-log';
import { InMemoryInventoryRepository } from './in-memory-inventory.repository';
import { InMemoryPaymentRepository } from './in-memory-payment.repository';
import { InMemoryPricingRepository } from './in-memory-pricing.repository';
import { InMemoryPropertyRepository } from './in-memory-property.repository';
import { InMemoryRateRepository } from './in-memory-rate.repository';
import { InMemoryRatePlanRepository } from './in-memory-rate-plan.repository';
import { InMemoryReservationRepository } from './in-memory-reservation.repository';
import { InMemoryStayRepository } from './in-memory-stay.repository';
import { InMemoryTaskRepository } from './in-memory-task.repository';
import { InMemoryUnitRepository } from './in-memory-unit.repository';
import { InMemoryWebsiteRepository } from './in-memory-website.repository';
import { InMemoryWorkspaceRepository } from './in-memory-workspace.repository';
import { ScriptedAvailabilityRepository } from './scripted-availability.repository';
import { ScriptedGuestRepository, ScriptedMessageRepository } from './scripted-guest-messages.repository';
import { ScriptedReportRepository } from './scripted-report.repository';
import { ScriptedSandboxRepository } from './scripted-sandbox.repository';

/** Every repository over one in-memory database, recording each call in one log. */
export class FakeRepositories implements Repositories {
  readonly calls = new CallLog();
  readonly workspaces: InMemoryWorkspaceRepository;
  readonly properties: InMemoryPropertyRepository;
  readonly units: InMemoryUnitRepository;
  readonly ratePlans: InMemoryRatePlanRepository;
  readonly reservations: InMemoryReservationRepository;
  readonly inventory: InMemoryInventoryRepository;
  readonly stays: InMemoryStayRepository;
  readonly blocks: InMemoryBlockRepository;
  readonly pricing: InMemoryPricingRepository;
  readonly rates: InMemoryRateRepository;
  readonly availability: ScriptedAvailabilityRepository;
  readonly reports: ScriptedReportRepository;
  readonly channels: InMemoryChannelRepository;
  readonly events: InMemoryEventRepository;
  readonly webhooks: InMemoryWebhookRepository;
  readonly audit: InMemoryAuditRepository;
  readonly guests: ScriptedGuestRepository;
  readonly messages: ScriptedMessageRepository;
  readonly website: InMemoryWebsiteRepository;
  readonly tasks: InMemoryTaskRepository;
  readonly payments: InMemoryPaymentRepository;
  readonly sandboxes: ScriptedSandboxRepository;

  constructor(private readonly db: InMemoryDatabase) {
    this.workspaces = new InMemoryWorkspaceRepository(db, this.calls);
    this.properties = new InMemoryPropertyRepository(db, this.calls);
    this.units = new InMemoryUnitRepository(db, this.calls);
    this.ratePlans = new InMemoryRatePlanRepository(db, this.calls);
    this.reservations = new InMemoryReservationRepository(db, this.calls);
    this.inventory = new InMemoryInventoryRepository(db, this.calls);
    this.stays = new InMemoryStayRepository(db, this.calls);
    this.blocks = new InMemoryBlockRepository(db, this.calls);
    this.pricing = new InMemoryPricingRepository(db, this.calls);
    this.rates = new InMemoryRateRepository(db, this.calls);
    this.availability = new ScriptedAvailabilityRepository(this.calls);
    this.reports = new ScriptedReportRepository(this.calls);
    this.channels = new InMemoryChannelRepository(this.db, this.calls);
    this.events = new InMemoryEventRepository(this.calls);
    this.webhooks = new InMemoryWebhookRepository(this.calls);
    this.audit = new InMemoryAuditRepository(this.calls);
    this.guests = new ScriptedGuestRepository(this.calls);
    this.messages = new ScriptedMessageRepository(this.calls);
    this.website = new InMemoryWebsiteRepository(this.calls);
    this.tasks = new InMemoryTaskRepository(this.db, this.calls);
    this.payments = new InMemoryPaymentRepository(this.db, this.calls);
    this.sandboxes = new ScriptedSandboxRepository(this.calls);
  }
}
