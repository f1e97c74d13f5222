import { ReservationView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { describeReservation } from '../../output/reservation-views';

export default class BookingsProvisional extends InnkeepCommand<typeof BookingsProvisional, ReservationView> {
  static override summary = 'Turn an INQUIRY into a PROVISIONAL booking, which holds a room on every night.';
  static override description =
    'A night that is full answers NO_AVAILABILITY naming it; any status other than INQUIRY answers INVALID_TRANSITION (exit 1). `bookings confirm` confirms it afterwards.';
  static override examples = ['<%= config.bin %> bookings provisional res_123', '<%= config.bin %> bookings provisional res_123 --json'];
  /** The singular noun, as the other status commands keep it for scripts. */
  static override hiddenAliases = ['booking:provisional'];
  static override operation = 'reservations.setStatus';
  static override flags = { ...DRY_RUN_FLAGS };
  static override fixedInput = { status: 'PROVISIONAL' };
  static override args = {
    reservationId: Args.string({ description: 'Id of the booking', required: true }),
  };

  protected override humanize(reservation: ReservationView): string {
    return `Booking ${describeReservation(reservation)} is now ${reservation.status}.`;
  }
}
