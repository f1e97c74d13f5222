import { DomainError } from '../../errors/domain-error';
import { AddressInput } from '../../inputs/property-fields.input';
import { PropertyFields } from '../../ports/properties';

/**
 * The address fields a request sets: `address` replaces the whole address; `city` and `country`
 * alone set just those. Given both ways, they must agree.
 */
export function addressOf(input: { city?: string; country?: string; address?: AddressInput }): Partial<PropertyFields['address']> {
  const { address, city, country } = input;
  for (const [field, alone, inAddress] of [
    ['city', city, address?.city],
    ['country', country, address?.country],
  ] as const) {
    if (alone !== undefined && inAddress !== undefined && alone !== inAddress) {
      throw new DomainError('VALIDATION_FAILED', `${field} (${alone}) and address.${field} (${inAddress}) differ; send one of them.`);
    }
  }
  if (!address) return { ...(city !== undefined ? { city } : {}), ...(country !== undefined ? { country } : {}) };
  return {
    line1: address.line1,
    line2: address.line2 ?? null,
    postalCode: address.postalCode,
    city: address.city,
    region: address.region ?? null,
    country: address.country,
  };
}
