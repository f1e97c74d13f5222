import type { MessageRepository, MessageView, NewMessage, ThreadDetail, ThreadFilter, ThreadKey, ThreadRoute, ThreadView } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { newId } from '../database/ids';
import { isoInstant } from './reservation-json.sql';

/** A thread row t with its guest g as the API's JSON. */
const THREAD_JSON = `json_build_object(
  'id', t.id, 'channel', t.channel, 'connectionId', t.connection_id, 'reservationId', t.reservation_id,
  'guest', CASE WHEN g.id IS NULL THEN NULL
           ELSE json_build_object('id', g.id, 'firstName', g.first_name, 'lastName', g.last_name, 'email', g.email) END,
  'guestName', t.guest_name,
  'lastMessageAt', ${isoInstant('t.last_message_at')}, 'lastMessagePreview', t.last_message_preview,
  'unread', t.unread_count > 0, 'unreadCount', t.unread_count, 'messageCount', t.message_count)`;

const THREAD_FROM = `message_threads t LEFT JOIN guests g ON g.workspace_id = t.workspace_id AND g.id = t.guest_id`;

/** A message row m as the API's JSON. */
const MESSAGE_JSON = `json_build_object(
  'id', m.id, 'direction', m.direction, 'sender', m.sender, 'body', m.body, 'sentAt', ${isoInstant('m.sent_at')},
  'deliveryStatus', m.delivery_status, 'readAt', ${isoInstant('m.read_at')})`;

/** The longest start of a message a thread shows. */
const PREVIEW_LENGTH = 140;

export class TypeormMessageRepository implements MessageRepository {
  constructor(private readonly manager: EntityManager) {}

  async listThreads(workspaceId: string, filter: ThreadFilter): Promise<ThreadView[]> {
    const params: unknown[] = [workspaceId];
    const where = ['t.workspace_id = $1'];
    if (filter.reservationId) {
      params.push(filter.reservationId);
      where.push(`t.reservation_id = $${params.length}`);
    }
    if (filter.unread !== undefined) where.push(filter.unread ? 't.unread_count > 0' : 't.unread_count = 0');
    if (filter.after) {
      params.push(filter.after.lastMessageAt, filter.after.id);
      where.push(`(t.last_message_at, t.id) < ($${params.length - 1}::timestamptz, $${params.length})`);
    }
    params.push(filter.take);
    const rows: { thread: ThreadView }[] = await this.manager.query(
      `SELECT ${THREAD_JSON} AS thread FROM ${THREAD_FROM}
        WHERE ${where.join(' AND ')}
        ORDER BY t.last_message_at DESC, t.id DESC
        LIMIT $${params.length}`,
      params,
    );
    return rows.map((row) => row.thread);
  }

  async findThread(workspaceId: string, threadId: string): Promise<ThreadDetail | null> {
    const [row] = await this.manager.query(
      `SELECT ${THREAD_JSON} AS thread,
              (SELECT coalesce(json_agg(${MESSAGE_JSON} ORDER BY m.sent_at, m.id), '[]'::json)
                 FROM messages m WHERE m.workspace_id = t.workspace_id AND m.thread_id = t.id) AS messages
         FROM ${THREAD_FROM}
        WHERE t.workspace_id = $1 AND t.id = $2`,
      [workspaceId, threadId],
    );
    return row ? { ...row.thread, messages: row.messages } : null;
  }

  async routeForUpdate(workspaceId: string, threadId: string): Promise<ThreadRoute | null> {
    const [thread] = await this.manager.query(`SELECT id, channel, connection_id FROM message_threads WHERE workspace_id = $1 AND id = $2 FOR UPDATE`, [
      workspaceId,
      threadId,
    ]);
    if (!thread) return null;
    const [connection] = thread.connection_id
      ? await this.manager.query(`SELECT status, method FROM channel_connections WHERE workspace_id = $1 AND id = $2`, [workspaceId, thread.connection_id])
      : [];
    return {
      threadId: thread.id,
      channel: thread.channel,
      connectionId: thread.connection_id,
      // Only a connector (API) carries messages; an iCal feed carries none.
      connectionActive: connection !== undefined && connection.status !== 'DISCONNECTED' && connection.method === 'API',
    };
  }

  async upsertThread(workspaceId: string, key: ThreadKey): Promise<{ threadId: string; created: boolean }> {
    // A later message may name what the first one could not (its reservation, its guest); what a
    // thread already has stays. The epoch is replaced by the first message's time.
    const [row] = await this.manager.query(
      `INSERT INTO message_threads (workspace_id, id, channel, external_thread_id, connection_id, reservation_id, guest_id, guest_name, last_message_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, to_timestamp(0))
       ON CONFLICT (workspace_id, channel, external_thread_id) DO UPDATE SET
         connection_id = coalesce(EXCLUDED.connection_id, message_threads.connection_id),
         reservation_id = coalesce(message_threads.reservation_id, EXCLUDED.reservation_id),
         guest_id = coalesce(message_threads.guest_id, EXCLUDED.guest_id),
         guest_name = coalesce(message_threads.guest_name, EXCLUDED.guest_name)
       RETURNING id, (xmax = 0) AS created`,
      [workspaceId, newId('thr'), key.channel, key.externalThreadId, key.connectionId, key.reservationId, key.guestId, key.guestName],
    );
    return { threadId: row.id, created: row.created };
  }

  async addMessage(workspaceId: string, threadId: string, message: NewMessage): Promise<{ message: MessageView; created: boolean }> {
    const [inserted] = await this.manager.query(
      `WITH m AS (
         INSERT INTO messages (workspace_id, id, thread_id, direction, sender, body, sent_at, external_id, delivery_status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (workspace_id, thread_id, external_id) WHERE external_id IS NOT NULL DO NOTHING
         RETURNING *),
       moved AS (
         UPDATE message_threads t SET
           message_count = t.message_count + 1,
           unread_count = t.unread_count + CASE WHEN m.direction = 'INBOUND' THEN 1 ELSE 0 END,
           last_message_preview = CASE WHEN m.sent_at >= t.last_message_at
                                       THEN left(regexp_replace(m.body, '\\s+', ' ', 'g'), ${PREVIEW_LENGTH})
                                       ELSE t.last_message_preview END,
           last_message_at = greatest(t.last_message_at, m.sent_at)
           FROM m WHERE t.workspace_id = m.workspace_id AND t.id = m.thread_id)
       SELECT ${MESSAGE_JSON} AS message FROM m`,
      [workspaceId, newId('msg'), threadId, message.direction, message.sender, message.body, message.sentAt, message.externalId, message.deliveryStatus],
    );
    if (inserted) return { message: inserted.message, created: true };
    const [existing] = await this.manager.query(
      `SELECT ${MESSAGE_JSON} AS message FROM messages m WHERE m.workspace_id = $1 AND m.thread_id = $2 AND m.external_id = $3`,
      [workspaceId, threadId, message.externalId],
    );
    return { message: existing.message, created: false };
  }

  async markRead(workspaceId: string, threadId: string, at: Date): Promise<number | null> {
    const [row] = await this.manager.query(
      `WITH t AS (
         UPDATE message_threads SET unread_count = 0 WHERE workspace_id = $1 AND id = $2 RETURNING id),
       m AS (
         UPDATE messages SET read_at = $3
          WHERE workspace_id = $1 AND thread_id = $2 AND direction = 'INBOUND' AND read_at IS NULL
          RETURNING 1)
       SELECT (SELECT count(*) FROM t)::int AS found, (SELECT count(*) FROM m)::int AS marked`,
      [workspaceId, threadId, at],
    );
    return row.found === 0 ? null : row.marked;
  }
}
