import { arrayOf, dateString, nullable, objectSchema } from '@innkeep/contract';

const int = { type: 'integer' };

export const rateNightSchema = objectSchema(
  {
    ratePlanId: { type: 'string' },
    unitId: { type: 'string' },
    date: dateString,
    priceMinor: { ...int, description: 'Price of the night in minor units (the plan’s base price when none is set)' },
    currency: { type: 'string' },
    minNights: nullable({ ...int, description: 'Shortest stay arriving this night' }),
    maxNights: nullable({ ...int, description: 'Longest stay arriving this night' }),
    closedToArrival: { type: 'boolean' },
    closedToDeparture: { type: 'boolean' },
    stopSell: { type: 'boolean' },
  },
  ['ratePlanId', 'unitId', 'date', 'priceMinor', 'currency', 'minNights', 'maxNights', 'closedToArrival', 'closedToDeparture', 'stopSell'],
);

export const ratesSchema = objectSchema({ rates: arrayOf(rateNightSchema) }, ['rates']);

export const updatedSchema = objectSchema({ updated: { ...int, description: 'Nights written (per rate plan)' } }, ['updated']);

export const availabilitySchema = objectSchema(
  {
    from: dateString,
    to: dateString,
    units: arrayOf(
      objectSchema(
        {
          id: { type: 'string' },
          name: { type: 'string' },
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
