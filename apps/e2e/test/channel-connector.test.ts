import assert from 'node:assert/strict';

import { ConnectorOutboxStore } from '@innkeep/persistence';
import { PublicUrlPolicy } from '@innkeep/server';
import { ConnectorDispatcher } from '@innkeep/worker';
import { Webhook } from 'standardwebhooks';

import { createWorkspaceFixture, daysFromNow, http, startTestServers, TestServers, WorkspaceFixture } from '../src';
import { waitFor } from '../src/wait-for';
import { WebhookReceiver } from '../src/webhook-receiver';

interface AriChange {
  externalListingId: string;
  date: string;
  available: number;
  priceMinor: number;
  stopSell: boolean;
}

/** The connector protocol against a fake connector on loopback, both ways, signed. */
describe('channel connector (method API)', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let connector: WebhookReceiver;
  let dispatcher: ConnectorDispatcher;
  let connectionId: string;
  let secret: string;
  const api = (path: string) => `${servers.apiUrl}${path}`;
  const night = (offset: number) => daysFromNow(30 + offset);
  const ariChanges = () =>
    connector
      .accepted()
      .filter((message) => message.event.type === 'ari.update')
      .flatMap((message) => message.event.changes as AriChange[]);
  const latest = (listing: string, date: string) =>
    ariChanges()
      .filter((change) => change.externalListingId === listing && change.date === date)
      .at(-1);
  const connection = async () => (await http(api(`/connections/${connectionId}`), { key: ws.readKey })).body;

  beforeAll(async () => {
    servers = await startTestServers({ CHANNEL_ALLOW_PRIVATE_URLS: 'true', API_WRITE_LIMIT: '100000', API_LIMIT: '100000' });
    ws = await createWorkspaceFixture(servers.operator);
    connector = await WebhookReceiver.start();
    dispatcher = new ConnectorDispatcher(
      new ConnectorOutboxStore(servers.dataSource, servers.runtime.secrets),
      new PublicUrlPolicy(true),
      servers.runtime.log,
      { timeoutMs: 2000, concurrency: 4, idleMs: 50 },
    );
    dispatcher.start();
  });
  afterAll(async () => {
    await dispatcher.stop();
    await connector.down().catch(() => undefined);
    await servers.close();
  });

  it('connects by API: the signing secret once, listings by the channel’s ids; refuses what an API connection lacks', async () => {
    const missingEndpoint = await http(api('/connections'), {
      method: 'POST',
      key: ws.writeKey,
      body: { propertyId: ws.propertyId, channel: 'AIRBNB', method: 'API', listings: [{ unitId: ws.unitIds[0], externalListingId: 'L-1' }] },
    });
    assert.equal(missingEndpoint.status, 400);
    const missingListing = await http(api('/connections'), {
      method: 'POST',
      key: ws.writeKey,
      body: { propertyId: ws.propertyId, channel: 'AIRBNB', method: 'API', endpointUrl: connector.url, listings: [{ unitId: ws.unitIds[0] }] },
    });
    assert.equal(missingListing.status, 400);
    const created = await http(api('/connections'), {
      method: 'POST',
      key: ws.writeKey,
      headers: { 'idempotency-key': 'connect-by-api' },
      body: {
        propertyId: ws.propertyId,
        channel: 'AIRBNB',
        method: 'API',
        endpointUrl: connector.url,
        listings: [
          { unitId: ws.unitIds[0], externalListingId: 'L-1' },
          { unitId: ws.unitIds[1], externalListingId: 'L-2' },
        ],
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.match(created.body.signingSecret, /^whsec_/);
    assert.equal(created.body.method, 'API');
    assert.equal(created.body.endpointUrl, connector.url);
    assert.deepEqual(created.body.listings.map((listing: { externalListingId: string }) => listing.externalListingId).sort(), ['L-1', 'L-2']);
    connectionId = created.body.id;
    secret = created.body.signingSecret;
    connector.useSecret(secret);
    const [record] = await servers.dataSource.query(`SELECT response_body::text AS body FROM idempotency_records WHERE idempotency_key = 'connect-by-api'`);
    assert.doesNotMatch(record.body, /whsec_/, 'the replayable answer keeps the secret sealed');
    const read = await connection();
    assert.equal(read.signingSecret, undefined);
    assert.equal(read.pendingChanges, 0);
  });

  it('sends a price change, a block and a reservation, signed, with each night’s values, in order', async () => {
    assert.equal(
      (await http(api('/rates'), { method: 'PUT', key: ws.writeKey, body: { unitId: ws.unitIds[0], from: night(0), to: night(0), priceMinor: 12345 } })).status,
      200,
    );
    assert.equal(
      (await http(api('/blocks'), { method: 'POST', key: ws.writeKey, body: { unitId: ws.unitIds[1], from: night(1), to: night(1), type: 'OWNER', rooms: 1 } }))
        .status,
      201,
    );
    const booked = await http(api('/reservations'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: ws.unitIds[0], source: 'DIRECT', arrivalDate: night(2), departureDate: night(4), guest: { firstName: 'Ada', lastName: 'Lovelace' } },
    });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    await waitFor('the three changes', () => latest('L-1', night(3))?.available === 0);
    assert.ok(
      connector.accepted().every((message) => message.verified),
      'every message verifies with the standardwebhooks package',
    );
    assert.equal(latest('L-1', night(0))?.priceMinor, 12345);
    assert.equal(latest('L-2', night(1))?.available, 1, 'Room 2 has two rooms, one blocked');
    assert.equal(latest('L-1', night(2))?.available, 0);
    const order = ariChanges().map((change) => `${change.externalListingId} ${change.date}`);
    assert.ok(order.indexOf(`L-1 ${night(0)}`) <= order.indexOf(`L-1 ${night(2)}`), 'the price change went no later than the reservation');
    // The connector has the message a moment before the worker hears its answer and clears the rows.
    await waitFor('the rows cleared', async () => (await connection()).pendingChanges === 0);
  });

  it('retries a 500 and delivers the batch once', async () => {
    const before = connector.accepted().length;
    connector.script.push(500);
    await http(api('/rates'), { method: 'PUT', key: ws.writeKey, body: { unitId: ws.unitIds[0], from: night(20), to: night(20), priceMinor: 22222 } });
    await waitFor('the retried batch', () => latest('L-1', night(20))?.priceMinor === 22222, 15_000);
    const carrying = connector
      .accepted()
      .slice(before)
      .filter((message) => (message.event.changes as AriChange[] | undefined)?.some((change) => change.date === night(20)));
    assert.equal(carrying.length, 1);
    await waitFor('the rows cleared', async () => (await connection()).pendingChanges === 0);
    assert.equal((await connection()).lastError, null, 'the error went with the rows it was about');
  });

  it('keeps changes while the connector is down (pendingChanges grows, lastError says why) and drains them after', async () => {
    await connector.down();
    await http(api('/rates'), { method: 'PUT', key: ws.writeKey, body: { unitId: ws.unitIds[0], from: night(30), to: night(30), priceMinor: 30000 } });
    await waitFor('a failed delivery', async () => (await connection()).lastError?.code === 'DELIVERY_FAILED');
    const first = (await connection()).pendingChanges;
    assert.ok(first >= 1);
    await http(api('/rates'), { method: 'PUT', key: ws.writeKey, body: { unitId: ws.unitIds[1], from: night(31), to: night(31), priceMinor: 31000 } });
    await http(api('/rates'), { method: 'PUT', key: ws.writeKey, body: { unitId: ws.unitIds[0], from: night(30), to: night(30), priceMinor: 30001 } });
    const waiting = await connection();
    assert.ok(waiting.pendingChanges > first, `${waiting.pendingChanges} > ${first}`);
    assert.equal(waiting.status, 'ERROR');
    await connector.up();
    await waitFor('the backlog', async () => (await connection()).pendingChanges === 0, 30_000);
    assert.equal(latest('L-1', night(30))?.priceMinor, 30001, 'the night’s value as it is now, not as it was');
    assert.equal(latest('L-2', night(31))?.priceMinor, 31000);
    assert.equal((await connection()).status, 'OK');
  });

  it('queues a settings change for the connector (QUEUED), delivers it, and says MANUAL_REQUIRED for an iCal channel', async () => {
    await servers.operator.connectChannel({ propertyId: ws.propertyId, channel: 'VRBO' });
    const answer = await http(api(`/properties/${ws.propertyId}/cancellation-policy`), { method: 'PUT', key: ws.writeKey, body: { policy: 'FIRM' } });
    assert.deepEqual(answer.body.propagation, [
      { channel: 'AIRBNB', state: 'QUEUED' },
      { channel: 'VRBO', state: 'MANUAL_REQUIRED' },
    ]);
    await waitFor('the settings message', () =>
      connector.accepted().some((message) => message.event.type === 'settings.update' && message.event.setting === 'cancellationPolicy'),
    );
    const message = connector.accepted().find((received) => received.event.type === 'settings.update')!;
    assert.deepEqual(message.event.values, { cancellationPolicy: 'FIRM' });
    await waitFor('nothing pending', async () => (await connection()).pendingChanges === 0);
  });

  describe('inbound: POST /channel-hooks/:connectionId', () => {
    let counter = 0;
    const send = async (payload: object, options: { id?: string; at?: Date; key?: string } = {}) => {
      const body = JSON.stringify(payload);
      const id = options.id ?? `msg_${(counter += 1)}_${Date.now()}`;
      const at = options.at ?? new Date();
      const signature = new Webhook(options.key ?? secret).sign(id, at, body);
      const answer = await fetch(api(`/channel-hooks/${connectionId}`), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body,
      });
      return { status: answer.status, body: (await answer.json()) as any, id };
    };
    const upsert = (externalId: string, arrival: number, departure: number, listing = 'L-2') => ({
      type: 'reservation.upsert',
      externalId,
      externalListingId: listing,
      arrivalDate: night(arrival),
      departureDate: night(departure),
      guest: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.test' },
      adults: 2,
      totalAmountMinor: 45000,
      currency: 'EUR',
    });
    const channelRows = () =>
      servers.dataSource.query(
        `SELECT id, status, is_overbooking FROM reservations WHERE workspace_id = $1 AND channel_reference LIKE 'BK-%' ORDER BY channel_reference`,
        [ws.workspaceId],
      );

    it('refuses a bad signature, an old timestamp and a replayed webhook-id (401) and changes nothing', async () => {
      const wrongKey = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
      const bad = await send(upsert('BK-1', 40, 42), { key: wrongKey });
      assert.equal(bad.status, 401);
      assert.equal(bad.body.code, 'BAD_SIGNATURE');
      const old = await send(upsert('BK-1', 40, 42), { at: new Date(Date.now() - 10 * 60_000) });
      assert.equal(old.status, 401);
      assert.deepEqual(await channelRows(), []);
      const unsigned = await fetch(api(`/channel-hooks/${connectionId}`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(upsert('BK-1', 40, 42)),
      });
      assert.equal(unsigned.status, 401);
      const first = await send(upsert('BK-1', 40, 42));
      assert.equal(first.status, 200, JSON.stringify(first.body));
      assert.equal(first.body.result, 'created');
      const replay = await send(upsert('BK-9', 40, 42), { id: first.id });
      assert.equal(replay.status, 401);
      assert.equal((await channelRows()).length, 1);
    });

    it('upserts idempotently, moves, flags an overbooking, cancels, and records it all in the feed as the channel', async () => {
      const again = await send(upsert('BK-1', 40, 42));
      assert.equal(again.body.result, 'unchanged');
      assert.equal((await channelRows()).length, 1);
      const moved = await send(upsert('BK-1', 41, 43));
      assert.equal(moved.body.result, 'updated');
      const reservation = await http(api(`/reservations/${moved.body.reservationId}`), { key: ws.readKey });
      assert.equal(reservation.body.arrivalDate, night(41));
      assert.equal(reservation.body.source, 'AIRBNB');
      // Room 2 has two rooms: two more stays on night 41 make three, one over capacity.
      await send(upsert('BK-2', 41, 42));
      const over = await send(upsert('BK-3', 41, 42));
      assert.equal(over.status, 200);
      const rows = await channelRows();
      assert.equal(rows.filter((row: { is_overbooking: boolean }) => row.is_overbooking).length, 1);
      assert.equal((await connection()).conflicts, 1);
      const cancelled = await send({ type: 'reservation.cancel', externalId: 'BK-3' });
      assert.equal(cancelled.body.result, 'cancelled');
      assert.equal((await send({ type: 'reservation.cancel', externalId: 'BK-3' })).body.result, 'unchanged');
      assert.equal((await connection()).conflicts, 0);
      const unknown = await send(upsert('BK-4', 41, 42, 'L-404'));
      assert.equal(unknown.status, 404);
      const invalid = await send({ type: 'reservation.upsert', externalId: 'BK-5' });
      assert.equal(invalid.status, 400);
      const feed = await http(api('/events?types=reservation.created,reservation.updated,reservation.cancelled,reservation.overbooked&take=500'), {
        key: ws.readKey,
      });
      const channelEvents = feed.body.events.filter((event: { actor: { kind: string } }) => event.actor.kind === 'CHANNEL');
      assert.deepEqual(
        channelEvents.map((event: { type: string }) => event.type),
        ['reservation.created', 'reservation.updated', 'reservation.created', 'reservation.created', 'reservation.overbooked', 'reservation.cancelled'],
      );
      assert.equal(channelEvents[0].actor.id, connectionId);
    });

    it('records a guest’s message in its thread once, and sends the host’s reply through the connector', async () => {
      const message = {
        type: 'message.received',
        externalThreadId: 'T-1',
        externalReservationId: 'BK-1',
        externalMessageId: 'M-1',
        sender: 'Grace Hopper',
        body: 'Can we check in early?',
        sentAt: new Date().toISOString(),
      };
      const first = await send(message);
      assert.equal(first.status, 200, JSON.stringify(first.body));
      assert.equal(first.body.result, 'recorded');
      assert.equal((await send(message)).body.result, 'unchanged');
      const threads = await http(api('/messages'), { key: ws.readKey });
      const thread = threads.body.threads.find((candidate: { channel: string }) => candidate.channel === 'AIRBNB');
      assert.equal(thread.unreadCount, 1);
      assert.equal(thread.reservationId, first.body.reservationId);
      const reply = await http(api(`/messages/${thread.id}/replies`), { method: 'POST', key: ws.writeKey, body: { body: 'Yes, from 13:00.' } });
      assert.equal(reply.status, 201, JSON.stringify(reply.body));
      assert.equal(reply.body.deliveryStatus, 'QUEUED');
      await waitFor('the reply at the connector', () =>
        connector.accepted().some((received) => received.event.type === 'message.send' && received.event.body === 'Yes, from 13:00.'),
      );
      const sent = connector.accepted().find((received) => received.event.type === 'message.send')!;
      assert.equal(sent.event.externalThreadId, 'T-1');
      assert.equal(sent.event.externalReservationId, 'BK-1');
      await waitFor(
        'the reply marked SENT',
        async () => (await http(api(`/messages/${thread.id}`), { key: ws.readKey })).body.messages.at(-1).deliveryStatus === 'SENT',
      );
      const received = await http(api('/events?types=message.received'), { key: ws.readKey });
      assert.equal(received.body.events.length, 1);
      assert.doesNotMatch(JSON.stringify(received.body.events[0].data), /check in early/);
    });
  });
});
