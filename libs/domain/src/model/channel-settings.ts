import { Channel } from '@innkeep/contract';

export type ChannelSetting = 'cancellationPolicy' | 'bookingSettings' | 'listingSettings';

/**
 * Which settings each channel accepts through its API. A setting a channel cannot take must be
 * changed by hand in that channel's extranet: the answer says MANUAL_REQUIRED so the host knows.
 */
const CHANNEL_ACCEPTS: Record<Channel, readonly ChannelSetting[]> = {
  AIRBNB: ['cancellationPolicy', 'bookingSettings', 'listingSettings'],
  BOOKING_COM: ['listingSettings'],
  VRBO: ['cancellationPolicy', 'listingSettings'],
  EXPEDIA: ['listingSettings'],
  AGODA: ['listingSettings'],
  GOOGLE: [],
  TRIPADVISOR: ['listingSettings'],
  HOMETOGO: [],
};

export function channelAccepts(channel: Channel, setting: ChannelSetting): boolean {
  return CHANNEL_ACCEPTS[channel].includes(setting);
}
