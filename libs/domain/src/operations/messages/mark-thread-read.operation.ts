import { threadSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { RECORD_UPDATE } from '../annotations';
import { ThreadIdInput } from './thread-id.input';

export class MarkThreadReadInput extends ThreadIdInput {}

export const markThreadRead = defineOperation({
  name: 'messages.markRead',
  summary: 'Mark a conversation read',
  description: 'Marks every guest message of the conversation read and answers the thread (unread false). Marking it again changes nothing.',
  access: 'pms:write',
  quota: 'write',
  input: MarkThreadReadInput,
  output: threadSchema,
  http: [{ method: 'POST', path: '/messages/:threadId/read', operationId: 'markMessageThreadRead' }],
  mcp: { tool: 'messages_mark_read', example: { threadId: 'thr_123' }, title: 'Mark a conversation read', annotations: RECORD_UPDATE },
  cli: 'messages:read',
  errors: ['NOT_FOUND'],
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    if ((await ctx.repos.messages.markRead(workspaceId, input.threadId, ctx.now())) === null) throw notFound('Message thread');
    const { messages: _messages, ...thread } = (await ctx.repos.messages.findThread(workspaceId, input.threadId))!;
    return thread;
  },
});
