import { CHANNEL_METHODS, ChannelConnectionView, CHANNELS } from '@innkeep/contract';
import { Flags } from '@oclif/core';
import { IDEMPOTENCY_FLAGS, InnkeepCommand } from '../../base-command';
import { usageError } from '../../cli-failure';
import { renderConnection } from '../../output/channel-views';

/** `unit_123=https://…/listing.ics` → a listing of the connection. */
export function parseListing(text: string): { unitId: string; importUrl: string } {
  const at = text.indexOf('=');
  if (at < 1 || at === text.length - 1) throw usageError(`expected <unitId>=<feed address>, got "${text}"`);
  return { unitId: text.slice(0, at).trim(), importUrl: text.slice(at + 1).trim() };
}

export default class ChannelsConnect extends InnkeepCommand<typeof ChannelsConnect, ChannelConnectionView> {
  static override summary = 'Connect a property to a channel by its calendar (iCal) feeds.';
  static override description =
    'Give one --listing per unit listed on the channel: the unit’s id and the calendar export (.ics) address the channel shows for the listing. ' +
    'Innkeep pulls those feeds every 15 minutes, and prints the feed of each unit to paste into the channel (shown this once).';
  static override examples = ['<%= config.bin %> channels connect --property-id prop_123 --channel AIRBNB --listing unit_123=https://www.airbnb.com/calendar/ical/123.ics?s=abc'];
  static override operation = 'connections.create';
  static override flags = {
    'property-id': Flags.string({ summary: 'The property to connect.', aliases: ['property'], required: true }),
    channel: Flags.string({ summary: 'The channel.', options: [...CHANNELS], required: true }),
    listing: Flags.string({ summary: '<unitId>=<feed address>, once per unit.', multiple: true, required: true }),
    method: Flags.string({ summary: 'ICAL (the default): calendar feeds both ways.', options: [...CHANNEL_METHODS] }),
    ...IDEMPOTENCY_FLAGS,
  };
  static override fieldNames = { listing: ['listings'] };

  protected override input() {
    return { ...super.input(), listings: this.flags.listing.map(parseListing) };
  }

  protected override humanize(connection: ChannelConnectionView): string {
    return `Connected ${connection.propertyName} to ${connection.channel}; the first synchronisation runs within seconds.\n${renderConnection(connection)}`;
  }
}
