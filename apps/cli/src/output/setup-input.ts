import { SETTABLE_PROPERTY_STATUSES } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { ApiInput } from '../api-client';
import { clockTimeFlag } from '../input-flags';

/**
 * The flags of `properties create` and `properties update`: the fields of POST /properties in
 * kebab-case, the street address flat (`--address-line1`, `--postal-code`).
 */
export function propertyFlags(forCreate: boolean) {
  return {
    name: Flags.string({ summary: 'Name guests and staff know the property by.', required: forCreate }),
    currency: Flags.string({ summary: 'Currency of its prices, a three-letter ISO 4217 code such as EUR.', required: forCreate }),
    timezone: Flags.string({ summary: 'IANA time zone of the property, such as Europe/Lisbon.', required: forCreate }),
    city: Flags.string({ summary: 'City.' }),
    country: Flags.string({ summary: 'Country, a two-letter code such as PT.' }),
    'address-line1': Flags.string({ summary: 'Street and number (with --postal-code, --city and --country: the whole address).', helpGroup: 'ADDRESS' }),
    'address-line2': Flags.string({ summary: 'Flat, floor or building.', helpGroup: 'ADDRESS' }),
    'postal-code': Flags.string({ summary: 'Postal code.', helpGroup: 'ADDRESS' }),
    region: Flags.string({ summary: 'Region, state or province.', helpGroup: 'ADDRESS' }),
    'check-in-time': clockTimeFlag({ summary: `Earliest check-in, HH:MM local time${forCreate ? ' (default 15:00)' : ''}.` }),
    'check-out-time': clockTimeFlag({ summary: `Latest check-out, HH:MM local time${forCreate ? ' (default 11:00)' : ''}.` }),
    status: Flags.string({
      summary: forCreate ? 'ACTIVE (default) or INACTIVE.' : 'ACTIVE or INACTIVE; either brings an archived property back.',
      options: SETTABLE_PROPERTY_STATUSES,
    }),
  };
}

/** The street address flags fill `address`; city and country go with it when it is given. */
export const PROPERTY_FIELD_NAMES = {
  'address-line1': 'address.line1',
  'address-line2': 'address.line2',
  'postal-code': 'address.postalCode',
  region: 'address.region',
} as const;

/** With a street address, --city and --country are part of it (the API takes a whole address). */
export function withAddress(input: ApiInput): ApiInput {
  if (input.address === undefined) return input;
  const { city, country, ...rest } = input;
  return { ...rest, address: { ...(input.address as ApiInput), city, country } };
}
