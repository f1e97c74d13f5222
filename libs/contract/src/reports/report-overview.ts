import { RESERVATION_SOURCES, RESERVATION_STATUSES, ReservationStatus } from '../model/reservation';
import { arrayOf, dateString, enumOf, Infer, int, nullable, num, objectSchema, shapeOf, str } from '../schemas/json-schema';

const guestNameSchema = objectSchema({ firstName: str, lastName: str }, ['firstName', 'lastName']);
const namedSchema = () => objectSchema({ id: str, name: str }, ['id', 'name']);

/** A stay arriving or departing on the overview's date. */
const overviewStaySchema = objectSchema(
  {
    reservationId: str,
    status: enumOf(RESERVATION_STATUSES),
    source: enumOf(RESERVATION_SOURCES),
    guest: guestNameSchema,
    unit: namedSchema(),
    property: namedSchema(),
    arrivalDate: dateString,
    departureDate: dateString,
    nights: int,
    adults: int,
    children: int,
    time: { ...str, description: 'The property’s check-in time (arrivals) or check-out time (departures), HH:MM local' },
  },
  ['reservationId', 'status', 'source', 'guest', 'unit', 'property', 'arrivalDate', 'departureDate', 'nights', 'time'],
);
export type OverviewStay = Infer<typeof overviewStaySchema>;

// Occupancy: rooms held that night / rooms available that night, to four decimals.
const overviewDaySchema = objectSchema({ date: dateString, arrivals: int, departures: int, occupancy: num }, ['date', 'arrivals', 'departures', 'occupancy']);
export type OverviewDay = Infer<typeof overviewDaySchema>;

/** A stay that owes money already due (docs/contract.md#the-payment-schedule). */
const overviewOverdueBalanceSchema = objectSchema(
  {
    reservationId: str,
    // Published as a plain string; the answers hold a reservation status.
    status: shapeOf<ReservationStatus>({ type: 'string' }),
    guest: guestNameSchema,
    unit: namedSchema(),
    property: namedSchema(),
    arrivalDate: dateString,
    dueDate: { ...dateString, description: 'The earliest due day of what is unpaid' },
    overdueMinor: { ...int, description: 'What fell due before `date` and is unpaid' },
    balanceMinor: int,
    currency: str,
  },
  ['reservationId', 'status', 'guest', 'unit', 'property', 'arrivalDate', 'dueDate', 'overdueMinor', 'balanceMinor', 'currency'],
);
export type OverviewOverdueBalance = Infer<typeof overviewOverdueBalanceSchema>;

const overviewTasksSchema = objectSchema(
  {
    open: { ...int, description: 'Tasks due on `date` not yet DONE (OPEN or IN_PROGRESS)' },
    overdue: { ...int, description: 'Tasks due before `date` not yet DONE' },
    sameDayTurnovers: { ...int, description: 'Cleanings on `date` of a unit another stay arrives in that day' },
  },
  ['open', 'overdue', 'sameDayTurnovers'],
  'Housekeeping on `date`',
);
export type OverviewTasks = Infer<typeof overviewTasksSchema>;

/** GET /reports/overview: the host's day, in the workspace's time zone (docs/contract.md#reports). */
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
        occupancy: num,
        revenueMinor: int,
        adrMinor: int,
      },
      ['month', 'currency', 'occupancy', 'revenueMinor', 'adrMinor'],
      'The calendar month of `date`, as GET /reports/summary counts it, in its main currency',
    ),
    // 0 without revenue.
    directShare: { ...num, description: 'DIRECT and MANUAL revenue / all revenue of the month (main currency), to four decimals' },
    nextSevenDays: arrayOf(overviewDaySchema, 'The seven days after `date`'),
    overdueBalances: arrayOf(
      overviewOverdueBalanceSchema,
      'Stays (arriving from 180 days before `date` on, neither INQUIRY nor CANCELLED) owing an amount of their payment schedule due before `date`, the earliest due first, at most 50',
    ),
    tasks: overviewTasksSchema,
  },
  ['date', 'timezone', 'arrivals', 'departures', 'inHouse', 'month', 'directShare', 'nextSevenDays', 'tasks', 'overdueBalances'],
);
export type ReportOverview = Infer<typeof reportOverviewSchema>;
