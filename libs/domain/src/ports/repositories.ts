import type { ChannelRepository } from './channels';
import type { AuditRepository, EventRepository, WebhookRepository } from './events';
import type { GuestRepository, MessageRepository } from './guest-messages';
import type { BlockRepository, InventoryRepository } from './inventory';
import type { PaymentRepository } from './payments';
import type { PropertyRepository } from './properties';
import type { PricingRepository, RatePlanRepository, RateRepository } from './rates';
import type { ReportRepository } from './reports';
import type { ReservationRepository } from './reservations';
import type { SandboxRepository } from './sandboxes';
import type { AvailabilityRepository, StayRepository } from './stays';
import type { TaskRepository } from './tasks';
import type { UnitRepository } from './units';
import type { WebsiteRepository } from './website';
import type { WorkspaceRepository } from './workspaces';

/** Every repository an operation may use; persistence provides them, bound to a transaction for writes. */
export interface Repositories {
  workspaces: WorkspaceRepository;
  properties: PropertyRepository;
  units: UnitRepository;
  ratePlans: RatePlanRepository;
  reservations: ReservationRepository;
  inventory: InventoryRepository;
  stays: StayRepository;
  blocks: BlockRepository;
  pricing: PricingRepository;
  rates: RateRepository;
  availability: AvailabilityRepository;
  reports: ReportRepository;
  channels: ChannelRepository;
  events: EventRepository;
  webhooks: WebhookRepository;
  audit: AuditRepository;
  guests: GuestRepository;
  messages: MessageRepository;
  website: WebsiteRepository;
  tasks: TaskRepository;
  payments: PaymentRepository;
  sandboxes: SandboxRepository;
}
