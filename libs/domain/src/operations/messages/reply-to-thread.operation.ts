import { messageSchema, objectSchema } from '@innkeep/contract';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError, notFound } from '../../errors/domain-error';
import { CHANNEL_NAMES } from '../../model/channel-names';
import { MAX_MESSAGE_LENGTH } from '../../model/message-limits';
import { quoted } from '../confirmation-wording';
import { ThreadIdInput } from './thread-id.input';

export class ReplyToThreadInput extends ThreadIdInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_MESSAGE_LENGTH)
  @JSONSchema({ description: 'The text to send the guest, at most 5000 characters' })
  body: string;
}

const replySchema = objectSchema({ ...(messageSchema.properties as object), threadId: { type: 'string' } }, [
  ...((messageSchema.required as string[]) ?? []),
  'threadId',
]);

export const replyToThread = defineOperation({
  name: 'messages.reply',
  summary: 'Reply to a guest',
  description:
    'Sends a message to the guest through the conversation’s channel connection: it is stored as an OUTBOUND message with deliveryStatus QUEUED, which the channel connector turns into SENT or FAILED, and the conversation counts as read. A conversation with no active channel connection to send through answers 409 CHANNEL_CANNOT_SEND. On MCP (message_send) it needs a separate confirmation.',
  access: 'pms:write',
  quota: 'write',
  input: ReplyToThreadInput,
  output: replySchema,
  http: [{ method: 'POST', path: '/messages/:threadId/replies', operationId: 'replyToMessageThread' }],
  successStatus: 201,
  mcp: {
    tool: 'message_send',
    example: { threadId: 'thr_123', body: 'Check-in is from 15:00; the key box code follows on the day.' },
    title: 'Send a message to a guest',
    // Reaches a person outside the workspace and cannot be taken back; a repeat sends it again.
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  },
  cli: 'messages:reply',
  errors: ['NOT_FOUND', 'CHANNEL_CANNOT_SEND', 'CONFIRMATION_REQUIRED'],
  // A thread that is not the workspace's asks nothing: the handler answers 404, as for any missing id.
  async confirmationQuestion(ctx, input) {
    const thread = await ctx.repos.messages.findThread(principalOf(ctx).workspaceId, input.threadId);
    if (!thread) return null;
    const guest = thread.guest ? `${thread.guest.firstName} ${thread.guest.lastName}`.trim() : thread.guestName;
    const channel = CHANNEL_NAMES[thread.channel as keyof typeof CHANNEL_NAMES] as string | undefined;
    return `Send this message to ${guest || 'the guest'}${channel ? ` on ${channel}` : ''}: ${quoted(input.body)}? Once sent it cannot be taken back.`;
  },
  async handle(ctx, input) {
    const principal = principalOf(ctx);
    const { workspaceId } = principal;
    const route = await ctx.repos.messages.routeForUpdate(workspaceId, input.threadId);
    if (!route) throw notFound('Message thread');
    if (!route.connectionId || !route.connectionActive) {
      throw new DomainError(
        'CHANNEL_CANNOT_SEND',
        `This conversation (${route.channel}) has no active channel connection to send through; answer the guest on the channel itself.`,
        {
          channel: route.channel,
        },
      );
    }
    const user = await ctx.repos.workspaces.findUser(principal.userId);
    const sender = user?.name ?? (await ctx.repos.workspaces.findById(workspaceId))?.name ?? 'Host';
    const now = ctx.now();
    const { message } = await ctx.repos.messages.addMessage(workspaceId, route.threadId, {
      direction: 'OUTBOUND',
      sender,
      body: input.body,
      sentAt: now,
      deliveryStatus: 'QUEUED',
      externalId: null,
    });
    // Answering a guest reads their conversation, as every unified inbox does.
    await ctx.repos.messages.markRead(workspaceId, route.threadId, now);
    return { ...message, threadId: route.threadId };
  },
});
