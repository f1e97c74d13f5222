import type {
  AuditAttempt,
  AuditEntryView,
  AuditQuery,
  AuditRepository,
  EventActor,
  EventDraft,
  EventRepository,
  EventView,
  FeedPosition,
  NewWebhookEndpoint,
  WebhookDeliveryView,
  WebhookEndpointView,
  WebhookRepository,
} from '../../src';
import type { CallLog } from '../call-log';
import { testId } from '../test-ids';
import { scripted } from '../unexpected-call.error';

/** Events, kept in the order flushed; the feed's commit-order rules are PostgreSQL's, tested there. */
export class InMemoryEventRepository implements EventRepository {
  readonly stored: EventView[] = [];
  private readonly kept: EventDraft[] = [];
  private readonly followers: EventDraft[] = [];

  constructor(private readonly log: CallLog) {}

  record(draft: EventDraft): void {
    this.kept.push(draft);
  }

  follow(draft: EventDraft): void {
    this.followers.push(draft);
  }

  async flush(workspaceId: string, actor: EventActor, extra: { events?: EventDraft[]; audit?: AuditAttempt } = {}): Promise<void> {
    this.log.record('events.flush', [workspaceId, actor, extra]);
    for (const draft of [...this.kept.splice(0), ...(extra.events ?? []), ...this.followers.splice(0)]) {
      this.stored.push({
        id: testId('evt'),
        type: draft.type,
        occurredAt: new Date().toISOString(),
        workspaceId,
        resource: draft.resource,
        data: draft.data,
        actor,
      });
    }
  }

  async list(
    workspaceId: string,
    query: { after: FeedPosition | null; types: string[] | null; take: number },
  ): Promise<{ events: EventView[]; last: FeedPosition | null }> {
    this.log.record('events.list', [workspaceId, query]);
    const start = query.after ? Number(query.after.seq) : 0;
    const events = this.stored
      .map((event, index) => ({ event, index: index + 1 }))
      .filter(({ event, index }) => event.workspaceId === workspaceId && index > start && (!query.types || query.types.includes(event.type)))
      .slice(0, query.take);
    const last = events.at(-1);
    return { events: events.map(({ event }) => event), last: last ? { txid: '1', seq: String(last.index) } : query.after };
  }
}

/** Endpoints in memory; their deliveries are SQL (paging, the retry's queueing): a test scripts those answers, and a call without one fails. */
export class InMemoryWebhookRepository implements WebhookRepository {
  readonly endpoints: (WebhookEndpointView & { workspaceId: string; secret: string })[] = [];
  readonly answers: { deliveries?: WebhookDeliveryView[]; retryDelivery?: WebhookDeliveryView | null } = {};

  constructor(private readonly log: CallLog) {}

  async create(workspaceId: string, endpoint: NewWebhookEndpoint): Promise<WebhookEndpointView> {
    this.log.record('webhooks.create', [workspaceId, endpoint]);
    const view: WebhookEndpointView = {
      id: testId('we'),
      url: endpoint.url,
      events: endpoint.events,
      description: endpoint.description,
      status: 'ENABLED',
      consecutiveFailures: 0,
      disabledReason: null,
      pendingDeliveries: 0,
      createdAt: new Date().toISOString(),
    };
    this.endpoints.push({ ...view, workspaceId, secret: endpoint.secret });
    return view;
  }

  async list(workspaceId: string): Promise<WebhookEndpointView[]> {
    return this.endpoints.filter((endpoint) => endpoint.workspaceId === workspaceId).map(({ workspaceId: _, secret: __, ...view }) => view);
  }

  async find(workspaceId: string, endpointId: string): Promise<WebhookEndpointView | null> {
    return (await this.list(workspaceId)).find((endpoint) => endpoint.id === endpointId) ?? null;
  }

  async delete(workspaceId: string, endpointId: string): Promise<boolean> {
    const index = this.endpoints.findIndex((endpoint) => endpoint.workspaceId === workspaceId && endpoint.id === endpointId);
    if (index < 0) return false;
    this.endpoints.splice(index, 1);
    return true;
  }

  async disable(workspaceId: string, endpointId: string, reason: string): Promise<{ url: string } | null> {
    this.log.record('webhooks.disable', [workspaceId, endpointId, reason]);
    const endpoint = this.endpoints.find((candidate) => candidate.workspaceId === workspaceId && candidate.id === endpointId && candidate.status === 'ENABLED');
    if (!endpoint) return null;
    Object.assign(endpoint, { status: 'DISABLED', disabledReason: reason });
    return { url: endpoint.url };
  }

  async deliveries(
    workspaceId: string,
    endpointId: string,
    query: { status: string | null; take: number; before: string | null },
  ): Promise<WebhookDeliveryView[]> {
    this.log.record('webhooks.deliveries', [workspaceId, endpointId, query]);
    return scripted(this.answers.deliveries, 'webhooks.deliveries', [workspaceId, endpointId, query]);
  }

  async retryDelivery(workspaceId: string, endpointId: string, deliveryId: string): Promise<WebhookDeliveryView | null> {
    this.log.record('webhooks.retryDelivery', [workspaceId, endpointId, deliveryId]);
    return scripted(this.answers.retryDelivery, 'webhooks.retryDelivery', [workspaceId, endpointId, deliveryId]);
  }
}

/** Attempts appended in memory; reading them back is SQL (filters, paging): a test scripts that answer, and a call without one fails. */
export class InMemoryAuditRepository implements AuditRepository {
  readonly entries: (AuditEntryView & { workspaceId: string })[] = [];
  readonly answers: { list?: AuditEntryView[] } = {};

  constructor(private readonly log: CallLog) {}

  async append(workspaceId: string, attempt: AuditAttempt): Promise<void> {
    this.entries.push({
      workspaceId,
      id: `aud_${this.entries.length + 1}`,
      at: new Date().toISOString(),
      operation: attempt.operation,
      actor: attempt.actor,
      targets: attempt.targets,
      outcome: { statusCode: attempt.statusCode, errorCode: attempt.errorCode },
    });
  }

  async list(workspaceId: string, query: AuditQuery): Promise<AuditEntryView[]> {
    this.log.record('audit.list', [workspaceId, query]);
    return scripted(this.answers.list, 'audit.list', [workspaceId, query]);
  }
}
