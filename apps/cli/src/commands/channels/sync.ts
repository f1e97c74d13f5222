import { SyncResult } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';
import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { renderSyncResult } from '../../output/channel-views';

export default class ChannelsSync extends InnkeepCommand<typeof ChannelsSync, SyncResult> {
  static override summary = 'Synchronise a channel connection now and show what changed.';
  static override examples = ['<%= config.bin %> channels sync conn_123', '<%= config.bin %> channels sync conn_123 --accept-empty'];
  static override operation = 'connections.sync';
  static override args = { connectionId: Args.string({ description: 'Id of the connection', required: true }) };
  static override flags = {
    'accept-empty': Flags.boolean({ summary: 'Apply a feed that came back empty although it had future stays.' }),
    ...DRY_RUN_FLAGS,
  };

  protected override humanize(result: SyncResult): string {
    return renderSyncResult(result);
  }
}
