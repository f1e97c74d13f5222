import assert from 'node:assert/strict';

import type { GuestDetail, GuestSummary, MessageView, ThreadDetail, ThreadView } from '../../src';
import { getGuest } from '../../src/operations/guests/get-guest.operation';
import { listGuests } from '../../src/operations/guests/list-guests.operation';
import { getThread } from '../../src/operations/messages/get-thread.operation';
import { listThreads } from '../../src/operations/messages/list-threads.operation';
import { markThreadRead } from '../../src/operations/messages/mark-thread-read.operation';
import { replyToThread } from '../../src/operations/messages/reply-to-thread.operation';
import { OperationTestbed, TEST_NOW } from '../../testing';

/** Guest search and thread counters are SQL: these tests script the repositories' answers and state what the operation makes of them. */

const guest = (id: string, lastName: string, firstName = 'Ana'): GuestSummary => ({
  id,
  firstName,
  lastName,
  email: `${id}@example.test`,
  phone: null,
  stays: 1,
  lastStayAt: '2026-05-01',
  selfDeclared: false,
  knownGuestId: null,
});

const thread = (id: string, overrides: Partial<ThreadView> = {}): ThreadView => ({
  id,
  channel: 'AIRBNB',
  connectionId: 'conn_1',
  reservationId: 'res_1',
  guest: { id: 'gst_1', firstName: 'José', lastName: 'Núñez', email: 'jose@example.test' },
  guestName: null,
  lastMessageAt: '2026-05-31T18:00:00.000Z',
  lastMessagePreview: 'Can we arrive early?',
  unread: true,
  unreadCount: 1,
  messageCount: 2,
  ...overrides,
});

const message = (overrides: Partial<MessageView> = {}): MessageView => ({
  id: 'msg_1',
  direction: 'INBOUND',
  sender: 'José Núñez',
  body: 'Can we arrive early?',
  sentAt: '2026-05-31T18:00:00.000Z',
  deliveryStatus: null,
  readAt: null,
  ...overrides,
});

describe('guests.list', () => {
  it('answers a page with a cursor that asks for the guests after its last one, by name then id', async () => {
    const bed = new OperationTestbed();
    const { principal, workspace } = bed.seedWorkspace();
    bed.repos.guests.answers.list = [guest('gst_1', 'Alves'), guest('gst_2', 'Borges'), guest('gst_3', 'Costa')];
    const first = await bed.run(listGuests, principal, { search: '  jose ', take: '2' });
    assert.deepEqual(
      first.guests.map((row) => row.id),
      ['gst_1', 'gst_2'],
    );
    assert.ok(first.nextCursor);
    bed.repos.guests.answers.list = [guest('gst_3', 'Costa')];
    const second = await bed.run(listGuests, principal, { cursor: first.nextCursor, take: '2' });
    assert.deepEqual([second.guests.map((row) => row.id), second.nextCursor], [['gst_3'], null]);
    assert.deepEqual(bed.repos.calls.argumentsOf('guests.list'), [
      [workspace.id, { search: 'jose', take: 3, after: undefined }],
      [workspace.id, { search: undefined, take: 3, after: { lastName: 'Borges', firstName: 'Ana', id: 'gst_2' } }],
    ]);
  });

  it('asks for 50 by default, and refuses a cursor it did not give out or a page above 200 with VALIDATION_FAILED', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    bed.repos.guests.answers.list = [];
    assert.deepEqual(await bed.run(listGuests, principal), { guests: [], nextCursor: null });
    assert.equal(bed.repos.calls.argumentsOf('guests.list')[0][1].take, 51);
    await assert.rejects(bed.run(listGuests, principal, { cursor: 'bm90LWEtY3Vyc29y' }), {
      code: 'VALIDATION_FAILED',
      message: 'cursor is not a cursor this API gave out',
    });
    await assert.rejects(bed.run(listGuests, principal, { take: '201' }), { code: 'VALIDATION_FAILED' });
    assert.equal(bed.repos.calls.argumentsOf('guests.list').length, 1);
  });
});

describe('guests.get', () => {
  it('answers the guest with their stays, and NOT_FOUND for one the workspace does not have', async () => {
    const bed = new OperationTestbed();
    const { principal, workspace } = bed.seedWorkspace();
    const detail: GuestDetail = { ...guest('gst_1', 'Alves'), reservations: [] };
    bed.repos.guests.answers.find = detail;
    assert.deepEqual(await bed.run(getGuest, principal, { guestId: 'gst_1' }), detail);
    assert.deepEqual(bed.repos.calls.argumentsOf('guests.find'), [[workspace.id, 'gst_1']]);
    bed.repos.guests.answers.find = null;
    await assert.rejects(bed.run(getGuest, principal, { guestId: 'gst_9' }), { code: 'NOT_FOUND' });
  });
});

describe('messages.list', () => {
  it('answers a page with a cursor of its last thread’s time and id, passing the filters on', async () => {
    const bed = new OperationTestbed();
    const { principal, workspace } = bed.seedWorkspace();
    bed.repos.messages.answers.listThreads = [thread('thr_1'), thread('thr_2', { lastMessageAt: '2026-05-30T08:00:00.000Z' }), thread('thr_3')];
    const first = await bed.run(listThreads, principal, { reservationId: 'res_1', unread: 'true', take: '2' });
    assert.deepEqual(
      first.threads.map((row) => row.id),
      ['thr_1', 'thr_2'],
    );
    bed.repos.messages.answers.listThreads = [thread('thr_3')];
    const second = await bed.run(listThreads, principal, { cursor: first.nextCursor, take: '2' });
    assert.equal(second.nextCursor, null);
    assert.deepEqual(bed.repos.calls.argumentsOf('messages.listThreads'), [
      [workspace.id, { reservationId: 'res_1', unread: true, take: 3, after: undefined }],
      [workspace.id, { reservationId: undefined, unread: undefined, take: 3, after: { lastMessageAt: '2026-05-30T08:00:00.000Z', id: 'thr_2' } }],
    ]);
  });

  it('refuses a cursor whose time is not one the API writes with VALIDATION_FAILED', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    const forged = Buffer.from(JSON.stringify(['yesterday', 'thr_1'])).toString('base64url');
    await assert.rejects(bed.run(listThreads, principal, { cursor: forged }), { code: 'VALIDATION_FAILED' });
    assert.deepEqual(bed.repos.calls.methods(), []);
  });
});

describe('messages.get', () => {
  it('answers the thread with its messages, and NOT_FOUND for one the workspace does not have', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    const detail: ThreadDetail = { ...thread('thr_1'), messages: [message()] };
    bed.repos.messages.answers.findThread = detail;
    assert.deepEqual(await bed.run(getThread, principal, { threadId: 'thr_1' }), detail);
    // Reading marks nothing read.
    assert.deepEqual(bed.repos.calls.writes(), []);
    bed.repos.messages.answers.findThread = null;
    await assert.rejects(bed.run(getThread, principal, { threadId: 'thr_9' }), { code: 'NOT_FOUND' });
  });
});

describe('messages.markRead', () => {
  it('marks the thread read now and answers it without its messages', async () => {
    const bed = new OperationTestbed();
    const { principal, workspace } = bed.seedWorkspace();
    bed.repos.messages.answers.markRead = 1;
    bed.repos.messages.answers.findThread = { ...thread('thr_1', { unread: false, unreadCount: 0 }), messages: [message()] };
    assert.deepEqual(await bed.run(markThreadRead, principal, { threadId: 'thr_1' }), thread('thr_1', { unread: false, unreadCount: 0 }));
    assert.deepEqual(bed.repos.calls.argumentsOf('messages.markRead'), [[workspace.id, 'thr_1', TEST_NOW]]);
  });

  it('answers NOT_FOUND for a thread the workspace does not have', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    bed.repos.messages.answers.markRead = null;
    await assert.rejects(bed.run(markThreadRead, principal, { threadId: 'thr_9' }), { code: 'NOT_FOUND' });
    assert.deepEqual(bed.repos.calls.argumentsOf('messages.findThread'), []);
  });
});

describe('messages.reply', () => {
  function withThread(route: { connectionId: string | null; connectionActive: boolean } = { connectionId: 'conn_1', connectionActive: true }) {
    const bed = new OperationTestbed();
    const seeded = bed.seedWorkspace();
    bed.repos.messages.answers.routeForUpdate = { threadId: 'thr_1', channel: 'AIRBNB', ...route };
    bed.repos.messages.answers.addMessage = {
      message: message({
        id: 'msg_2',
        direction: 'OUTBOUND',
        sender: 'Ana Teste',
        body: 'Yes, from 13:00.',
        sentAt: TEST_NOW.toISOString(),
        deliveryStatus: 'QUEUED',
      }),
      created: true,
    };
    bed.repos.messages.answers.markRead = 0;
    return { bed, ...seeded };
  }

  it('queues an OUTBOUND message signed with the sender’s name, marks the thread read, and answers the message with its thread', async () => {
    const { bed, principal, workspace } = withThread();
    const answer = await bed.run(replyToThread, principal, { threadId: 'thr_1', body: 'Yes, from 13:00.' });
    assert.deepEqual(answer, {
      ...message({
        id: 'msg_2',
        direction: 'OUTBOUND',
        sender: 'Ana Teste',
        body: 'Yes, from 13:00.',
        sentAt: TEST_NOW.toISOString(),
        deliveryStatus: 'QUEUED',
      }),
      threadId: 'thr_1',
    });
    assert.deepEqual(bed.repos.calls.argumentsOf('messages.addMessage'), [
      [
        workspace.id,
        'thr_1',
        { direction: 'OUTBOUND', sender: 'Ana Teste', body: 'Yes, from 13:00.', sentAt: TEST_NOW, deliveryStatus: 'QUEUED', externalId: null },
      ],
    ]);
    assert.deepEqual(bed.repos.calls.writes(), ['messages.addMessage', 'messages.markRead']);
  });

  it('signs with the workspace’s name when the user has none', async () => {
    const { bed, principal, owner, workspace } = withThread();
    bed.db.tables.users.get(owner.id)!.name = null;
    await bed.run(replyToThread, principal, { threadId: 'thr_1', body: 'Hello' });
    assert.equal(bed.repos.calls.argumentsOf('messages.addMessage')[0][2].sender, workspace.name);
  });

  it('refuses a thread without a live connection with CHANNEL_CANNOT_SEND naming its channel, sending nothing', async () => {
    for (const route of [
      { connectionId: null, connectionActive: false },
      { connectionId: 'conn_1', connectionActive: false },
    ]) {
      const { bed, principal } = withThread(route);
      await assert.rejects(bed.run(replyToThread, principal, { threadId: 'thr_1', body: 'Hello' }), {
        code: 'CHANNEL_CANNOT_SEND',
        details: { channel: 'AIRBNB' },
      });
      assert.deepEqual(bed.repos.calls.writes(), []);
    }
  });

  it('answers NOT_FOUND for a thread the workspace does not have, and refuses an empty or too long body', async () => {
    const { bed, principal } = withThread();
    bed.repos.messages.answers.routeForUpdate = null;
    await assert.rejects(bed.run(replyToThread, principal, { threadId: 'thr_9', body: 'Hello' }), { code: 'NOT_FOUND' });
    await assert.rejects(bed.run(replyToThread, principal, { threadId: 'thr_1', body: '' }), { code: 'VALIDATION_FAILED' });
    await assert.rejects(bed.run(replyToThread, principal, { threadId: 'thr_1', body: 'x'.repeat(5001) }), { code: 'VALIDATION_FAILED' });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });

  it('asks a person before sending, naming the guest, the channel and the text; a thread the workspace does not have asks nothing', async () => {
    const { bed, principal } = withThread();
    bed.repos.messages.answers.findThread = { ...thread('thr_1'), messages: [] };
    const question = await replyToThread.confirmationQuestion!(bed.context(principal), { threadId: 'thr_1', body: 'Yes, from 13:00.' });
    assert.equal(question, 'Send this message to José Núñez on Airbnb: “Yes, from 13:00.”? Once sent it cannot be taken back.');
    bed.repos.messages.answers.findThread = { ...thread('thr_1', { guest: null, guestName: null, channel: 'DIRECT' }), messages: [] };
    assert.match((await replyToThread.confirmationQuestion!(bed.context(principal), { threadId: 'thr_1', body: 'Hi' }))!, /^Send this message to the guest: /);
    bed.repos.messages.answers.findThread = null;
    assert.equal(await replyToThread.confirmationQuestion!(bed.context(principal), { threadId: 'thr_9', body: 'Hi' }), null);
  });
});
