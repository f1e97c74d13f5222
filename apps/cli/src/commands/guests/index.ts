import { GuestPage } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { renderGuests } from '../../output/guest-message-views';

export default class Guests extends InnkeepCommand<typeof Guests, GuestPage> {
  static override summary = 'List guests, or find them by part of a name or e-mail (case and accents ignored).';
  static override description =
    'One guest per e-mail, with their stays and when the last one began, ordered by last name. Pages of --take (default 50); when there are more, the last line names the --cursor of the next page.';
  static override examples = ['<%= config.bin %> guests', '<%= config.bin %> guests jose', '<%= config.bin %> guests lovelace@example.com --json'];
  static override operation = 'guests.list';
  static override args = {
    search: Args.string({ description: 'Part of a name or e-mail ("jose" finds José)' }),
  };
  static override flags = {
    take: Flags.integer({ summary: 'Page size, 1 to 200 (default 50).', min: 1, max: 200 }),
    cursor: Flags.string({ summary: 'The page after this cursor (printed under the previous page).' }),
  };

  protected override humanize({ guests, nextCursor }: GuestPage): string {
    const table = renderGuests(guests);
    return nextCursor ? `${table}\n\nMore guests: repeat the command with --cursor ${nextCursor}.` : table;
  }
}
