import { WebhookEndpointView } from '@innkeep/contract';

import { InnkeepCommand } from '../../base-command';
import { renderWebhooks } from '../../output/event-views';

export default class WebhooksList extends InnkeepCommand<typeof WebhooksList, { webhooks: WebhookEndpointView[] }> {
  static override summary = 'List the webhook endpoints and their state.';
  static override examples = ['<%= config.bin %> webhooks list'];
  static override operation = 'webhooks.list';

  protected override humanize({ webhooks }: { webhooks: WebhookEndpointView[] }): string {
    return renderWebhooks(webhooks);
  }
}
