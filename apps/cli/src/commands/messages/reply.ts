import { MessageView, ThreadDetail } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { CONFIRM_FLAGS, DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { threadGuest } from '../../output/guest-message-views';

type Answer = MessageView & { threadId: string };

export default class MessagesReply extends InnkeepCommand<typeof MessagesReply, Answer> {
  static override summary = 'Reply to a guest through the conversation’s channel.';
  static override description =
    'The reply is queued for the channel connector (deliveryStatus QUEUED, then SENT or FAILED). It is sent only after you answer y to a question on the terminal, or with --yes; without a terminal and without --yes nothing is sent and the command exits 2.';
  static override examples = [
    '<%= config.bin %> messages reply thr_123 --body "See you tomorrow!"',
    '<%= config.bin %> messages reply thr_123 --body "Thanks" --yes --json',
  ];
  static override operation = 'messages.reply';
  static override args = {
    threadId: Args.string({ description: 'Id of the conversation', required: true }),
  };
  static override flags = {
    body: Flags.string({ summary: 'The text to send the guest.', required: true }),
    ...CONFIRM_FLAGS,
    ...DRY_RUN_FLAGS,
  };

  override async run(): Promise<Answer> {
    const { threadId } = this.args;
    if (!this.flags.yes) {
      const thread = await this.call<ThreadDetail>('messages.get', { threadId });
      await this.confirmOrThrow(`Send this message to ${threadGuest(thread)} on ${thread.channel}?`);
    }
    return this.call<Answer>('messages.reply', this.input());
  }

  protected override humanize(message: Answer): string {
    return `Reply ${message.id} ${message.deliveryStatus === 'QUEUED' ? 'queued for the channel' : (message.deliveryStatus ?? 'stored').toLowerCase()}.`;
  }
}
