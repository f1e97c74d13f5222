import { ThreadView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { threadGuest } from '../../output/guest-message-views';

export default class MessagesRead extends InnkeepCommand<typeof MessagesRead, ThreadView> {
  static override summary = 'Mark a conversation read.';
  static override examples = ['<%= config.bin %> messages read thr_123'];
  static override operation = 'messages.markRead';
  static override flags = { ...DRY_RUN_FLAGS };
  static override args = {
    threadId: Args.string({ description: 'Id of the conversation', required: true }),
  };

  protected override humanize(thread: ThreadView): string {
    return `Marked the conversation with ${threadGuest(thread)} read.`;
  }
}
