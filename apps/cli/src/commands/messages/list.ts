import { ThreadPage } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { renderThreads } from '../../output/guest-message-views';

export default class MessagesList extends InnkeepCommand<typeof MessagesList, ThreadPage> {
  static override summary = 'List guest conversations: guest, channel, last message, unread.';
  static override description = 'Newest activity first. Listing marks nothing read. Pages of --take (default 50) linked by --cursor.';
  static override examples = [
    '<%= config.bin %> messages list',
    '<%= config.bin %> messages list --unread',
    '<%= config.bin %> messages list --reservation-id res_123 --json',
  ];
  static override operation = 'messages.list';
  static override flags = {
    'reservation-id': Flags.string({ summary: 'Only the conversations about this booking.', aliases: ['reservation'] }),
    unread: Flags.boolean({ summary: 'Only conversations with unread guest messages (--no-unread: only the others).', allowNo: true }),
    take: Flags.integer({ summary: 'Page size, 1 to 200 (default 50).', min: 1, max: 200 }),
    cursor: Flags.string({ summary: 'The page after this cursor (printed under the previous page).' }),
  };

  protected override humanize({ threads, nextCursor }: ThreadPage): string {
    const table = renderThreads(threads);
    return nextCursor ? `${table}\n\nMore conversations: repeat the command with --cursor ${nextCursor}.` : table;
  }
}
