import { DeliveryStatus, GuestDetail, GuestSummary, MessageDirection, MessageView, ReservationSource, ThreadDetail, ThreadView } from '@innkeep/contract';

// --- Guests and messages (docs/contract.md#guests, docs/contract.md#messages) ---------------

/** A page position: the sort key of the last guest of the previous page. */
export interface GuestCursor {
  lastName: string;
  firstName: string;
  id: string;
}

export interface GuestFilter {
  /** Matched against name and e-mail, ignoring case and accents. */
  search?: string;
  take: number;
  after?: GuestCursor;
}

export interface GuestRepository {
  /** Ordered by last name, first name, id. */
  list(workspaceId: string, filter: GuestFilter): Promise<GuestSummary[]>;
  /** The guest with their reservations, newest first; null when not in the workspace. */
  find(workspaceId: string, guestId: string): Promise<GuestDetail | null>;
}

/** A page position: the last thread of the previous page (newest activity first). */
export interface ThreadCursor {
  lastMessageAt: string;
  id: string;
}

export interface ThreadFilter {
  reservationId?: string;
  /** true: only threads with unread messages; false: only threads without. */
  unread?: boolean;
  take: number;
  after?: ThreadCursor;
}

/** What identifies a conversation, and what it is about. */
export interface ThreadKey {
  channel: ReservationSource;
  /** The channel's own id of the conversation; one thread per channel and external id. */
  externalThreadId: string;
  connectionId: string | null;
  reservationId: string | null;
  guestId: string | null;
  guestName: string | null;
}

export interface NewMessage {
  direction: MessageDirection;
  sender: string;
  body: string;
  sentAt: Date;
  /** QUEUED for a reply waiting for the connector; null for inbound messages. */
  deliveryStatus: DeliveryStatus | null;
  /** The channel's id of the message: the same id twice stores it once. */
  externalId: string | null;
}

/** Whether a thread's replies can go out, and through which connection. */
export interface ThreadRoute {
  threadId: string;
  channel: ReservationSource;
  connectionId: string | null;
  /** The connection exists and is not disconnected. */
  connectionActive: boolean;
}

export interface MessageRepository {
  listThreads(workspaceId: string, filter: ThreadFilter): Promise<ThreadView[]>;
  /** The thread with its messages, oldest first; null when not in the workspace. Marks nothing read. */
  findThread(workspaceId: string, threadId: string): Promise<ThreadDetail | null>;
  /** Locks the thread for the transaction; null when not in the workspace. */
  routeForUpdate(workspaceId: string, threadId: string): Promise<ThreadRoute | null>;
  /** The thread of the key, created when new (then `created`); an existing one gains the reservation and guest it lacked. */
  upsertThread(workspaceId: string, key: ThreadKey): Promise<{ threadId: string; created: boolean }>;
  /**
   * Appends a message and moves the thread's counters, last message and unread count with it.
   * A message whose external id the thread already holds changes nothing (`created: false`).
   */
  addMessage(workspaceId: string, threadId: string, message: NewMessage): Promise<{ message: MessageView; created: boolean }>;
  /** Marks every inbound message of the thread read; answers how many were unread. Null when not in the workspace. */
  markRead(workspaceId: string, threadId: string, at: Date): Promise<number | null>;
}
