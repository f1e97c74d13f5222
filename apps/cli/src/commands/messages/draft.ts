import { DRAFT_LANGUAGES, DRAFT_TEMPLATES, MessageDraft } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { renderDraft } from '../../output/guest-message-views';

export default class MessagesDraft extends InnkeepCommand<typeof MessagesDraft, MessageDraft> {
  static override summary = 'Draft a guest message from a template, filled with the booking’s real values; stores and sends nothing.';
  static override description =
    'Templates: WELCOME, CHECK_IN_INSTRUCTIONS, CHECKOUT_REMINDER, THANK_YOU, REVIEW_REQUEST, REPLY; languages en, pt, es, fr, de. Values the workspace lacks are named under "Missing" and left out of the text.';
  static override examples = [
    '<%= config.bin %> messages draft --reservation-id res_123 --template WELCOME',
    '<%= config.bin %> messages draft --thread-id thr_123 --template REPLY --language pt --notes "O estacionamento é gratuito."',
  ];
  static override operation = 'messages.draft';
  static override flags = {
    'reservation-id': Flags.string({ summary: 'The booking the message is about.', aliases: ['reservation'], exactlyOne: ['reservation-id', 'thread-id'] }),
    'thread-id': Flags.string({ summary: 'The conversation to answer.', aliases: ['thread'], exactlyOne: ['reservation-id', 'thread-id'] }),
    template: Flags.string({ summary: 'Which message.', options: DRAFT_TEMPLATES, required: true }),
    language: Flags.string({ summary: 'Language of the text (default en).', options: DRAFT_LANGUAGES }),
    notes: Flags.string({ summary: 'Your own words to add (for REPLY: the answer itself).' }),
    ...DRY_RUN_FLAGS,
  };

  protected override humanize(draft: MessageDraft): string {
    return renderDraft(draft);
  }
}
