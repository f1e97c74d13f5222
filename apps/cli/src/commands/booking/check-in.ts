import { ReservationView } from '@innkeep/contract';
import { Args } from '@oclif/core';
import { InnkeepCommand } from '../../base-command';
import { describeReservation } from '../../output/reservation-views';

export default class BookingCheckIn extends InnkeepCommand<typeof BookingCheckIn, ReservationView> {
  static override summary = 'Check the guest of a CONFIRMED booking in.';
  static override description = 'Possible from the arrival day on (in the time zone of the property); any status other than CONFIRMED answers INVALID_TRANSITION (exit 1).';
  static override examples = ['<%= config.bin %> booking check-in res_123', '<%= config.bin %> booking check-in res_123 --json'];
  static override operation = 'reservations.setStatus';
  static override fixedInput = { status: 'CHECKED_IN' };
  static override args = {
    reservationId: Args.string({ description: 'Id of the booking', required: true }),
  };

  protected override humanize(reservation: ReservationView): string {
    return `Booking ${describeReservation(reservation)} is now ${reservation.status}.`;
  }
}
