import { ReservationView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { describeReservation } from '../../output/reservation-views';

export default class BookingsCheckIn extends InnkeepCommand<typeof BookingsCheckIn, ReservationView> {
  static override summary = 'Check the guest of a CONFIRMED booking in.';
  static override description =
    'Possible from the arrival day on (in the time zone of the property); any status other than CONFIRMED answers INVALID_TRANSITION (exit 1).';
  static override examples = ['<%= config.bin %> bookings check-in res_123', '<%= config.bin %> bookings check-in res_123 --json'];
  /** The name before the nouns were made plural; kept so that scripts written with it go on working. */
  static override hiddenAliases = ['booking:check-in'];
  static override operation = 'reservations.setStatus';
  static override flags = { ...DRY_RUN_FLAGS };
  static override fixedInput = { status: 'CHECKED_IN' };
  static override args = {
    reservationId: Args.string({ description: 'Id of the booking', required: true }),
  };

  protected override humanize(reservation: ReservationView): string {
    return `Booking ${describeReservation(reservation)} is now ${reservation.status}.`;
  }
}
