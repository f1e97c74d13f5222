import { CREATABLE_SOURCES, CREATABLE_STATUSES, ReservationView } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, IDEMPOTENCY_FLAGS, InnkeepCommand } from '../../base-command';
import { usageError } from '../../cli-failure';
import { amountFlag, dateFlag } from '../../input-flags';
import { renderReservation } from '../../output/reservation-views';

export default class BookingsCreate extends InnkeepCommand<typeof BookingsCreate, ReservationView> {
  static override summary = 'Record a booking (a MANUAL or DIRECT reservation) for a unit and a guest.';
  static override description =
    'A PROVISIONAL or CONFIRMED booking (the default) takes a room of the unit on every night from the arrival to the night ' +
    'before the departure; when a night is full the API refuses it (NO_AVAILABILITY) and nothing is recorded. The total is ' +
    'typed in major units (123.45) and defaults to the sum of the nightly prices. Every run sends an Idempotency-Key (a new ' +
    'random one unless --idempotency-key is given) and sends the same key again when it retries after a network failure, so ' +
    'a booking is never recorded twice; pass your own key to retry safely from a script.';
  static override examples = [
    '<%= config.bin %> bookings create --unit-id unit_123 --arrival-date 2030-07-14 --departure-date 2030-07-16 --source MANUAL --first-name Ada --last-name Lovelace',
    '<%= config.bin %> bookings create --unit-id unit_123 --arrival-date 2030-07-14 --departure-date 2030-07-21 --source DIRECT --first-name Ada --last-name Lovelace --email ada@example.com --adults 2 --total 980 --idempotency-key order-4711 --json',
  ];
  static override operation = 'reservations.create';
  static override flags = {
    'unit-id': Flags.string({ summary: 'The unit to book.', aliases: ['unit'], required: true }),
    'arrival-date': dateFlag({ summary: 'Arrival day, YYYY-MM-DD: the first night of the stay.', required: true }),
    'departure-date': dateFlag({ summary: 'Departure day, YYYY-MM-DD: its night is not part of the stay.', required: true }),
    source: Flags.string({ summary: 'MANUAL (typed in by staff) or DIRECT (booked by the guest with you).', options: CREATABLE_SOURCES, required: true }),
    'first-name': Flags.string({ summary: "Guest's given name.", required: true }),
    'last-name': Flags.string({ summary: "Guest's family name.", required: true }),
    email: Flags.string({ summary: "Guest's e-mail address." }),
    phone: Flags.string({ summary: "Guest's phone number, ideally E.164 (+351…)." }),
    adults: Flags.integer({ summary: 'Adults (default 1).', min: 1, max: 50 }),
    children: Flags.integer({ summary: 'Children (default 0).', min: 0, max: 50 }),
    status: Flags.string({ summary: 'INQUIRY (holds no room), PROVISIONAL or CONFIRMED (default).', options: CREATABLE_STATUSES }),
    'rate-plan-id': Flags.string({ summary: "Rate plan to price the stay with (default: the unit's default plan)." }),
    total: amountFlag({ summary: 'Total in major units, e.g. 480.50 (default: the sum of the nightly prices).' }),
    currency: Flags.string({ summary: "Three-letter currency code of --total (default: the property's currency)." }),
    notes: Flags.string({ summary: 'Free notes for the team.' }),
    ...IDEMPOTENCY_FLAGS,
    ...DRY_RUN_FLAGS,
  };
  static override fieldNames = {
    'first-name': 'guest.firstName',
    'last-name': 'guest.lastName',
    email: 'guest.email',
    phone: 'guest.phone',
    total: 'totalAmountMinor',
  };

  protected override input() {
    const input = super.input();
    const { 'arrival-date': arrival, 'departure-date': departure, currency } = this.flags;
    if (departure <= arrival) throw usageError(`--departure-date (${departure}) must be after --arrival-date (${arrival}).`);
    if (currency !== undefined) {
      if (!/^[A-Za-z]{3}$/.test(currency)) throw usageError(`--currency: expected a three-letter code such as EUR, got "${currency}"`);
      input.currency = currency.toUpperCase();
    }
    return input;
  }

  protected override humanize(reservation: ReservationView): string {
    return `Booking ${reservation.id} recorded.\n${renderReservation(reservation)}`;
  }
}
