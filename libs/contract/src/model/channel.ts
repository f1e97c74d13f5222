/** Channels (OTAs) Innkeep connects to; each is also a reservation source. */
export const CHANNELS = [
  'AIRBNB',
  'BOOKING_COM',
  'VRBO',
  'EXPEDIA',
  'AGODA',
  'GOOGLE',
  'TRIPADVISOR',
  'HOMETOGO',
] as const;
export type Channel = (typeof CHANNELS)[number];

export type PropagationState = 'SYNCED' | 'QUEUED' | 'MANUAL_REQUIRED';

export interface Propagation {
  channel: Channel;
  state: PropagationState;
}
