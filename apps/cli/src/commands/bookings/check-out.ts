import { ReservationView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { describeReservation } from '../../output/reservation-views';

export default class BookingsCheckOut extends InnkeepCommand<typeof BookingsCheckOut, ReservationView> {
  static override summary = 'Check the guest of a CHECKED_IN booking out.';
  static override description =
    'An early departure returns the nights from today on to sale; any status other than CHECKED_IN answers INVALID_TRANSITION (exit 1).';
  static override examples = ['<%= config.bin %> bookings check-out res_123', '<%= config.bin %> bookings check-out res_123 --json'];
  /** The name before the nouns were made plural; kept so that scripts written with it go on working. */
  static override hiddenAliases = ['booking:check-out'];
  static override operation = 'reservations.setStatus';
  static override flags = { ...DRY_RUN_FLAGS };
  static override fixedInput = { status: 'CHECKED_OUT' };
  static override args = {
    reservationId: Args.string({ description: 'Id of the booking', required: true }),
  };

  protected override humanize(reservation: ReservationView): string {
    return `Booking ${describeReservation(reservation)} is now ${reservation.status}.`;
  }
}
