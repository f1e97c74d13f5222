import { ReservationSource, ReservationStatus } from '../model/reservation';

/** A stay arriving or departing on the overview's date. */
export interface OverviewStay {
  reservationId: string;
  status: ReservationStatus;
  source: ReservationSource;
  guest: { firstName: string; lastName: string };
  unit: { id: string; name: string };
  property: { id: string; name: string };
  arrivalDate: string;
  departureDate: string;
  nights: number;
  adults: number;
  children: number;
  /** The property's check-in time for an arrival, its check-out time for a departure (`HH:MM`, local). */
  time: string;
}

export interface OverviewDay {
  date: string;
  arrivals: number;
  departures: number;
  /** Rooms held that night / rooms available that night, to four decimals. */
  occupancy: number;
}

/** GET /reports/overview: the host's day, in the workspace's time zone (docs/contract.md#reports). */
export interface ReportOverview {
  date: string;
  timezone: string;
  arrivals: OverviewStay[];
  departures: OverviewStay[];
  /** Stays holding a room on the night of `date`. */
  inHouse: number;
  /** The calendar month of `date`, in its main currency (the summary's first). */
  month: { month: string; currency: string | null; occupancy: number; revenueMinor: number; adrMinor: number };
  /** DIRECT and MANUAL revenue / all revenue of the month, to four decimals; 0 without revenue. */
  directShare: number;
  /** The seven days after `date`. */
  nextSevenDays: OverviewDay[];
  /** Housekeeping: tasks due on `date` not yet done, those overdue, and the cleanings of same-day turnovers. */
  tasks: OverviewTasks;
  /** Stays owing an amount of their payment schedule due before `date`, the earliest due first. */
  overdueBalances: OverviewOverdueBalance[];
}

/** A stay that owes money already due (docs/contract.md#the-payment-schedule). */
export interface OverviewOverdueBalance {
  reservationId: string;
  status: ReservationStatus;
  guest: { firstName: string; lastName: string };
  unit: { id: string; name: string };
  property: { id: string; name: string };
  arrivalDate: string;
  /** The earliest due day of what is unpaid. */
  dueDate: string;
  /** What was due before `date` and is unpaid. */
  overdueMinor: number;
  balanceMinor: number;
  currency: string;
}

export interface OverviewTasks {
  open: number;
  overdue: number;
  sameDayTurnovers: number;
}
