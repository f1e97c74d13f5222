import { WebhookDeliveryView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';

export default class WebhooksRetry extends InnkeepCommand<typeof WebhooksRetry, WebhookDeliveryView> {
  static override summary = 'Send one delivery again now.';
  static override examples = ['<%= config.bin %> webhooks retry we_123 whd_456'];
  static override operation = 'webhooks.retryDelivery';
  static override flags = { ...DRY_RUN_FLAGS };
  static override args = {
    webhookId: Args.string({ description: 'Id of the webhook endpoint', required: true }),
    deliveryId: Args.string({ description: 'Id of the delivery', required: true }),
  };

  protected override humanize(delivery: WebhookDeliveryView): string {
    return `Delivery ${delivery.id} (${delivery.eventType}) is queued to be sent again.`;
  }
}
