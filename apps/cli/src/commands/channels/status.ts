import { ChannelConnectionView, CHANNELS } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { renderConnections } from '../../output/channel-views';

export default class ChannelsStatus extends InnkeepCommand<typeof ChannelsStatus, { connections: ChannelConnectionView[] }> {
  static override summary = 'Show the channel connections: state, last synchronisation, last error and overbooking conflicts.';
  static override examples = ['<%= config.bin %> channels status', '<%= config.bin %> channels status --channel AIRBNB --json'];
  static override operation = 'connections.list';
  static override flags = {
    'property-id': Flags.string({ summary: 'Only the connections of this property.', aliases: ['property'] }),
    channel: Flags.string({ summary: 'Only connections to this channel.', options: [...CHANNELS] }),
  };

  protected override humanize({ connections }: { connections: ChannelConnectionView[] }): string {
    return renderConnections(connections);
  }
}
