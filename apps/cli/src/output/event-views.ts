import { AuditEntryView, EventView, WebhookDeliveryView, WebhookEndpointView } from '@innkeep/contract';

import { renderFields, renderTable } from './table-renderer';

function actorText(actor: EventView['actor']): string {
  return `${actor.kind.toLowerCase()} ${actor.id ?? ''} via ${actor.surface}`.replace(/\s+/g, ' ').trim();
}

export function renderEvents(events: readonly EventView[]): string {
  return renderTable(events, [
    { header: 'Time', value: (event) => event.occurredAt.replace('T', ' ').slice(0, 19) },
    { header: 'Type', value: (event) => event.type },
    { header: 'Resource', value: (event) => event.resource.id },
    { header: 'By', value: (event) => actorText(event.actor) },
  ]);
}

/** One line per event, for `--follow`: no header, as they come. */
export function renderEventLine(event: EventView): string {
  return `${event.occurredAt.replace('T', ' ').slice(0, 19)}  ${event.type}  ${event.resource.id}  ${actorText(event.actor)}`;
}

export function renderWebhooks(webhooks: readonly WebhookEndpointView[]): string {
  if (webhooks.length === 0) return 'No webhook endpoints. Add one with `innkeep webhooks create <url> --events "*"`.';
  return renderTable(webhooks, [
    { header: 'Id', value: (webhook) => webhook.id },
    { header: 'Url', value: (webhook) => webhook.url },
    { header: 'Events', value: (webhook) => webhook.events.join(',') },
    { header: 'Status', value: (webhook) => webhook.status },
    { header: 'Failures', value: (webhook) => webhook.consecutiveFailures, align: 'right' },
    { header: 'Pending', value: (webhook) => webhook.pendingDeliveries, align: 'right' },
  ]);
}

export function renderCreatedWebhook(webhook: WebhookEndpointView & { secret: string }): string {
  return `${renderFields([
    ['Id', webhook.id],
    ['Url', webhook.url],
    ['Events', webhook.events.join(', ')],
    ['Signing secret', webhook.secret],
  ])}\n\nStore the signing secret now: it is not shown again. Deliveries are signed with it (Standard Webhooks).`;
}

export function renderDeliveries(deliveries: readonly WebhookDeliveryView[]): string {
  return renderTable(deliveries, [
    { header: 'Id', value: (delivery) => delivery.id },
    { header: 'Event', value: (delivery) => delivery.eventType },
    { header: 'Status', value: (delivery) => delivery.status },
    { header: 'Attempts', value: (delivery) => delivery.attempts, align: 'right' },
    // The answers of the last attempts in order (`-` for none), so a failure before a success shows.
    {
      header: 'Answers',
      value: (delivery) =>
        `${delivery.attemptLog.length > 6 ? '… ' : ''}${delivery.attemptLog
          .slice(-6)
          .map((attempt) => attempt.statusCode ?? '-')
          .join(' ')}`,
    },
    { header: 'Last', value: (delivery) => delivery.lastStatusCode ?? delivery.lastError ?? '' },
    { header: 'Ms', value: (delivery) => delivery.lastDurationMs ?? '', align: 'right' },
    { header: 'Next try', value: (delivery) => delivery.nextAttemptAt?.replace('T', ' ').slice(0, 19) ?? '' },
  ]);
}

export function renderAudit(entries: readonly AuditEntryView[]): string {
  return renderTable(entries, [
    { header: 'Time', value: (entry) => entry.at.replace('T', ' ').slice(0, 19) },
    { header: 'Operation', value: (entry) => entry.operation },
    { header: 'By', value: (entry) => actorText(entry.actor) },
    { header: 'Targets', value: (entry) => Object.values(entry.targets).join(' ') },
    { header: 'Outcome', value: (entry) => `${entry.outcome.statusCode}${entry.outcome.errorCode ? ` ${entry.outcome.errorCode}` : ''}` },
  ]);
}
