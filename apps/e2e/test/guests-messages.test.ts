import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { addDays } from '@innkeep/domain';

import { createWorkspaceFixture, daysFromNow, http, startTestServers, TestServers, WorkspaceFixture } from '../src';

const run = promisify(execFile);

/** Guests, conversations and drafts through the REST API and the operator tool, on a real PostgreSQL. */
describe('guests and guest messages (REST)', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let other: WorkspaceFixture;
  const start = daysFromNow(120);
  const night = (offset: number) => addDays(start, offset);
  const api = <T = any>(path: string, options: { method?: string; body?: unknown; key?: string } = {}) =>
    http<T>(`${servers.apiUrl}${path}`, { key: options.key ?? ws.writeKey, method: options.method, body: options.body });
  const book = (arrival: number, guest: Record<string, string>, fixture = ws) =>
    http(`${servers.apiUrl}/reservations`, {
      key: fixture.writeKey,
      method: 'POST',
      body: { unitId: fixture.unitIds[1], arrivalDate: night(arrival), departureDate: night(arrival + 2), source: 'MANUAL', guest },
    });
  const count = async (table: string) => Number((await servers.dataSource.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
    other = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers.close());

  describe('guests', () => {
    let guestId: string;
    let reservationIds: string[];

    beforeAll(async () => {
      const first = await book(0, { firstName: 'José', lastName: 'Núñez', email: 'Jose.Nunez@Example.test' });
      const second = await book(10, { firstName: 'Jose', lastName: 'Nunez', email: 'JOSE.NUNEZ@example.test', phone: '+351 900 000 000' });
      const stranger = await book(20, { firstName: 'Zoë', lastName: 'Ångström' });
      assert.equal(first.status, 201, JSON.stringify(first.body));
      assert.equal(second.status, 201, JSON.stringify(second.body));
      reservationIds = [first.body.id, second.body.id];
      guestId = first.body.guest.id;
      assert.ok(stranger.body.guest.id);
      await book(0, { firstName: 'José', lastName: 'Other', email: 'jose.nunez@example.test' }, other);
    });

    it('makes one guest of one e-mail, whatever its letter case, and keeps the first name it was given', async () => {
      const again = await api(`/reservations/${reservationIds[1]}`);
      assert.equal(again.body.guest.id, guestId);
      const guest = await api(`/guests/${guestId}`, { key: ws.readKey });
      assert.equal(guest.status, 200);
      assert.equal(guest.body.email, 'jose.nunez@example.test');
      assert.equal(guest.body.firstName, 'José');
      assert.equal(guest.body.phone, '+351 900 000 000', 'a phone the profile lacked is added');
      assert.equal(guest.body.stays, 2);
      assert.equal(guest.body.lastStayAt, night(10));
      assert.deepEqual(
        guest.body.reservations.map((r: { id: string }) => r.id),
        [reservationIds[1], reservationIds[0]],
        'newest first',
      );
      assert.equal(guest.body.reservations[0].unit.name, 'Room 2');
    });

    it('finds a guest by name or e-mail ignoring case and accents ("jose" finds José, "JOSÉ" finds Jose)', async () => {
      for (const search of ['jose', 'JOSÉ', 'núñez', 'NUNEZ', 'jose nunez', 'nunez@example', 'ZOE', 'angstrom']) {
        const found = await api(`/guests?search=${encodeURIComponent(search)}`, { key: ws.readKey });
        assert.equal(found.status, 200);
        assert.ok(found.body.guests.length >= 1, `${search} finds someone`);
      }
      const jose = await api(`/guests?search=jose`, { key: ws.readKey });
      assert.deepEqual(
        jose.body.guests.map((g: { id: string }) => g.id),
        [guestId],
        'only this workspace’s guest',
      );
      assert.equal(jose.body.guests[0].stays, 2);
      const none = await api(`/guests?search=${encodeURIComponent('100%_')}`, { key: ws.readKey });
      assert.deepEqual(none.body.guests, [], 'LIKE wildcards are text');
    });

    it('pages the guest list by name with nextCursor', async () => {
      const first = await api(`/guests?take=1`, { key: ws.readKey });
      assert.equal(first.body.guests.length, 1);
      assert.ok(first.body.nextCursor);
      const second = await api(`/guests?take=1&cursor=${first.body.nextCursor}`, { key: ws.readKey });
      assert.notEqual(second.body.guests[0].id, first.body.guests[0].id);
      assert.equal(second.body.nextCursor, null);
      assert.equal((await api(`/guests?cursor=garbage`, { key: ws.readKey })).body.code, 'VALIDATION_FAILED');
    });

    it('answers another workspace’s guest exactly as a missing one: 404', async () => {
      const theirs = (await api(`/guests?search=jose`, { key: other.readKey })).body.guests[0].id;
      const foreign = await api(`/guests/${theirs}`, { key: ws.readKey });
      const missing = await api(`/guests/gst_doesnotexist`, { key: ws.readKey });
      assert.equal(foreign.status, 404);
      assert.equal(foreign.body.code, 'NOT_FOUND');
      assert.equal(missing.status, 404);
    });
  });

  describe('messages', () => {
    let reservationId: string;
    let connectionId: string;
    let threadId: string;
    const sentAt = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 9, minutes)).toISOString();

    beforeAll(async () => {
      reservationId = (await book(30, { firstName: 'Maria', lastName: 'Inbox', email: 'maria.inbox@example.test' })).body.id;
      connectionId = (await servers.operator.connectChannel({ propertyId: ws.propertyId, channel: 'AIRBNB', method: 'API' })).id;
    });

    it('creates a thread with the first inbound message and extends it with the next; the same message twice is stored once', async () => {
      const first = await servers.operator.importMessage({
        reservationId,
        connectionId,
        externalThreadId: 'hm-1',
        externalMessageId: 'm-1',
        sender: 'Maria',
        body: 'Hello! Can we check in early?',
        sentAt: sentAt(0),
      });
      assert.equal(first.threadCreated, true);
      assert.equal(first.created, true);
      threadId = first.threadId;
      const replay = await servers.operator.importMessage({
        reservationId,
        connectionId,
        externalThreadId: 'hm-1',
        externalMessageId: 'm-1',
        sender: 'Maria',
        body: 'Hello! Can we check in early?',
        sentAt: sentAt(0),
      });
      assert.deepEqual([replay.threadId, replay.messageId, replay.created], [threadId, first.messageId, false]);
      const second = await servers.operator.importMessage({
        connectionId,
        externalThreadId: 'hm-1',
        externalMessageId: 'm-2',
        sender: 'Maria',
        body: 'We arrive\nat noon.',
        sentAt: sentAt(5),
      });
      assert.deepEqual([second.threadId, second.threadCreated, second.created], [threadId, false, true]);
      assert.equal(Number((await servers.dataSource.query(`SELECT count(*) AS n FROM messages WHERE thread_id = $1`, [threadId]))[0].n), 2);
    });

    it('lists threads with guest, channel, last message and unread, newest activity first, filtered by reservation and unread', async () => {
      await servers.operator.importMessage({
        workspaceId: ws.workspaceId,
        channel: 'DIRECT',
        externalThreadId: 'mail-1',
        sender: 'Walk In',
        body: 'Is parking free?',
        sentAt: sentAt(1),
      });
      const list = await api(`/messages`, { key: ws.readKey });
      assert.equal(list.status, 200);
      assert.deepEqual(list.body.threads.map((t: { id: string }) => t.id)[0], threadId);
      const [thread] = list.body.threads;
      assert.equal(thread.channel, 'AIRBNB');
      assert.equal(thread.reservationId, reservationId);
      assert.equal(thread.guest.firstName, 'Maria');
      assert.equal(thread.lastMessagePreview, 'We arrive at noon.');
      assert.equal(thread.lastMessageAt, sentAt(5));
      assert.equal(thread.unread, true);
      assert.equal(thread.unreadCount, 2);
      assert.equal(thread.messageCount, 2);
      assert.equal(list.body.threads.length, 2);
      assert.equal(list.body.nextCursor, null);
      const paged = await api(`/messages?take=1`, { key: ws.readKey });
      const next = await api(`/messages?take=1&cursor=${paged.body.nextCursor}`, { key: ws.readKey });
      assert.deepEqual(
        [...paged.body.threads, ...next.body.threads].map((t: { id: string }) => t.id),
        list.body.threads.map((t: { id: string }) => t.id),
      );
      for (const forged of [
        ['not an instant', 'thr_x'],
        ['2026-01-10T09:05:00.000Z', 'thr_\u0000'],
      ]) {
        const refused = await api(`/messages?cursor=${Buffer.from(JSON.stringify(forged)).toString('base64url')}`, { key: ws.readKey });
        assert.equal(refused.status, 400, 'a cursor the API did not give out is refused, never a 500');
      }
      const ofReservation = await api(`/messages?reservationId=${reservationId}`, { key: ws.readKey });
      assert.deepEqual(
        ofReservation.body.threads.map((t: { id: string }) => t.id),
        [threadId],
      );
      assert.equal((await api(`/messages?unread=false`, { key: ws.readKey })).body.threads.length, 0);
      assert.equal((await api(`/messages`, { key: other.readKey })).body.threads.length, 0, 'another workspace sees none');
    });

    it('answers a thread’s messages oldest first and marks nothing read; POST …/read does', async () => {
      const got = await api(`/messages/${threadId}`, { key: ws.readKey });
      assert.equal(got.status, 200);
      assert.deepEqual(
        got.body.messages.map((m: { body: string }) => m.body),
        ['Hello! Can we check in early?', 'We arrive\nat noon.'],
      );
      assert.deepEqual(
        got.body.messages.map((m: { direction: string; deliveryStatus: unknown; readAt: unknown }) => [m.direction, m.deliveryStatus, m.readAt]),
        [
          ['INBOUND', null, null],
          ['INBOUND', null, null],
        ],
      );
      assert.equal((await api(`/messages/${threadId}`, { key: ws.readKey })).body.unread, true, 'reading twice still leaves it unread');
      const read = await api(`/messages/${threadId}/read`, { method: 'POST', body: {} });
      assert.equal(read.status, 200, JSON.stringify(read.body));
      assert.equal(read.body.unread, false);
      assert.equal(read.body.unreadCount, 0);
      const after = await api(`/messages/${threadId}`, { key: ws.readKey });
      assert.ok(after.body.messages.every((m: { readAt: string | null }) => m.readAt !== null));
      assert.equal((await api(`/messages/${threadId}/read`, { method: 'POST', body: {} })).status, 200, 'again changes nothing');
    });

    it('stores a reply as an OUTBOUND message QUEUED for the connector, extending the thread', async () => {
      await servers.operator.importMessage({
        connectionId,
        externalThreadId: 'hm-1',
        externalMessageId: 'm-3',
        sender: 'Maria',
        body: 'Thanks!',
        sentAt: sentAt(6),
      });
      const reply = await api(`/messages/${threadId}/replies`, { method: 'POST', body: { body: 'Of course, from 13:00.' } });
      assert.equal(reply.status, 201, JSON.stringify(reply.body));
      assert.equal(reply.body.direction, 'OUTBOUND');
      assert.equal(reply.body.deliveryStatus, 'QUEUED');
      assert.equal(reply.body.sender, 'Owner');
      assert.equal(reply.body.threadId, threadId);
      const thread = await api(`/messages/${threadId}`, { key: ws.readKey });
      assert.equal(thread.body.messageCount, 4);
      assert.equal(thread.body.unread, false, 'replying reads the conversation');
      assert.equal(thread.body.lastMessagePreview, 'Of course, from 13:00.');
      const [row] = await servers.dataSource.query(`SELECT delivery_status, direction FROM messages WHERE workspace_id = $1 AND id = $2`, [
        ws.workspaceId,
        reply.body.id,
      ]);
      assert.deepEqual(row, { delivery_status: 'QUEUED', direction: 'OUTBOUND' });
    });

    it('refuses a reply where no channel connection can carry it (409 CHANNEL_CANNOT_SEND), a read key (403) and another workspace (404)', async () => {
      const direct = (await api(`/messages`, { key: ws.readKey })).body.threads.find((t: { channel: string }) => t.channel === 'DIRECT');
      const refused = await api(`/messages/${direct.id}/replies`, { method: 'POST', body: { body: 'Yes' } });
      assert.equal(refused.status, 409);
      assert.equal(refused.body.code, 'CHANNEL_CANNOT_SEND');
      const reader = await api(`/messages/${threadId}/replies`, { method: 'POST', body: { body: 'Yes' }, key: ws.readKey });
      assert.equal(reader.body.code, 'SCOPE_REQUIRED');
      for (const [path, method] of [
        [`/messages/${threadId}`, 'GET'],
        [`/messages/${threadId}/read`, 'POST'],
        [`/messages/${threadId}/replies`, 'POST'],
      ] as const) {
        const foreign = await http(`${servers.apiUrl}${path}`, {
          key: other.writeKey,
          method,
          body: method === 'POST' ? (path.endsWith('replies') ? { body: 'x' } : {}) : undefined,
        });
        assert.equal(foreign.status, 404, `${method} ${path}`);
      }
      assert.equal((await api(`/messages/${threadId}/replies`, { method: 'POST', body: {} })).status, 400, 'a reply needs a body');
    });

    it('imports through npm run admin -- message import, idempotently', async () => {
      const admin = join(__dirname, '../../../tools/dist/src/admin/admin.js');
      const args = [
        admin,
        'message',
        'import',
        '--reservation',
        reservationId,
        '--sender',
        'Maria',
        '--body',
        'One more question',
        '--sent-at',
        sentAt(30),
        '--json',
      ];
      const env = { env: { ...process.env, DATABASE_URL: servers.databaseUrl } };
      const first = JSON.parse((await run(process.execPath, args, env)).stdout);
      const again = JSON.parse((await run(process.execPath, args, env)).stdout);
      assert.equal(first.created, true);
      assert.equal(again.created, false);
      assert.equal(again.messageId, first.messageId);
      const threads = (await api(`/messages?reservationId=${reservationId}`, { key: ws.readKey })).body.threads;
      assert.equal(threads.length, 2, 'without a thread id the reservation has a conversation of its own');
      await assert.rejects(
        run(process.execPath, [admin, 'message', 'import', '--sender', 'x', '--body', 'y'], env),
        (error: { code?: number }) => error.code === 2,
      );
    });
  });

  describe('drafts', () => {
    it('prepares a message from the reservation’s real values, names what is missing, and stores nothing', async () => {
      const reservation = (await book(40, { firstName: 'Ana', lastName: 'Draft', email: 'ana.draft@example.test' })).body;
      const tables = ['guests', 'reservations', 'message_threads', 'messages', 'idempotency_records'];
      const before = await Promise.all(tables.map(count));
      const draft = await api(`/messages/drafts`, {
        method: 'POST',
        body: { reservationId: reservation.id, template: 'CHECK_IN_INSTRUCTIONS', language: 'pt' },
      });
      assert.equal(draft.status, 200, JSON.stringify(draft.body));
      assert.deepEqual(await Promise.all(tables.map(count)), before, 'row counts unchanged');
      assert.equal(draft.body.to.email, 'ana.draft@example.test');
      assert.equal(draft.body.facts.arrivalDate, night(40));
      assert.equal(draft.body.facts.checkInTime, '15:00');
      assert.equal(draft.body.facts.unitName, 'Room 2');
      assert.ok(draft.body.missing.includes('houseRules'));
      assert.ok(draft.body.missing.includes('address'), 'the fixture property has a city but no street');
      assert.ok(draft.body.body.startsWith('Olá Ana,'));
      const refused = await api(`/messages/drafts`, { method: 'POST', body: { reservationId: reservation.id, template: 'POEM' } });
      assert.equal(refused.status, 400);
      const foreign = await api(`/messages/drafts`, { method: 'POST', body: { reservationId: reservation.id, template: 'WELCOME' }, key: other.writeKey });
      assert.equal(foreign.status, 404);
    });
  });
});
