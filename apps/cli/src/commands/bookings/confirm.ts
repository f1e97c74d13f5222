import { ReservationView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { describeReservation } from '../../output/reservation-views';

export default class BookingsConfirm extends InnkeepCommand<typeof BookingsConfirm, ReservationView> {
  static override summary = 'Confirm a PROVISIONAL booking.';
  static override description = 'Moves a PROVISIONAL booking to CONFIRMED; any other status answers INVALID_TRANSITION (exit 1).';
  static override examples = ['<%= config.bin %> bookings confirm res_123', '<%= config.bin %> bookings confirm res_123 --json'];
  /** The name before the nouns were made plural; kept so that scripts written with it go on working. */
  static override hiddenAliases = ['booking:confirm'];
  static override operation = 'reservations.setStatus';
  static override flags = { ...DRY_RUN_FLAGS };
  static override fixedInput = { status: 'CONFIRMED' };
  static override args = {
    reservationId: Args.string({ description: 'Id of the booking', required: true }),
  };

  protected override humanize(reservation: ReservationView): string {
    return `Booking ${describeReservation(reservation)} is now ${reservation.status}.`;
  }
}
