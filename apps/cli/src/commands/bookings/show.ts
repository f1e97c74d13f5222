import { ReservationView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { renderReservation } from '../../output/reservation-views';

export default class BookingsShow extends InnkeepCommand<typeof BookingsShow, ReservationView> {
  static override summary = 'Show one booking: status, dates, guest, party, unit, amounts and payment state.';
  static override description =
    'Amounts are shown in major units with their currency. Change a booking with the bookings subcommands (cancel, move, confirm, check-in, check-out, no-show).';
  static override examples = ['<%= config.bin %> bookings show res_123', '<%= config.bin %> bookings show res_123 --json'];
  /** The name before the nouns were made plural; kept so that scripts written with it go on working. */
  static override hiddenAliases = ['booking'];
  static override operation = 'reservations.get';
  static override args = {
    reservationId: Args.string({ description: 'Id of the booking', required: true }),
  };

  protected override humanize(reservation: ReservationView): string {
    return renderReservation(reservation);
  }
}
