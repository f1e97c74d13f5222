import { CreatedWebhookEndpointView } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { renderCreatedWebhook } from '../../output/event-views';

export default class WebhooksCreate extends InnkeepCommand<typeof WebhooksCreate, CreatedWebhookEndpointView> {
  static override summary = 'Register a webhook endpoint; prints its signing secret once.';
  static override examples = [
    '<%= config.bin %> webhooks create https://example.com/hooks/innkeep --events reservation.created,reservation.cancelled',
    '<%= config.bin %> webhooks create https://example.com/hooks --events "*"',
  ];
  static override operation = 'webhooks.create';
  static override args = { url: Args.string({ description: 'Where to POST the events (http or https, public address)', required: true }) };
  static override flags = {
    events: Flags.string({ summary: 'Event types to deliver, comma-separated, or "*" for all.', required: true }),
    description: Flags.string({ summary: 'What the endpoint is for.' }),
    'idempotency-key': Flags.string({ summary: 'Sent as Idempotency-Key: a retry with the same key registers once.' }),
    ...DRY_RUN_FLAGS,
  };
  static override fieldNames = { 'idempotency-key': null };

  protected override input() {
    const input = super.input();
    return {
      ...input,
      events: String(input.events)
        .split(',')
        .map((type) => type.trim())
        .filter(Boolean),
    };
  }

  protected override humanize(webhook: CreatedWebhookEndpointView): string {
    return renderCreatedWebhook(webhook);
  }
}
