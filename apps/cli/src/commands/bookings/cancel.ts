import { ReservationView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { CONFIRM_FLAGS, DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { describeReservation } from '../../output/reservation-views';

export default class BookingsCancel extends InnkeepCommand<typeof BookingsCancel, ReservationView> {
  static override summary = 'Cancel a booking; its nights return to sale.';
  static override description =
    'INQUIRY, PROVISIONAL and CONFIRMED bookings can be cancelled. A CONFIRMED booking is cancelled only after you answer y ' +
    'to a question on the terminal, or with --yes; without a terminal (a script, a pipe, --json) and without --yes nothing is ' +
    'changed and the command exits 2.';
  static override examples = ['<%= config.bin %> bookings cancel res_123', '<%= config.bin %> bookings cancel res_123 --yes --json'];
  /** The name before the nouns were made plural; kept so that scripts written with it go on working. */
  static override hiddenAliases = ['booking:cancel'];
  static override operation = 'reservations.cancel';
  static override args = {
    reservationId: Args.string({ description: 'Id of the booking', required: true }),
  };
  static override flags = { ...CONFIRM_FLAGS, ...DRY_RUN_FLAGS };

  override async run(): Promise<ReservationView> {
    const { reservationId } = this.args;
    if (!this.flags.yes) {
      const reservation = await this.call<ReservationView>('reservations.get', { reservationId });
      if (reservation.status === 'CONFIRMED') await this.confirmOrThrow(`Cancel booking ${describeReservation(reservation)}?`);
    }
    return this.call<ReservationView>('reservations.cancel', { reservationId });
  }

  protected override humanize(reservation: ReservationView): string {
    return `Cancelled booking ${describeReservation(reservation)}; its nights are for sale again.`;
  }
}
