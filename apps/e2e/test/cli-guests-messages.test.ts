import assert from 'node:assert/strict';

import { addDays, GuestDetail, MessageDraft, ThreadDetail } from '@innkeep/domain';

import {
  CliResult,
  createWorkspaceFixture,
  daysFromNow,
  http,
  makeConfigHome,
  parseJsonOutput,
  runCli,
  startTestServers,
  TestServers,
  WorkspaceFixture,
} from '../src';

/** `innkeep guests` and `innkeep messages` as a process, against the running API. */
describe('innkeep guests and messages', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let home: Awaited<ReturnType<typeof makeConfigHome>>;
  let reservationId: string;
  let threadId: string;
  const start = daysFromNow(60);

  const run = (args: string[], key = ws.writeKey) => runCli(args, { configHome: home.path, env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: key } });
  const failureOf = (result: CliResult) => `exit ${result.code}\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}`;
  const outbound = async () =>
    Number((await servers.dataSource.query(`SELECT count(*) AS n FROM messages WHERE thread_id = $1 AND direction = 'OUTBOUND'`, [threadId]))[0].n);

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
    home = await makeConfigHome();
    const booked = await http(`${servers.apiUrl}/reservations`, {
      key: ws.writeKey,
      method: 'POST',
      body: {
        unitId: ws.unitIds[0],
        arrivalDate: start,
        departureDate: addDays(start, 2),
        source: 'MANUAL',
        guest: { firstName: 'José', lastName: 'Álvarez', email: 'jose.alvarez@example.test' },
      },
    });
    reservationId = booked.body.id;
    const connection = await servers.operator.connectChannel({ propertyId: ws.propertyId, channel: 'AIRBNB', method: 'API' });
    threadId = (
      await servers.operator.importMessage({
        reservationId,
        connectionId: connection.id,
        externalThreadId: 'cli-1',
        sender: 'José',
        body: 'Where do I leave the keys?',
        sentAt: new Date().toISOString(),
      })
    ).threadId;
  });
  afterAll(async () => {
    await home.remove();
    await servers.close();
  });

  it('guests [search] lists guests found without accents; guests show prints one with their bookings', async () => {
    const table = await run(['guests', 'jose alvarez'], ws.readKey);
    assert.equal(table.code, 0, failureOf(table));
    assert.match(table.stdout, /José Álvarez/);
    assert.match(table.stdout, /jose\.alvarez@example\.test/);
    const json = parseJsonOutput<{ guests: { id: string }[] }>(await run(['guests', 'ALVAREZ', '--json'], ws.readKey));
    const shown = await run(['guests', 'show', json.guests[0].id], ws.readKey);
    assert.equal(shown.code, 0, failureOf(shown));
    assert.match(shown.stdout, new RegExp(reservationId));
    assert.equal(parseJsonOutput<GuestDetail>(await run(['guests', 'show', json.guests[0].id, '--json'], ws.readKey)).stays, 1);
    const missing = await run(['guests', 'show', 'gst_nobody'], ws.readKey);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /NOT_FOUND/);
  });

  it('messages list shows guest, channel, last message and unread; messages show prints the conversation and marks nothing read', async () => {
    const list = await run(['messages', 'list'], ws.readKey);
    assert.equal(list.code, 0, failureOf(list));
    assert.match(list.stdout, /José Álvarez/);
    assert.match(list.stdout, /AIRBNB/);
    assert.match(list.stdout, /Where do I leave the keys\?/);
    const shown = await run(['messages', 'show', threadId], ws.readKey);
    assert.equal(shown.code, 0, failureOf(shown));
    assert.match(shown.stdout, /← José, .* \[unread\]\n {4}Where do I leave the keys\?/);
    const json = parseJsonOutput<ThreadDetail>(await run(['messages', 'show', threadId, '--json'], ws.readKey));
    assert.equal(json.unread, true);
    const read = await run(['messages', 'read', threadId]);
    assert.equal(read.code, 0, failureOf(read));
    assert.match(read.stdout, /read/);
    assert.equal(parseJsonOutput<{ threads: ThreadDetail[] }>(await run(['messages', 'list', '--unread', '--json'], ws.readKey)).threads.length, 0);
  });

  it('messages reply asks first: without a terminal and without --yes nothing is sent (exit 2); --yes queues it', async () => {
    const before = await outbound();
    const refused = await run(['messages', 'reply', threadId, '--body', 'In the box by the door.']);
    assert.equal(refused.code, 2, failureOf(refused));
    assert.equal(await outbound(), before);
    const sent = await run(['messages', 'reply', threadId, '--body', 'In the box by the door.', '--yes']);
    assert.equal(sent.code, 0, failureOf(sent));
    assert.match(sent.stdout, /queued/);
    assert.equal(await outbound(), before + 1);
  });

  it('messages draft prints a filled template and names what is missing; --json gives the draft', async () => {
    const draft = await run(['messages', 'draft', '--reservation-id', reservationId, '--template', 'CHECK_IN_INSTRUCTIONS', '--language', 'es']);
    assert.equal(draft.code, 0, failureOf(draft));
    assert.match(draft.stdout, /Hola, José:/);
    assert.match(draft.stdout, /Missing .*houseRules/);
    assert.match(draft.stdout, /Nothing was stored or sent\./);
    const json = parseJsonOutput<MessageDraft>(
      await run(['messages', 'draft', '--thread-id', threadId, '--template', 'REPLY', '--notes', 'Under the mat.', '--json']),
    );
    assert.equal(json.reservationId, reservationId);
    assert.match(json.body, /Under the mat\./);
    const usage = await run(['messages', 'draft', '--template', 'WELCOME']);
    assert.equal(usage.code, 2, 'a reservation or a thread is needed');
  });
});
