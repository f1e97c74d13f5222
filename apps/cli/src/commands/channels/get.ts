import { ChannelConnectionView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { renderConnection } from '../../output/channel-views';

export default class ChannelsGet extends InnkeepCommand<typeof ChannelsGet, ChannelConnectionView> {
  static override summary = 'Show one channel connection with its listings.';
  static override examples = ['<%= config.bin %> channels get conn_123'];
  static override operation = 'connections.get';
  static override args = { connectionId: Args.string({ description: 'Id of the connection', required: true }) };

  protected override humanize(connection: ChannelConnectionView): string {
    return renderConnection(connection);
  }
}
