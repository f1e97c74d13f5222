export const WEBHOOK_STATUSES = ['ENABLED', 'DISABLED'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

export interface WebhookEndpointView {
  id: string;
  url: string;
  /** Event types delivered, or `["*"]` for every type. */
  events: string[];
  description: string | null;
  status: WebhookStatus;
  /** Failed attempts in a row; the endpoint is disabled at 50. */
  consecutiveFailures: number;
  disabledReason: string | null;
  /** Deliveries not yet made (waiting or retrying). */
  pendingDeliveries: number;
  createdAt: string;
}

/** Answered once, at creation: the secret that signs every delivery (`whsec_…`). */
export interface CreatedWebhookEndpointView extends WebhookEndpointView {
  secret: string;
}

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One attempt of a delivery. */
export interface WebhookAttemptView {
  /** 1 for the first attempt, counting up. */
  attempt: number;
  at: string;
  /** The receiver's HTTP status; null when it got no answer (refused, timed out). */
  statusCode: number | null;
  durationMs: number;
  /** Why it failed (`HTTP 500`, `No answer: …`); null when it succeeded. */
  error: string | null;
}

export interface WebhookDeliveryView {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** HTTP status of the last attempt; null when it got no answer (refused, timed out). */
  lastStatusCode: number | null;
  lastDurationMs: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  /** When it is tried again; null once it succeeded or was given up. */
  nextAttemptAt: string | null;
  createdAt: string;
  /** Every attempt, oldest first: a failed first attempt stays visible after a retry succeeded. */
  attemptLog: WebhookAttemptView[];
}
