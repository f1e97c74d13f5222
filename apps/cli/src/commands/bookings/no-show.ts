import { ReservationView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { describeReservation } from '../../output/reservation-views';

export default class BookingsNoShow extends InnkeepCommand<typeof BookingsNoShow, ReservationView> {
  static override summary = 'Mark a CONFIRMED booking as a no-show; its nights return to sale.';
  static override description = 'Any status other than CONFIRMED answers INVALID_TRANSITION (exit 1).';
  static override examples = ['<%= config.bin %> bookings no-show res_123', '<%= config.bin %> bookings no-show res_123 --json'];
  /** The name before the nouns were made plural; kept so that scripts written with it go on working. */
  static override hiddenAliases = ['booking:no-show'];
  static override operation = 'reservations.setStatus';
  static override flags = { ...DRY_RUN_FLAGS };
  static override fixedInput = { status: 'NO_SHOW' };
  static override args = {
    reservationId: Args.string({ description: 'Id of the booking', required: true }),
  };

  protected override humanize(reservation: ReservationView): string {
    return `Booking ${describeReservation(reservation)} is now ${reservation.status}.`;
  }
}
