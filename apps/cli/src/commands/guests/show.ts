import { GuestDetail } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { renderGuest } from '../../output/guest-message-views';

export default class GuestsShow extends InnkeepCommand<typeof GuestsShow, GuestDetail> {
  static override summary = 'Show one guest: contact details and every booking, newest first.';
  static override examples = ['<%= config.bin %> guests show gst_123', '<%= config.bin %> guests show gst_123 --json'];
  static override operation = 'guests.get';
  static override args = {
    guestId: Args.string({ description: 'Id of the guest', required: true }),
  };

  protected override humanize(guest: GuestDetail): string {
    return renderGuest(guest);
  }
}
