import { ThreadDetail } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { renderConversation } from '../../output/guest-message-views';

export default class MessagesShow extends InnkeepCommand<typeof MessagesShow, ThreadDetail> {
  static override summary = 'Show a conversation, oldest message first; marks nothing read.';
  static override examples = ['<%= config.bin %> messages show thr_123', '<%= config.bin %> messages show thr_123 --json'];
  static override operation = 'messages.get';
  static override args = {
    threadId: Args.string({ description: 'Id of the conversation', required: true }),
  };

  protected override humanize(thread: ThreadDetail): string {
    return `${renderConversation(thread)}\n\nMark it read with: innkeep messages read ${thread.id}`;
  }
}
