import { threadDetailSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { READ_ONLY } from '../annotations';
import { ThreadIdInput } from './thread-id.input';

export class GetThreadInput extends ThreadIdInput {}

export const getThread = defineOperation({
  name: 'messages.get',
  summary: 'Get a conversation',
  description: 'One guest conversation with its messages in time order, oldest first. Reading it marks nothing read: POST /messages/:threadId/read does.',
  access: 'pms:read',
  quota: 'read',
  input: GetThreadInput,
  output: threadDetailSchema,
  http: [{ method: 'GET', path: '/messages/:threadId', operationId: 'getMessageThread' }],
  mcp: { tool: 'messages_get', example: { threadId: 'thr_123' }, title: 'Get a conversation', annotations: READ_ONLY },
  cli: 'messages:show',
  errors: ['NOT_FOUND'],
  async handle(ctx, input) {
    const thread = await ctx.repos.messages.findThread(principalOf(ctx).workspaceId, input.threadId);
    if (!thread) throw notFound('Message thread');
    return thread;
  },
});
