import { AuditEntryView, EventActor, EventType, EventView, WebhookDeliveryView, WebhookEndpointView } from '@innkeep/contract';

/** A change a write made, before it is stored with its id, time and actor. */
export interface EventDraft {
  type: EventType;
  resource: { type: string; id: string };
  data: unknown;
}

/** A position in a workspace's feed: after this event (its transaction and order in it). */
export interface FeedPosition {
  txid: string;
  seq: string;
}

export interface EventRepository {
  /** Keeps a change to store with the transaction's others (`flush`). */
  record(draft: EventDraft): void;
  /**
   * Keeps a change that another one of the transaction caused (the automatic task of a stay or a
   * block): stored after the write's own events, so a reader meets the cause first.
   */
  follow(draft: EventDraft): void;
  /**
   * Stores the kept changes and the given ones, queues their webhook deliveries and, when given,
   * the write's audit entry: one statement at the end of the write, sent with its COMMIT when the
   * unit of work runs it (`UnitOfWork.run` with `feedWriterOf`).
   */
  flush(workspaceId: string, actor: EventActor, extra?: { events?: EventDraft[]; audit?: AuditAttempt }): Promise<void>;
  /** Committed events after `after`, in commit order, never past a writer still open. */
  list(
    workspaceId: string,
    query: { after: FeedPosition | null; types: string[] | null; take: number },
  ): Promise<{ events: EventView[]; last: FeedPosition | null }>;
}

export interface NewWebhookEndpoint {
  url: string;
  events: string[];
  description: string | null;
  /** The signing secret (`whsec_…`), sealed by the repository before it is stored. */
  secret: string;
}

export interface WebhookRepository {
  create(workspaceId: string, endpoint: NewWebhookEndpoint): Promise<WebhookEndpointView>;
  list(workspaceId: string): Promise<WebhookEndpointView[]>;
  find(workspaceId: string, endpointId: string): Promise<WebhookEndpointView | null>;
  delete(workspaceId: string, endpointId: string): Promise<boolean>;
  deliveries(workspaceId: string, endpointId: string, query: { status: string | null; take: number; before: string | null }): Promise<WebhookDeliveryView[]>;
  /** Sends one delivery again now (a new attempt, whatever its state); null when it is not the endpoint's. */
  retryDelivery(workspaceId: string, endpointId: string, deliveryId: string): Promise<WebhookDeliveryView | null>;
  /** Disables an enabled endpoint and answers its URL; null when it was not enabled (already disabled, or gone). */
  disable(workspaceId: string, endpointId: string, reason: string): Promise<{ url: string } | null>;
}

export interface AuditAttempt {
  operation: string;
  actor: EventActor;
  targets: Record<string, string>;
  statusCode: number;
  errorCode: string | null;
}

export interface AuditQuery {
  from: string | null;
  to: string | null;
  actor: string | null;
  operation: string | null;
  take: number;
  /** The id of the last entry of the previous page (newest first). */
  before: string | null;
}

export interface AuditRepository {
  append(workspaceId: string, attempt: AuditAttempt): Promise<void>;
  list(workspaceId: string, query: AuditQuery): Promise<AuditEntryView[]>;
}

/** Whether Innkeep may send requests to an address (webhooks): http(s) to a public address, unless the installation allows private ones. */
export interface OutboundUrlPolicy {
  isAllowed(url: string): Promise<boolean>;
}
