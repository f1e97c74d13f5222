import { PAYMENT_STATUSES, RESERVATION_SOURCES, RESERVATION_STATUSES, ReservationPage, ReservationView } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { usageError } from '../../cli-failure';
import { dateFlag } from '../../input-flags';
import { renderReservations } from '../../output/reservation-views';

/** With --all, pages of this size unless --take says otherwise: fewer calls on the read quota. */
const ALL_PAGE_SIZE = 200;
/** With --all, at most this many pages (a safety net; 100 pages of 200 are 20,000 bookings). */
const MAX_PAGES = 100;

export default class Bookings extends InnkeepCommand<typeof Bookings, ReservationPage> {
  static override summary = 'List bookings (reservations), filtered by status, source, property, unit, period or guest.';
  static override description =
    'A booking matches --from/--to when its stay overlaps that period (not only arrivals); without either, the bookings from ' +
    "today on (today in the workspace's time zone, stays in house included): --from reaches back. Bookings come in pages ordered by " +
    'arrival date, then id (--take, default 50, at most 200); when there are more, the last line names the --cursor of the ' +
    'next page. --all follows the cursors and lists every match. --json prints the API answer as it is ' +
    '({ reservations, nextCursor }; with --all, every page in one list and nextCursor null).';
  static override examples = [
    '<%= config.bin %> bookings',
    '<%= config.bin %> bookings --status CONFIRMED --from 2030-07-01 --to 2030-07-31',
    '<%= config.bin %> bookings --search lovelace --json',
    '<%= config.bin %> bookings --unit unit_123 --all',
  ];
  static override operation = 'reservations.list';
  static override flags = {
    status: Flags.string({ summary: 'Only bookings in this status.', options: RESERVATION_STATUSES }),
    source: Flags.string({ summary: 'Only bookings from this source.', options: RESERVATION_SOURCES }),
    'property-id': Flags.string({ summary: 'Only bookings of this property.', aliases: ['property'] }),
    'unit-id': Flags.string({ summary: 'Only bookings of this unit.', aliases: ['unit'] }),
    from: dateFlag({ summary: 'Only stays overlapping the period from this night on, YYYY-MM-DD (default: today, unless --to is given).' }),
    to: dateFlag({ summary: 'Only stays overlapping the period up to this night (inclusive), YYYY-MM-DD.' }),
    search: Flags.string({ summary: "Free text matched against the guest's name and e-mail." }),
    'payment-status': Flags.string({ summary: 'Only bookings in this payment status.', options: PAYMENT_STATUSES }),
    'balance-due-before': dateFlag({
      summary: 'Only bookings owing an amount due before this day, YYYY-MM-DD (today: the overdue ones; searches every date unless --from/--to say otherwise).',
    }),
    'is-overbooking': Flags.boolean({
      summary: 'Only channel bookings stored over capacity (--no-is-overbooking: only the others).',
      allowNo: true,
    }),
    take: Flags.integer({ summary: 'Page size, 1 to 200 (default 50).', min: 1, max: 200 }),
    cursor: Flags.string({ summary: 'The page after this cursor (printed under the previous page).' }),
    all: Flags.boolean({ summary: 'Follow the cursors: list every matching booking, page after page.' }),
  };
  static override fieldNames = { all: null };

  override async run(): Promise<ReservationPage> {
    const input = this.input();
    if (typeof input.from === 'string' && typeof input.to === 'string' && input.to < input.from) {
      throw usageError(`--to (${input.to}) is before --from (${input.from}).`);
    }
    // What is coming up, not the oldest stays first.
    if (input.from === undefined && input.to === undefined && input.balanceDueBefore === undefined) input.from = await this.workspaceToday();
    if (!this.flags.all) return this.call<ReservationPage>('reservations.list', input);
    const reservations: ReservationView[] = [];
    let cursor = this.flags.cursor;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await this.call<ReservationPage>('reservations.list', { ...input, take: this.flags.take ?? ALL_PAGE_SIZE, cursor });
      reservations.push(...answer.reservations);
      if (!answer.nextCursor) return { reservations, nextCursor: null };
      cursor = answer.nextCursor;
    }
    // Stopped by the safety net: say where to go on.
    return { reservations, nextCursor: cursor ?? null };
  }

  protected override humanize({ reservations, nextCursor }: ReservationPage): string {
    const table = renderReservations(reservations);
    if (!nextCursor) return table;
    return `${table}\n\nMore bookings: repeat the command with --cursor ${nextCursor} (or use --all).`;
  }
}
