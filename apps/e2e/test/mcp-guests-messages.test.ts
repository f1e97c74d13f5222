import assert from 'node:assert/strict';

import { addDays } from '@innkeep/domain';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';

import { connectMcpClient, createWorkspaceFixture, daysFromNow, http, startTestServers, TestServers, toolText, WorkspaceFixture } from '../src';

/** Guests, conversations and drafts through the MCP SDK client, answered as REST answers them. */
describe('guests and guest messages through MCP', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let client: Client;
  let reservationId: string;
  let guestId: string;
  let threadId: string;
  const start = daysFromNow(90);

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
    client = await connectMcpClient(servers.mcpUrl, ws.writeKey);
    const booked = await http(`${servers.apiUrl}/reservations`, {
      key: ws.writeKey,
      method: 'POST',
      body: {
        unitId: ws.unitIds[0],
        arrivalDate: start,
        departureDate: addDays(start, 3),
        source: 'DIRECT',
        guest: { firstName: 'Amélie', lastName: 'Lefèvre', email: 'amelie@example.test' },
      },
    });
    reservationId = booked.body.id;
    guestId = booked.body.guest.id;
    const connection = await servers.operator.connectChannel({ propertyId: ws.propertyId, channel: 'BOOKING_COM', method: 'API' });
    threadId = (
      await servers.operator.importMessage({
        reservationId,
        connectionId: connection.id,
        externalThreadId: 'bk-1',
        sender: 'Amélie',
        body: 'Bonjour, is there a cot?',
        sentAt: new Date().toISOString(),
      })
    ).threadId;
  });
  afterAll(async () => {
    await client.close();
    await servers.close();
  });

  const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args });
  const rest = async (path: string) => (await http(`${servers.apiUrl}${path}`, { key: ws.readKey })).body;

  it('guests_get searches by name without accents, or reads one guest by id, with the REST answers', async () => {
    const found = await call('guests_get', { search: 'amelie lefevre' });
    assert.equal(found.isError, undefined, JSON.stringify(found.content));
    assert.deepEqual(found.structuredContent, await rest('/guests?search=amelie%20lefevre'));
    assert.equal((found.structuredContent as any).guests[0].id, guestId);
    const one = await call('guests_get', { guestId });
    assert.deepEqual(one.structuredContent, await rest(`/guests/${guestId}`));
    assert.equal((one.structuredContent as any).reservations[0].id, reservationId);
    assert.equal(toolText(await call('guests_get', { guestId: 'gst_nobody' })).code, 'NOT_FOUND');
  });

  it('messages_list and messages_get answer as REST and mark nothing read; messages_mark_read does', async () => {
    const listed = await call('messages_list', { unread: true });
    assert.deepEqual(listed.structuredContent, await rest('/messages?unread=true'));
    const thread = await call('messages_get', { threadId });
    assert.deepEqual(thread.structuredContent, await rest(`/messages/${threadId}`));
    assert.equal((thread.structuredContent as any).unread, true);
    const read = await call('messages_mark_read', { threadId });
    assert.equal((read.structuredContent as any).unread, false);
  });

  it('message_draft prepares a message and stores nothing', async () => {
    const before = await servers.dataSource.query(`SELECT (SELECT count(*) FROM messages) AS m, (SELECT count(*) FROM message_threads) AS t`);
    const draft = await call('message_draft', { reservationId, template: 'WELCOME', language: 'fr' });
    assert.equal(draft.isError, undefined, JSON.stringify(draft.content));
    const answer = draft.structuredContent as any;
    assert.match(answer.body, /^Bonjour Amélie,/);
    assert.equal(answer.facts.nights, 3);
    assert.deepEqual(await servers.dataSource.query(`SELECT (SELECT count(*) FROM messages) AS m, (SELECT count(*) FROM message_threads) AS t`), before);
  });

  it('message_send asks for confirmation, sends nothing until then, and queues the reply with the token', async () => {
    const count = async () => Number((await servers.dataSource.query(`SELECT count(*) AS n FROM messages WHERE thread_id = $1`, [threadId]))[0].n);
    const before = await count();
    const first = await call('message_send', { threadId, body: 'Oui, a cot is ready.' });
    assert.equal(first.isError, true);
    const ask = toolText(first);
    assert.equal(ask.code, 'CONFIRMATION_REQUIRED');
    // The question is the person's: to whom, through which channel, and what.
    assert.equal(ask.msg, 'Send this message to Amélie Lefèvre on Booking.com: “Oui, a cot is ready.”? Once sent it cannot be taken back.');
    assert.match(ask.hint, /repeat the call with the same arguments and this confirmationToken/);
    assert.equal(await count(), before, 'nothing is sent before the confirmation');
    const misused = await call('message_send', { threadId, body: 'Something else', confirmationToken: ask.confirmationToken });
    assert.equal(toolText(misused).code, 'CONFIRMATION_REQUIRED', 'the token is bound to the message');
    const sent = await call('message_send', { threadId, body: 'Oui, a cot is ready.', confirmationToken: ask.confirmationToken });
    assert.equal(sent.isError, undefined, JSON.stringify(sent.content));
    assert.equal((sent.structuredContent as any).deliveryStatus, 'QUEUED');
    assert.equal(await count(), before + 1);
  });
});
