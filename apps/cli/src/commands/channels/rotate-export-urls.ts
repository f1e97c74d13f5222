import { ChannelConnectionView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { renderConnection } from '../../output/channel-views';

export default class ChannelsRotateExportUrls extends InnkeepCommand<typeof ChannelsRotateExportUrls, ChannelConnectionView> {
  static override summary = 'Make new export feed addresses for a connection; the old ones stop working at once.';
  static override examples = ['<%= config.bin %> channels rotate-export-urls conn_123'];
  static override operation = 'connections.rotateExportUrls';
  static override flags = { ...DRY_RUN_FLAGS };
  static override args = { connectionId: Args.string({ description: 'Id of the connection', required: true }) };

  protected override humanize(connection: ChannelConnectionView): string {
    return renderConnection(connection);
  }
}
