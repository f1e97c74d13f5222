/** What a change was: `<resource>.<what happened>`, the names webhooks subscribe to. */
export const EVENT_TYPES = [
  'reservation.created',
  'reservation.updated',
  'reservation.cancelled',
  'reservation.status_changed',
  'reservation.overbooked',
  'block.created',
  'block.lifted',
  'rates.updated',
  'restrictions.updated',
  'settings.updated',
  'property.created',
  'property.updated',
  'property.archived',
  'unit.created',
  'unit.updated',
  'unit.archived',
  'rate_plan.created',
  'rate_plan.updated',
  'connection.created',
  'connection.deleted',
  'connection.export_urls_rotated',
  'connection.synced',
  'connection.failed',
  'message.received',
  'message.sent',
  'webhook_endpoint.disabled',
  'workspace.subscription_changed',
  'workspace.trial_will_end',
  'task.created',
  'task.updated',
  'task.completed',
  'payment.recorded',
  'payment.refunded',
  'reservation.payment_status_changed',
  'payment.needs_attention',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export const ACTOR_KINDS = ['API_KEY', 'OAUTH', 'WEB', 'CHANNEL', 'SYSTEM'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export const ACTOR_SURFACES = ['REST', 'MCP', 'WEB', 'SYNC', 'WORKER'] as const;
export type ActorSurface = (typeof ACTOR_SURFACES)[number];

/** Who made a change: the credential (never its secret), its user, and the surface it came through. */
export interface EventActor {
  kind: ActorKind;
  /** The credential's or connection's id; null for the system itself. */
  id: string | null;
  userId: string | null;
  surface: ActorSurface;
}

export interface EventView {
  id: string;
  type: EventType;
  occurredAt: string;
  workspaceId: string;
  resource: { type: string; id: string };
  /** The resource (or the change) as the write answered it. */
  data: unknown;
  actor: EventActor;
}

export interface EventPage {
  events: EventView[];
  /** Pass as `after` to read on; it is set even when the page is empty (poll again with it later). */
  nextCursor: string;
}
