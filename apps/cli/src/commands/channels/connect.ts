import { CHANNEL_METHODS, CHANNELS, CreatedConnectionView } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, IDEMPOTENCY_FLAGS, InnkeepCommand } from '../../base-command';
import { usageError } from '../../cli-failure';
import { renderConnection } from '../../output/channel-views';

/**
 * `unit_123=https://…/listing.ics` → a listing of an ICAL connection; `unit_123=8841203` → a
 * listing of an API connection, by the channel's listing id.
 */
export function parseListing(text: string, method: string = 'ICAL'): { unitId: string; importUrl?: string; externalListingId?: string } {
  const at = text.indexOf('=');
  if (at < 1 || at === text.length - 1) throw usageError(`expected <unitId>=<${method === 'API' ? 'channel listing id' : 'feed address'}>, got "${text}"`);
  const unitId = text.slice(0, at).trim();
  const value = text.slice(at + 1).trim();
  return method === 'API' ? { unitId, externalListingId: value } : { unitId, importUrl: value };
}

export default class ChannelsConnect extends InnkeepCommand<typeof ChannelsConnect, CreatedConnectionView> {
  static override summary = 'Connect a property to a channel: by its calendar (iCal) feeds, or through a connector (API).';
  static override description =
    'ICAL: give one --listing per unit listed on the channel: the unit’s id and the calendar export (.ics) address the channel shows for the listing. ' +
    'Innkeep pulls those feeds every 15 minutes, and prints the feed of each unit to paste into the channel (`innkeep channels status` shows it OWNER and ADMIN again). ' +
    'API: give --endpoint-url (where the connector receives changes) and one --listing per unit with the channel’s listing id; ' +
    'the signing secret the connector signs with is printed this once.';
  static override examples = [
    '<%= config.bin %> channels connect --property-id prop_123 --channel AIRBNB --listing unit_123=https://www.airbnb.com/calendar/ical/123.ics?s=abc',
    '<%= config.bin %> channels connect --property-id prop_123 --channel BOOKING_COM --method API --endpoint-url https://connector.example/innkeep --listing unit_123=8841203',
  ];
  static override operation = 'connections.create';
  static override flags = {
    'property-id': Flags.string({ summary: 'The property to connect.', aliases: ['property'], required: true }),
    channel: Flags.string({ summary: 'The channel.', options: [...CHANNELS], required: true }),
    listing: Flags.string({ summary: '<unitId>=<feed address>, once per unit.', multiple: true, required: true }),
    method: Flags.string({ summary: 'ICAL (the default): calendar feeds both ways; API: a connector, signed JSON both ways.', options: [...CHANNEL_METHODS] }),
    'endpoint-url': Flags.string({ summary: 'API: where the connector receives availability, rates and settings.' }),
    ...IDEMPOTENCY_FLAGS,
    ...DRY_RUN_FLAGS,
  };
  static override fieldNames = { listing: ['listings'] };

  protected override input() {
    return { ...super.input(), listings: this.flags.listing.map((listing) => parseListing(listing, this.flags.method)) };
  }

  protected override humanize(connection: CreatedConnectionView): string {
    if (connection.signingSecret) {
      return `Connected ${connection.propertyName} to ${connection.channel} through its connector.\n${renderConnection(connection)}\n\nSigning secret (shown this once; give it to the connector): ${connection.signingSecret}`;
    }
    return `Connected ${connection.propertyName} to ${connection.channel}; the first synchronisation runs within seconds.\n${renderConnection(connection)}`;
  }
}
