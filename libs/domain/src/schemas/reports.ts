import { arrayOf, dateString, nullable, objectSchema, RESERVATION_SOURCES, RESERVATION_STATUSES } from '@innkeep/contract';

const str = { type: 'string' };
const int = { type: 'integer' };

const figureFields = {
  revenueMinor: { ...int, description: 'Each stay’s total less its exclusive taxes, spread evenly over its nights (remainder on the first), summed over the nights in the period' },
  taxesMinor: { ...int, description: 'The exclusive taxes of those stays, spread the same way (owed to someone else, so not revenue)' },
  collectedMinor: { ...int, description: 'What was paid of those stays, spread the same way' },
  outstandingMinor: { ...int, description: 'What is still due of those stays (total − paid, never below 0), spread the same way' },
  nightsSold: { ...int, description: 'Room-nights in the period of stays that hold a room or are checked out' },
  nightsAvailable: { ...int, description: 'Σ (rooms − owner- and maintenance-blocked rooms) over the nights in the period' },
  occupancy: { type: 'number', description: 'nightsSold / nightsAvailable, to four decimals; 0 when nothing was available' },
  adrMinor: { ...int, description: 'Average daily rate: revenue / nightsSold, in whole minor units' },
  revparMinor: { ...int, description: 'Revenue per available room-night: revenue / nightsAvailable, in whole minor units' },
  reservations: { ...int, description: 'Counted stays with a night in the period' },
  cancellations: { ...int, description: 'Cancelled stays that had a night in the period' },
};
const figureNames = Object.keys(figureFields);

const figuresSchema = objectSchema(figureFields, figureNames);

const currencySummaryFields = {
  totals: figuresSchema,
  byChannel: arrayOf(
    objectSchema({ source: { enum: [...RESERVATION_SOURCES] }, ...figureFields }, ['source', ...figureNames]),
    'Per source, most revenue first; nightsAvailable is the whole scope’s, so occupancy is the source’s share',
  ),
  byProperty: arrayOf(objectSchema({ propertyId: str, propertyName: str, ...figureFields }, ['propertyId', 'propertyName', ...figureNames]), 'Per property, most revenue first'),
  byUnit: arrayOf(objectSchema({ unitId: str, unitName: str, propertyId: str, ...figureFields }, ['unitId', 'unitName', 'propertyId', ...figureNames]), 'Per unit, most revenue first'),
  byMonth: arrayOf(objectSchema({ month: { ...str, pattern: '^\\d{4}-\\d{2}$' }, ...figureFields }, ['month', ...figureNames]), 'Per calendar month of the period, in order'),
};

const currencySummarySchema = objectSchema({ currency: str, ...currencySummaryFields }, ['currency', ...Object.keys(currencySummaryFields)]);

export const reportSummarySchema = objectSchema(
  {
    from: dateString,
    to: dateString,
    currency: { ...nullable(str), description: 'The currency of the top-level figures: the one with the most revenue; null when the scope holds nothing' },
    ...currencySummaryFields,
    currencies: arrayOf(currencySummarySchema, 'One summary per currency (reservations in it, properties priced in it), the top-level one first'),
  },
  ['from', 'to', 'currency', 'currencies', ...Object.keys(currencySummaryFields)],
);

const overviewStaySchema = objectSchema(
  {
    reservationId: str,
    status: { enum: [...RESERVATION_STATUSES] },
    source: { enum: [...RESERVATION_SOURCES] },
    guest: objectSchema({ firstName: str, lastName: str }, ['firstName', 'lastName']),
    unit: objectSchema({ id: str, name: str }, ['id', 'name']),
    property: objectSchema({ id: str, name: str }, ['id', 'name']),
    arrivalDate: dateString,
    departureDate: dateString,
    nights: int,
    adults: int,
    children: int,
    time: { ...str, description: 'The property’s check-in time (arrivals) or check-out time (departures), HH:MM local' },
  },
  ['reservationId', 'status', 'source', 'guest', 'unit', 'property', 'arrivalDate', 'departureDate', 'nights', 'time'],
);

export const reportOverviewSchema = objectSchema(
  {
    date: dateString,
    timezone: { ...str, description: 'The workspace’s time zone, in which `date` is today by default' },
    arrivals: arrayOf(overviewStaySchema, 'Stays arriving on `date`'),
    departures: arrayOf(overviewStaySchema, 'Stays departing on `date`'),
    inHouse: { ...int, description: 'Stays holding a room on the night of `date`' },
    month: objectSchema(
      {
        month: { ...str, pattern: '^\\d{4}-\\d{2}$' },
        currency: nullable(str),
        occupancy: { type: 'number' },
        revenueMinor: int,
        adrMinor: int,
      },
      ['month', 'currency', 'occupancy', 'revenueMinor', 'adrMinor'],
      'The calendar month of `date`, as GET /reports/summary counts it, in its main currency',
    ),
    directShare: { type: 'number', description: 'DIRECT and MANUAL revenue / all revenue of the month (main currency), to four decimals' },
    nextSevenDays: arrayOf(
      objectSchema({ date: dateString, arrivals: int, departures: int, occupancy: { type: 'number' } }, ['date', 'arrivals', 'departures', 'occupancy']),
      'The seven days after `date`',
    ),
    overdueBalances: arrayOf(
      objectSchema(
        {
          reservationId: str,
          status: str,
          guest: objectSchema({ firstName: str, lastName: str }, ['firstName', 'lastName']),
          unit: objectSchema({ id: str, name: str }, ['id', 'name']),
          property: objectSchema({ id: str, name: str }, ['id', 'name']),
          arrivalDate: dateString,
          dueDate: { ...dateString, description: 'The earliest due day of what is unpaid' },
          overdueMinor: { ...int, description: 'What fell due before `date` and is unpaid' },
          balanceMinor: int,
          currency: str,
        },
        ['reservationId', 'status', 'guest', 'unit', 'property', 'arrivalDate', 'dueDate', 'overdueMinor', 'balanceMinor', 'currency'],
      ),
      'Stays (arriving from 180 days before `date` on, neither INQUIRY nor CANCELLED) owing an amount of their payment schedule due before `date`, the earliest due first, at most 50',
    ),
    tasks: objectSchema(
      {
        open: { ...int, description: 'Tasks due on `date` not yet DONE (OPEN or IN_PROGRESS)' },
        overdue: { ...int, description: 'Tasks due before `date` not yet DONE' },
        sameDayTurnovers: { ...int, description: 'Cleanings on `date` of a unit another stay arrives in that day' },
      },
      ['open', 'overdue', 'sameDayTurnovers'],
      'Housekeeping on `date`',
    ),
  },
  ['date', 'timezone', 'arrivals', 'departures', 'inHouse', 'month', 'directShare', 'nextSevenDays', 'tasks', 'overdueBalances'],
);
