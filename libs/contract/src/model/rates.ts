import { arrayOf, bool, dateString, Infer, int, nullable, objectSchema, str } from '../schemas/json-schema';

/** One row of GET /rates: a rate plan's price and restrictions on a night. */
export const rateNightSchema = objectSchema(
  {
    ratePlanId: str,
    unitId: str,
    date: dateString,
    priceMinor: { ...int, description: 'Price of the night in minor units (the plan’s base price when none is set)' },
    currency: str,
    minNights: nullable({ ...int, description: 'Shortest stay arriving this night' }),
    maxNights: nullable({ ...int, description: 'Longest stay arriving this night' }),
    closedToArrival: bool,
    closedToDeparture: bool,
    stopSell: bool,
  },
  ['ratePlanId', 'unitId', 'date', 'priceMinor', 'currency', 'minNights', 'maxNights', 'closedToArrival', 'closedToDeparture', 'stopSell'],
);
export type RateNight = Infer<typeof rateNightSchema>;

/** GET /rates. */
export const ratesSchema = objectSchema({ rates: arrayOf(rateNightSchema) }, ['rates']);
export type RatesAnswer = Infer<typeof ratesSchema>;

/** PUT /rates, PUT /restrictions, POST /rates/adjust: the nights written (per rate plan). */
export const updatedSchema = objectSchema({ updated: { ...int, description: 'Nights written (per rate plan)' } }, ['updated']);
export type UpdatedAnswer = Infer<typeof updatedSchema>;

/** GET /availability. */
export const availabilitySchema = objectSchema(
  {
    from: dateString,
    to: dateString,
    units: arrayOf(
      objectSchema(
        {
          id: str,
          name: str,
          freeNights: arrayOf(dateString, 'Nights with a sellable room and no stop sell (on the asked weekdays)'),
          periods: arrayOf(
            objectSchema({ from: dateString, to: { ...dateString, description: 'Last free night' }, nights: int }, ['from', 'to', 'nights']),
            'Maximal runs of free nights of at least minNights, starting on an asked weekday',
          ),
        },
        ['id', 'name', 'freeNights', 'periods'],
      ),
    ),
  },
  ['from', 'to', 'units'],
);
export type AvailabilityAnswer = Infer<typeof availabilitySchema>;
