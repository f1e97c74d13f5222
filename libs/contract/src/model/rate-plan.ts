import { bool, Infer, int, objectSchema, str } from '../schemas/json-schema';

export const ratePlanSchema = objectSchema(
  {
    id: str,
    title: str,
    isDefault: bool,
    unitId: str,
    basePriceMinor: { ...int, description: 'Price of a night without a rate row, in minor units' },
    currency: str,
  },
  ['id', 'title', 'isDefault'],
);
export type RatePlanView = Infer<typeof ratePlanSchema>;
