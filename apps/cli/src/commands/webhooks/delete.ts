import { Args, Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';

export default class WebhooksDelete extends InnkeepCommand<typeof WebhooksDelete, { id: string; deleted: true }> {
  static override summary = 'Delete a webhook endpoint and its delivery history (asks first; --yes).';
  static override examples = ['<%= config.bin %> webhooks delete we_123 --yes'];
  static override operation = 'webhooks.delete';
  static override args = { webhookId: Args.string({ description: 'Id of the webhook endpoint', required: true }) };
  static override flags = { yes: Flags.boolean({ summary: 'Delete without asking.' }), ...DRY_RUN_FLAGS };
  static override fieldNames = { yes: null };

  override async run(): Promise<{ id: string; deleted: true }> {
    await this.confirmOrThrow(`Delete webhook endpoint ${this.args.webhookId}? It receives nothing more.`);
    return super.run();
  }

  protected override humanize({ id }: { id: string }): string {
    return `Deleted webhook endpoint ${id}.`;
  }
}
