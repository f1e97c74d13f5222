import { formatMinor, ReservationView } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { usageError } from '../../cli-failure';
import { amountFlag, dateFlag } from '../../input-flags';
import { describeReservation } from '../../output/reservation-views';

export default class BookingsMove extends InnkeepCommand<typeof BookingsMove, ReservationView> {
  static override summary = 'Move a booking to other dates, and optionally to another unit.';
  static override description =
    'The status is kept. A booking that holds a room never overbooks: when a new night is full the API refuses the move ' +
    '(NO_AVAILABILITY) and nothing changes. The total is recomputed from the nightly prices of the new stay (channel totals ' +
    'are kept) unless --total gives it, in major units.';
  static override examples = [
    '<%= config.bin %> bookings move res_123 --arrival-date 2030-07-15 --departure-date 2030-07-18',
    '<%= config.bin %> bookings move res_123 --arrival-date 2030-07-15 --departure-date 2030-07-18 --unit-id unit_456 --total 450',
  ];
  /** The name before the nouns were made plural; kept so that scripts written with it go on working. */
  static override hiddenAliases = ['booking:move'];
  static override operation = 'reservations.move';
  static override args = {
    reservationId: Args.string({ description: 'Id of the booking', required: true }),
  };
  static override flags = {
    'arrival-date': dateFlag({ summary: 'New arrival day, YYYY-MM-DD.', required: true }),
    'departure-date': dateFlag({ summary: 'New departure day, YYYY-MM-DD (its night is not part of the stay).', required: true }),
    'unit-id': Flags.string({ summary: 'Move to this unit (default: the same unit).', aliases: ['unit'] }),
    total: amountFlag({ summary: 'New total in major units (default: the nightly prices of the new stay).' }),
    ...DRY_RUN_FLAGS,
  };
  static override fieldNames = { total: 'totalAmountMinor' };

  protected override input() {
    const { 'arrival-date': arrival, 'departure-date': departure } = this.flags;
    if (departure <= arrival) throw usageError(`--departure-date (${departure}) must be after --arrival-date (${arrival}).`);
    return super.input();
  }

  protected override humanize(reservation: ReservationView): string {
    return `Moved booking ${describeReservation(reservation)}; total ${formatMinor(reservation.totalAmountMinor, reservation.currency)}.`;
  }
}
