import { channelAccepts, ChannelSetting } from '../model/channel-settings';
import { PropagationPolicy } from '../ports/properties';

/**
 * A change is queued for every channel whose API takes it (the channel sync sends it and marks it
 * SYNCED); any other channel needs the host to change it by hand.
 */
export function propagationFor(setting: ChannelSetting): PropagationPolicy {
  return (channel) => (channelAccepts(channel, setting) ? 'QUEUED' : 'MANUAL_REQUIRED');
}
