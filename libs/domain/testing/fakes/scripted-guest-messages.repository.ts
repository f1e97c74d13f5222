import type {
  GuestDetail,
  GuestFilter,
  GuestRepository,
  GuestSummary,
  MessageRepository,
  MessageView,
  NewMessage,
  ThreadDetail,
  ThreadFilter,
  ThreadKey,
  ThreadRoute,
  ThreadView,
} from '../../src';
import type { CallLog } from '../call-log';
import { scripted } from '../unexpected-call.error';

/** Guest search is SQL (accent folding, trigrams): a test scripts the answers, and a call without one fails. */
export class ScriptedGuestRepository implements GuestRepository {
  readonly answers: { list?: GuestSummary[]; find?: GuestDetail | null } = {};

  constructor(private readonly log: CallLog) {}

  async list(workspaceId: string, filter: GuestFilter): Promise<GuestSummary[]> {
    this.log.record('guests.list', [workspaceId, filter]);
    return scripted(this.answers.list, 'guests.list', [workspaceId, filter]);
  }

  async find(workspaceId: string, guestId: string): Promise<GuestDetail | null> {
    this.log.record('guests.find', [workspaceId, guestId]);
    return scripted(this.answers.find, 'guests.find', [workspaceId, guestId]);
  }
}

/** Threads keep their counters in SQL statements: a test scripts the answers. */
export class ScriptedMessageRepository implements MessageRepository {
  readonly answers: {
    listThreads?: ThreadView[];
    findThread?: ThreadDetail | null;
    routeForUpdate?: ThreadRoute | null;
    upsertThread?: { threadId: string; created: boolean };
    addMessage?: { message: MessageView; created: boolean };
    markRead?: number | null;
  } = {};

  constructor(private readonly log: CallLog) {}

  async listThreads(workspaceId: string, filter: ThreadFilter): Promise<ThreadView[]> {
    this.log.record('messages.listThreads', [workspaceId, filter]);
    return scripted(this.answers.listThreads, 'messages.listThreads', [workspaceId, filter]);
  }

  async findThread(workspaceId: string, threadId: string): Promise<ThreadDetail | null> {
    this.log.record('messages.findThread', [workspaceId, threadId]);
    return scripted(this.answers.findThread, 'messages.findThread', [workspaceId, threadId]);
  }

  async routeForUpdate(workspaceId: string, threadId: string): Promise<ThreadRoute | null> {
    this.log.record('messages.routeForUpdate', [workspaceId, threadId]);
    return scripted(this.answers.routeForUpdate, 'messages.routeForUpdate', [workspaceId, threadId]);
  }

  async upsertThread(workspaceId: string, key: ThreadKey): Promise<{ threadId: string; created: boolean }> {
    this.log.record('messages.upsertThread', [workspaceId, key]);
    return scripted(this.answers.upsertThread, 'messages.upsertThread', [workspaceId, key]);
  }

  async addMessage(workspaceId: string, threadId: string, message: NewMessage): Promise<{ message: MessageView; created: boolean }> {
    this.log.record('messages.addMessage', [workspaceId, threadId, message]);
    return scripted(this.answers.addMessage, 'messages.addMessage', [workspaceId, threadId, message]);
  }

  async markRead(workspaceId: string, threadId: string, at: Date): Promise<number | null> {
    this.log.record('messages.markRead', [workspaceId, threadId, at]);
    return scripted(this.answers.markRead, 'messages.markRead', [workspaceId, threadId, at]);
  }
}
