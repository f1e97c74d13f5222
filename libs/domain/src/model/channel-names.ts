import { CHANNELS } from '@innkeep/contract';

/** How each channel is called on the human surfaces. */
export const CHANNEL_NAMES: Record<(typeof CHANNELS)[number], string> = {
  AIRBNB: 'Airbnb',
  BOOKING_COM: 'Booking.com',
  VRBO: 'Vrbo',
  EXPEDIA: 'Expedia',
  AGODA: 'Agoda',
  GOOGLE: 'Google Vacation Rentals',
  TRIPADVISOR: 'Tripadvisor',
  HOMETOGO: 'HomeToGo',
};
