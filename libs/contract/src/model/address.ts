import { Infer, nullable, objectSchema, str } from '../schemas/json-schema';

/** A property's postal address; every line may be unknown. */
export const addressSchema = objectSchema({
  line1: nullable(str),
  line2: nullable(str),
  postalCode: nullable(str),
  city: nullable(str),
  region: nullable(str),
  country: nullable({ ...str, description: 'ISO 3166-1 alpha-2' }),
});
export type Address = Infer<typeof addressSchema>;
