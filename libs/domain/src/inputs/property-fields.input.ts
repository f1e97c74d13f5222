import { PropertyStatus, SETTABLE_PROPERTY_STATUSES } from '@innkeep/contract';
import { Type } from 'class-transformer';
import { IsIn, IsISO31661Alpha2, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { allOf } from '../validation/compose-decorators';
import { IsCurrencyCode } from '../validation/currency-code';
import { IsTimeZoneName } from '../validation/is-time-zone-name';
import { ToTrimmed, ToUpperCase } from '../validation/transforms';

/** A local time of day, `HH:MM` on a 24-hour clock. */
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const text = (max: number, description: string) => allOf(ToTrimmed(), IsString(), IsNotEmpty(), MaxLength(max), JSONSchema({ description }));
const countryCode = (description: string) =>
  allOf(
    ToUpperCase(),
    IsISO31661Alpha2({ message: '$property must be a two-letter ISO 3166-1 country code such as PT' }),
    JSONSchema({ type: 'string', description }),
  );
const timeOfDay = (description: string) =>
  allOf(Matches(HH_MM, { message: '$property must be a time HH:MM' }), JSONSchema({ type: 'string', pattern: '^\\d{2}:\\d{2}$', description }));

export class AddressInput {
  @text(200, 'Street and number')
  line1: string;

  @IsOptional()
  @text(200, 'Flat, floor or building')
  line2?: string;

  @text(20, 'Postal code')
  postalCode: string;

  @text(100, 'City')
  city: string;

  @IsOptional()
  @text(100, 'Region, state or province')
  region?: string;

  @countryCode('Country, ISO 3166-1 alpha-2 (PT)')
  country: string;
}

/** The fields of a property, as POST /properties takes them; PATCH takes each of them optionally. */
export const PROPERTY_FIELD = {
  name: () => text(200, 'Name guests and staff know the property by'),
  currency: () => IsCurrencyCode('Currency of its prices, ISO 4217 (EUR)'),
  timezone: () =>
    allOf(
      IsTimeZoneName(),
      JSONSchema({ type: 'string', description: 'IANA time zone of the property (Europe/Lisbon): its nights and check-in times are local to it' }),
    ),
  city: () => text(100, 'City (the same as address.city when both are given)'),
  country: () => countryCode('Country, ISO 3166-1 alpha-2 (the same as address.country when both are given)'),
  address: () =>
    allOf(
      ValidateNested(),
      Type(() => AddressInput),
      JSONSchema({ description: 'Postal address' }),
    ),
  checkInTime: (defaultTime: string) => timeOfDay(`Earliest check-in, HH:MM local time${defaultTime}`),
  checkOutTime: (defaultTime: string) => timeOfDay(`Latest check-out, HH:MM local time${defaultTime}`),
  status: (defaultStatus: string) =>
    allOf(
      IsIn(SETTABLE_PROPERTY_STATUSES),
      JSONSchema({ description: `ACTIVE or INACTIVE${defaultStatus}; archive a property with POST /properties/{propertyId}/archive` }),
    ),
};

export type SettablePropertyStatus = Extract<PropertyStatus, (typeof SETTABLE_PROPERTY_STATUSES)[number]>;
