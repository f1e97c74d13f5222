import { WEBHOOK_DELIVERY_STATUSES, WebhookDeliveryPage } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { renderDeliveries } from '../../output/event-views';

export default class WebhooksDeliveries extends InnkeepCommand<typeof WebhooksDeliveries, WebhookDeliveryPage> {
  static override summary = 'List the deliveries to a webhook endpoint, newest first.';
  static override examples = ['<%= config.bin %> webhooks deliveries we_123', '<%= config.bin %> webhooks deliveries we_123 --status PENDING'];
  static override operation = 'webhooks.deliveries';
  static override args = { webhookId: Args.string({ description: 'Id of the webhook endpoint', required: true }) };
  static override flags = {
    status: Flags.string({ summary: 'Only deliveries in this state.', options: [...WEBHOOK_DELIVERY_STATUSES] }),
    take: Flags.integer({ summary: 'Page size, 1 to 200 (default 50).', min: 1, max: 200 }),
    cursor: Flags.string({ summary: 'The page after this cursor.' }),
  };

  protected override humanize({ deliveries, nextCursor }: WebhookDeliveryPage): string {
    const table = deliveries.length > 0 ? renderDeliveries(deliveries) : 'No deliveries yet.';
    return nextCursor ? `${table}\n\nOlder deliveries: repeat with --cursor ${nextCursor}` : table;
  }
}
