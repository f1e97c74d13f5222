import { Args } from '@oclif/core';

import { CONFIRM_FLAGS, DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';

export default class ChannelsDisconnect extends InnkeepCommand<typeof ChannelsDisconnect, { disconnected: boolean }> {
  static override summary = 'Disconnect a channel: stop synchronising, revoke its export feeds, lift its channel blocks.';
  static override description = 'Reservations the channel brought in stay. Asks before it disconnects, unless --yes.';
  static override examples = ['<%= config.bin %> channels disconnect conn_123', '<%= config.bin %> channels disconnect conn_123 --yes'];
  static override operation = 'connections.delete';
  static override args = { connectionId: Args.string({ description: 'Id of the connection', required: true }) };
  static override flags = { ...CONFIRM_FLAGS, ...DRY_RUN_FLAGS };

  override async run(): Promise<{ disconnected: boolean }> {
    if (!this.flags.yes)
      await this.confirmOrThrow(`Disconnect ${this.args.connectionId}? Its feeds stop synchronising and the channel can no longer read Innkeep’s calendar.`);
    return this.call<{ disconnected: boolean }>('connections.delete', { connectionId: this.args.connectionId });
  }

  protected override humanize(): string {
    return `Disconnected ${this.args.connectionId}.`;
  }
}
