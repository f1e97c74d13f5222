import { RESERVATION_SOURCES } from '../model/reservation';
import { arrayOf, dateString, enumOf, Infer, int, nullable, num, objectSchema, str } from '../schemas/json-schema';

/** The figures of a period, for the whole scope or one of its breakdowns (docs/contract.md#reports). */
const figureFields = {
  revenueMinor: {
    ...int,
    description: 'Each stay’s total less its exclusive taxes, spread evenly over its nights (remainder on the first), summed over the nights in the period',
  },
  taxesMinor: { ...int, description: 'The exclusive taxes of those stays, spread the same way (owed to someone else, so not revenue)' },
  collectedMinor: { ...int, description: 'What was paid of those stays, spread the same way' },
  outstandingMinor: { ...int, description: 'What is still due of those stays (total − paid, never below 0), spread the same way' },
  nightsSold: { ...int, description: 'Room-nights in the period of stays that hold a room or are checked out' },
  nightsAvailable: { ...int, description: 'Σ (rooms − owner- and maintenance-blocked rooms) over the nights in the period' },
  occupancy: { ...num, description: 'nightsSold / nightsAvailable, to four decimals; 0 when nothing was available' },
  // 0 when nothing was sold.
  adrMinor: { ...int, description: 'Average daily rate: revenue / nightsSold, in whole minor units' },
  // 0 when nothing was available.
  revparMinor: { ...int, description: 'Revenue per available room-night: revenue / nightsAvailable, in whole minor units' },
  // Each counted in the month of its first such night.
  reservations: { ...int, description: 'Counted stays with a night in the period' },
  cancellations: { ...int, description: 'Cancelled stays that had a night in the period' },
};
const figureNames = Object.keys(figureFields);

const figuresSchema = objectSchema(figureFields, figureNames);
export type ReportFigures = Infer<typeof figuresSchema>;

const channelFiguresSchema = objectSchema({ source: enumOf(RESERVATION_SOURCES), ...figureFields }, ['source', ...figureNames]);
export type ChannelFigures = Infer<typeof channelFiguresSchema>;
const propertyFiguresSchema = objectSchema({ propertyId: str, propertyName: str, ...figureFields }, ['propertyId', 'propertyName', ...figureNames]);
export type PropertyFigures = Infer<typeof propertyFiguresSchema>;
const unitFiguresSchema = objectSchema({ unitId: str, unitName: str, propertyId: str, ...figureFields }, ['unitId', 'unitName', 'propertyId', ...figureNames]);
export type UnitFigures = Infer<typeof unitFiguresSchema>;
// Only the part of the month inside the period counts.
const monthFiguresSchema = objectSchema({ month: { ...str, pattern: '^\\d{4}-\\d{2}$' }, ...figureFields }, ['month', ...figureNames]);
export type MonthFigures = Infer<typeof monthFiguresSchema>;

const currencySummaryFields = {
  totals: figuresSchema,
  byChannel: arrayOf(channelFiguresSchema, 'Per source, most revenue first; nightsAvailable is the whole scope’s, so occupancy is the source’s share'),
  byProperty: arrayOf(propertyFiguresSchema, 'Per property, most revenue first'),
  byUnit: arrayOf(unitFiguresSchema, 'Per unit, most revenue first'),
  byMonth: arrayOf(monthFiguresSchema, 'Per calendar month of the period, in order'),
};

/** Everything of one currency: its revenue, and the nights of the properties priced in it. */
const currencySummarySchema = objectSchema({ currency: str, ...currencySummaryFields }, ['currency', ...Object.keys(currencySummaryFields)]);
export type CurrencySummary = Infer<typeof currencySummarySchema>;

/**
 * GET /reports/summary. The top-level fields are the first currency's summary (the one with the
 * most revenue); `currencies` holds one summary per currency, that one included.
 */
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
export type ReportSummary = Infer<typeof reportSummarySchema>;

export const REPORT_BREAKDOWNS = ['channel', 'property', 'unit', 'month'] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];
