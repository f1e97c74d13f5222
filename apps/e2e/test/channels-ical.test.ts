import assert from 'node:assert/strict';

import {
  connectMcpClient,
  createMemberKey,
  createWorkspaceFixture,
  daysFromNow,
  FakeChannel,
  http,
  makeConfigHome,
  parseJsonOutput,
  RequestedSync,
  runCli,
  startTestServers,
  TestServers,
  toolText,
  WorkspaceFixture,
} from '../src';
import { waitFor } from '../src/wait-for';

/** iCal channel connections against a fake channel on loopback (CHANNEL_ALLOW_PRIVATE_URLS for the test alone). */
describe('channel connections by iCal', () => {
  let servers: TestServers;
  let channel: FakeChannel;
  let ws: WorkspaceFixture;
  let connectionId: string;
  let exportUrl: string;
  /** Starts the worker at the first synchronisation run: until then, nothing reads the feeds. */
  let syncs: RequestedSync;
  const day = (offset: number) => daysFromNow(30 + offset);

  beforeAll(async () => {
    // API_LIMIT: the tests follow each synchronisation every 50 ms, far more reads than a client's polling.
    servers = await startTestServers({
      CHANNEL_ALLOW_PRIVATE_URLS: 'true',
      CHANNEL_FETCH_TIMEOUT_SECONDS: '2',
      WORKER_PORT: '0',
      WORKER_POLL_SECONDS: '1',
      API_LIMIT: '100000',
    });
    channel = await FakeChannel.start();
    ws = await createWorkspaceFixture(servers.operator);
    syncs = new RequestedSync(servers);
  });
  afterAll(async () => {
    await syncs?.close();
    await channel.close();
    await servers.close();
  });

  const api = (path: string) => `${servers.apiUrl}${path}`;
  const requestSync = (body: object = {}) => syncs.request(ws.writeKey, connectionId, body);
  /** Asks for a synchronisation, as a client does, and follows the connection until the worker has run it: its answer, with the result. */
  const sync = (body: object = {}) => syncs.run(ws.writeKey, connectionId, body);
  const channelRows = () =>
    servers.dataSource.query(
      `SELECT channel_reference AS uid, status, to_char(arrival_date, 'YYYY-MM-DD') AS arrival, to_char(departure_date, 'YYYY-MM-DD') AS departure, is_overbooking, cancelled_by
         FROM reservations WHERE workspace_id = $1 AND connection_id = $2 ORDER BY channel_reference`,
      [ws.workspaceId, connectionId],
    );
  const nightOf = async (date: string) => {
    const calendar = await http(api(`/calendar?from=${date}&to=${date}&unitId=${ws.unitIds[0]}`), { key: ws.readKey });
    return calendar.body.units[0].nights[0];
  };

  it('connects a property, answering each unit’s export feed, which OWNER and ADMIN see again, and masking the channel’s feed address', async () => {
    channel.events('room1', [
      { uid: 'A-1@airbnb', start: day(0), end: day(3) },
      { uid: 'A-2@airbnb', start: day(5), end: day(7), summary: 'Maria Silva' },
      { uid: 'A-3@airbnb', start: day(10), end: day(12), summary: 'Airbnb (Not available)' },
    ]);
    const created = await http(api('/connections'), {
      method: 'POST',
      key: ws.writeKey,
      body: { propertyId: ws.propertyId, channel: 'AIRBNB', listings: [{ unitId: ws.unitIds[0], importUrl: channel.url('room1') }] },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    connectionId = created.body.id;
    assert.equal(created.body.status, 'PENDING');
    exportUrl = created.body.listings[0].exportUrl;
    assert.match(exportUrl, /^http:\/\/127\.0\.0\.1:\d+\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    assert.equal(created.body.listings[0].importUrl, `${channel.origin}/calendar/room1.ics?…`);
    // Hosts re-paste the feed into channels: the owner (even with a read key) and an admin see it again.
    const read = await http(api(`/connections/${connectionId}`), { key: ws.readKey });
    assert.equal(read.body.listings[0].exportUrl, exportUrl);
    assert.doesNotMatch(JSON.stringify(read.body), /secret-room1/);
    const admin = await createMemberKey(servers.operator, ws.workspaceId, 'ADMIN');
    const listed = await http(api('/connections'), { key: admin.key });
    assert.equal(listed.body.connections.find((connection: { id: string }) => connection.id === connectionId).listings[0].exportUrl, exportUrl);
    // The address lets anyone read the unit's busy nights: other roles do not see it.
    for (const role of ['MEMBER', 'VIEWER'] as const) {
      const member = await createMemberKey(servers.operator, ws.workspaceId, role);
      assert.equal((await http(api(`/connections/${connectionId}`), { key: member.key })).body.listings[0].exportUrl, null, role);
      const all = await http(api('/connections'), { key: member.key });
      assert.doesNotMatch(JSON.stringify(all.body), /\/ical\//, role);
    }
    // Kept sealed, never in clear.
    const token = /\/ical\/([^.]+)\.ics$/.exec(exportUrl)![1];
    const [stored] = await servers.dataSource.query(
      `SELECT row_to_json(l)::text AS row FROM channel_listings l WHERE workspace_id = $1 AND connection_id = $2`,
      [ws.workspaceId, connectionId],
    );
    assert.ok(!stored.row.includes(token), 'the export token is not stored in clear');
    const again = await http(api('/connections'), {
      method: 'POST',
      key: ws.writeKey,
      body: { propertyId: ws.propertyId, channel: 'AIRBNB', listings: [{ unitId: ws.unitIds[0], importUrl: channel.url('room1') }] },
    });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'ALREADY_CONNECTED');
  });

  it('shows the demo workspace’s owner the export feed of each demo listing, which serves the unit’s calendar', async () => {
    const demo = await servers.operator.seedDemo();
    const listed = await http(api('/connections'), { key: demo.keys.read });
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    const exportUrls = listed.body.connections.flatMap((connection: { listings: { exportUrl: string | null }[] }) =>
      connection.listings.map((listing) => listing.exportUrl),
    );
    assert.ok(exportUrls.length > 0);
    for (const url of exportUrls) assert.match(url ?? 'null', /^http:\/\/127\.0\.0\.1:\d+\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await fetch(exportUrls[0]);
    assert.equal(feed.status, 200);
    assert.match(feed.headers.get('content-type') ?? '', /^text\/calendar/);
  });

  it('queues a synchronisation for the worker and answers 202 at once: the API reads no feed', async () => {
    const requestsBefore = channel.requests.length;
    const queued = await requestSync();
    assert.equal(queued.status, 202, JSON.stringify(queued.body));
    assert.equal(queued.body.id, connectionId);
    assert.equal(queued.body.listings[0].exportUrl, exportUrl, 'the connection as GET shows it to its owner');
    assert.deepEqual((({ status, acceptEmpty, startedAt, finishedAt, result }) => ({ status, acceptEmpty, startedAt, finishedAt, result }))(queued.body.sync), {
      status: 'QUEUED',
      acceptEmpty: false,
      startedAt: null,
      finishedAt: null,
      result: null,
    });
    assert.ok(Date.parse(queued.body.sync.requestedAt) <= Date.now());
    assert.equal(channel.requests.length, requestsBefore, 'no worker runs yet, and the API fetched nothing');
    assert.deepEqual((await http(api(`/connections/${connectionId}`), { key: ws.readKey })).body.sync, queued.body.sync);
    const openapi = (await http(api('/openapi.json'))).body;
    const answer = openapi.paths['/connections/{connectionId}/sync'].post.responses['202']?.content['application/json'].schema;
    const shape = answer?.$ref ? openapi.components.schemas[answer.$ref.split('/').pop()] : answer;
    assert.ok(shape?.properties.sync, 'OpenAPI documents the 202 answer with its sync');
  });

  it('answers requests made while one is QUEUED with that same request: retries and concurrent clients make one pull', async () => {
    const first = (await http(api(`/connections/${connectionId}`), { key: ws.readKey })).body.sync;
    const again = await Promise.all([requestSync(), requestSync(), requestSync(), requestSync()]);
    assert.deepEqual(
      again.map((answer) => [answer.status, answer.body.sync.status, answer.body.sync.requestedAt]),
      again.map(() => [202, 'QUEUED', first.requestedAt]),
    );
  });

  it('refuses bad input with a 4xx and a code', async () => {
    const bad = await requestSync({ acceptEmpty: 'perhaps' });
    assert.deepEqual([bad.status, bad.body.code], [400, 'VALIDATION_FAILED']);
    const unknown = await http(api('/connections/conn_doesNotExist0000000/sync'), { method: 'POST', key: ws.writeKey, body: {} });
    assert.deepEqual([unknown.status, unknown.body.code], [404, 'NOT_FOUND']);
    const readOnly = await http(api(`/connections/${connectionId}/sync`), { method: 'POST', key: ws.readKey, body: {} });
    assert.equal(readOnly.status, 403);
  });

  it('imports bookings as reservations of the channel and "Not available" as a CHANNEL block', async () => {
    const requestsBefore = channel.requests.length;
    const result = await sync();
    assert.equal(result.status, 202, JSON.stringify(result.body));
    assert.equal(channel.requests.length, requestsBefore + 1, 'the six requests asked for made one pull');
    assert.deepEqual((({ status, fetched, created, blocked, cancelled }) => ({ status, fetched, created, blocked, cancelled }))(result.body), {
      status: 'OK',
      fetched: 3,
      created: 2,
      blocked: 1,
      cancelled: 0,
    });
    const rows = await channelRows();
    assert.deepEqual(
      rows.map((row: { uid: string; status: string }) => [row.uid, row.status]),
      [
        ['A-1@airbnb', 'CONFIRMED'],
        ['A-2@airbnb', 'CONFIRMED'],
      ],
    );
    const list = await http(api(`/reservations?source=AIRBNB&unitId=${ws.unitIds[0]}`), { key: ws.readKey });
    assert.equal(list.body.reservations.find((r: { channelReference: string }) => r.channelReference === 'A-2@airbnb').guest.firstName, 'Maria');
    const blocked = await nightOf(day(10));
    assert.equal(blocked.channelBlocked, 1);
    assert.equal(blocked.sellable, 0);
    const connection = await http(api(`/connections/${connectionId}`), { key: ws.readKey });
    assert.equal(connection.body.status, 'OK');
    assert.equal(connection.body.listings[0].events, 3);
  });

  it('changes nothing when the same feed is synchronised again, and asks the channel with If-None-Match', async () => {
    const before = await channelRows();
    const result = await sync();
    assert.deepEqual((({ created, updated, cancelled, blocked, unblocked }) => ({ created, updated, cancelled, blocked, unblocked }))(result.body), {
      created: 0,
      updated: 0,
      cancelled: 0,
      blocked: 0,
      unblocked: 0,
    });
    assert.deepEqual(await channelRows(), before);
    assert.ok(channel.requests.at(-1)?.ifNoneMatch, 'the second fetch is conditional');
  });

  it('moves a stay whose UID comes back with new dates, and cancels a future stay that left the feed', async () => {
    channel.events('room1', [
      { uid: 'A-1@airbnb', start: day(1), end: day(4) },
      { uid: 'A-3@airbnb', start: day(10), end: day(12), summary: 'Airbnb (Not available)' },
    ]);
    const result = await sync();
    assert.equal(result.body.updated, 1);
    assert.equal(result.body.cancelled, 1);
    const rows = await channelRows();
    assert.deepEqual(
      rows.map((row: { uid: string; status: string; arrival: string; cancelled_by: string | null }) => [row.uid, row.status, row.arrival, row.cancelled_by]),
      [
        ['A-1@airbnb', 'CONFIRMED', day(1), null],
        ['A-2@airbnb', 'CANCELLED', day(5), 'CHANNEL'],
      ],
    );
    assert.equal((await nightOf(day(0))).reserved, 0);
    assert.equal((await nightOf(day(5))).reserved, 0);
  });

  it('refuses a feed that suddenly lost every stay (FEED_EMPTY) until acceptEmpty applies it', async () => {
    channel.events('room1', []);
    const refused = await sync();
    assert.equal(refused.body.status, 'WARNING');
    assert.equal(refused.body.error.code, 'FEED_EMPTY');
    assert.equal((await channelRows()).filter((row: { status: string }) => row.status === 'CONFIRMED').length, 1);
    const connection = await http(api(`/connections/${connectionId}`), { key: ws.readKey });
    assert.equal(connection.body.status, 'WARNING');
    assert.equal(connection.body.lastError.code, 'FEED_EMPTY');
    const accepted = await sync({ acceptEmpty: true });
    assert.equal(accepted.body.status, 'OK');
    assert.equal(accepted.body.cancelled, 1);
    assert.equal(accepted.body.unblocked, 1);
    assert.equal((await nightOf(day(10))).channelBlocked, 0);
  });

  it('stores a booking that collides with a direct reservation, flagged and counted as a conflict', async () => {
    const direct = await http(api('/reservations'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: ws.unitIds[0], arrivalDate: day(20), departureDate: day(22), source: 'DIRECT', guest: { firstName: 'Di', lastName: 'Rect' } },
    });
    assert.equal(direct.status, 201, JSON.stringify(direct.body));
    channel.events('room1', [{ uid: 'A-9@airbnb', start: day(21), end: day(23) }]);
    const result = await sync();
    assert.equal(result.body.created, 1);
    assert.equal(result.body.conflicts, 1);
    const flagged = await http(api('/reservations?isOverbooking=true'), { key: ws.readKey });
    assert.deepEqual(
      flagged.body.reservations.map((r: { channelReference: string }) => r.channelReference),
      ['A-9@airbnb'],
    );
    const connection = await http(api(`/connections/${connectionId}`), { key: ws.readKey });
    assert.equal(connection.body.conflicts, 1);
  });

  it('shows the pull RUNNING while the worker reads the feed, and queues anew a request made meanwhile, pulled after it', async () => {
    channel.set('room1', { kind: 'hang' });
    const requestsBefore = channel.requests.length;
    const first = await requestSync();
    let running: Record<string, any> | undefined;
    await waitFor('the worker to take the request', async () => {
      running = (await http(api(`/connections/${connectionId}`), { key: ws.readKey })).body.sync;
      return running?.status === 'RUNNING';
    });
    assert.equal(running!.requestedAt, first.body.sync.requestedAt);
    assert.ok(Date.parse(running!.startedAt) >= Date.parse(running!.requestedAt));
    const meanwhile = await requestSync();
    assert.equal(meanwhile.body.sync.status, 'QUEUED');
    assert.ok(meanwhile.body.sync.requestedAt > first.body.sync.requestedAt, 'a new request, not the running one');
    let done: Record<string, any> | undefined;
    await waitFor(
      'the second pull',
      async () => {
        done = (await http(api(`/connections/${connectionId}`), { key: ws.readKey })).body;
        return done?.sync.status === 'DONE';
      },
      30_000,
    );
    assert.equal(done!.sync.requestedAt, meanwhile.body.sync.requestedAt);
    assert.ok(done!.sync.startedAt >= meanwhile.body.sync.requestedAt, 'answered by a pull that started after it was asked for');
    assert.equal(done!.sync.result.error.code, 'FEED_UNREACHABLE');
    assert.deepEqual([done!.lastSyncStatus, done!.lastError.code], ['ERROR', 'FEED_UNREACHABLE']);
    assert.ok(channel.requests.length >= requestsBefore + 2, 'a pull for each');
  });

  it('leaves the data untouched and records the reason when the feed answers 500, hangs, is not iCal or is too large', async () => {
    const before = await channelRows();
    const cases: [Parameters<FakeChannel['set']>[1], string][] = [
      [{ kind: 'status', status: 500 }, 'FEED_UNREACHABLE'],
      [{ kind: 'hang' }, 'FEED_UNREACHABLE'],
      [{ kind: 'text', body: '<html>Sign in to see your calendar</html>' }, 'FEED_INVALID'],
      [{ kind: 'huge', bytes: 6 * 1024 * 1024 }, 'FEED_TOO_LARGE'],
    ];
    for (const [behaviour, code] of cases) {
      channel.set('room1', behaviour);
      const result = await sync();
      assert.equal(result.status, 202);
      assert.equal(result.body.status, 'ERROR', behaviour.kind);
      assert.equal(result.body.error.code, code, behaviour.kind);
      const connection = await http(api(`/connections/${connectionId}`), { key: ws.readKey });
      assert.equal(connection.body.status, 'ERROR');
      assert.equal(connection.body.lastError.code, code);
      assert.deepEqual(await channelRows(), before, behaviour.kind);
    }
    channel.events('room1', [{ uid: 'A-9@airbnb', start: day(21), end: day(23) }]);
    assert.equal((await sync()).body.status, 'OK');
    assert.equal((await http(api(`/connections/${connectionId}`), { key: ws.readKey })).body.lastError, null);
  });

  it('serves the export feed: busy nights except the channel’s own, ETag and 304, and 404 once rotated', async () => {
    const block = await http(api('/blocks'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: ws.unitIds[0], from: day(40), to: day(41), type: 'MAINTENANCE' },
    });
    assert.equal(block.status, 201);
    const feed = await fetch(exportUrl);
    assert.equal(feed.status, 200);
    assert.match(feed.headers.get('content-type') ?? '', /^text\/calendar/);
    const body = await feed.text();
    // The direct stay and the maintenance block are busy; the channel's own booking is not echoed back.
    assert.match(body, new RegExp(`DTSTART;VALUE=DATE:${day(20).replaceAll('-', '')}`));
    assert.match(body, new RegExp(`DTEND;VALUE=DATE:${day(22).replaceAll('-', '')}`));
    assert.match(body, new RegExp(`DTSTART;VALUE=DATE:${day(40).replaceAll('-', '')}`));
    assert.doesNotMatch(body, new RegExp(`DTSTART;VALUE=DATE:${day(21).replaceAll('-', '')}`));
    const etag = feed.headers.get('etag')!;
    assert.equal((await fetch(exportUrl, { headers: { 'if-none-match': etag } })).status, 304);
    const rotated = await http(api(`/connections/${connectionId}/rotate-export-urls`), { method: 'POST', key: ws.writeKey });
    assert.equal(rotated.status, 200);
    assert.equal((await fetch(exportUrl)).status, 404);
    const fresh = await fetch(rotated.body.listings[0].exportUrl);
    assert.equal(fresh.status, 200);
    exportUrl = rotated.body.listings[0].exportUrl;
    assert.equal(
      (await http(api(`/connections/${connectionId}`), { key: ws.readKey })).body.listings[0].exportUrl,
      exportUrl,
      'the new address is the one shown again',
    );
  });

  it('keeps CHANNEL blocks out of DELETE /blocks: 409 CHANNEL_OWNED', async () => {
    channel.events('room1', [{ uid: 'B-1@airbnb', start: day(50), end: day(52), summary: 'Not available' }]);
    assert.equal((await sync()).body.blocked, 1);
    const lift = await http(api(`/blocks?unitId=${ws.unitIds[0]}&from=${day(50)}&to=${day(51)}`), { method: 'DELETE', key: ws.writeKey });
    assert.equal(lift.status, 409);
    assert.equal(lift.body.code, 'CHANNEL_OWNED');
    assert.equal((await nightOf(day(50))).channelBlocked, 1);
  });

  it('answers the same state on MCP and the CLI', async () => {
    const mcp = await connectMcpClient(servers.mcpUrl, ws.readKey);
    const writer = await connectMcpClient(servers.mcpUrl, ws.writeKey);
    try {
      const queued = toolText(await writer.callTool({ name: 'channel_sync', arguments: { connectionId } }));
      assert.deepEqual([queued.id, queued.sync.status], [connectionId, 'QUEUED']);
      await waitFor(
        'the queued synchronisation',
        async () => toolText(await mcp.callTool({ name: 'channels_status', arguments: {} })).connections[0].sync.status === 'DONE',
        30_000,
      );
      const status = toolText(await mcp.callTool({ name: 'channels_status', arguments: {} }));
      assert.deepEqual(
        status.connections.map((c: { id: string }) => c.id),
        [connectionId],
      );
      const integrations = toolText(await mcp.callTool({ name: 'integrations_list', arguments: {} }));
      assert.equal(integrations.integrations.find((i: { channel: string }) => i.channel === 'AIRBNB').connections, 1);
    } finally {
      await mcp.close();
      await writer.close();
    }
    const home = await makeConfigHome();
    try {
      const env = { INNKEEP_API_KEY: ws.writeKey, INNKEEP_API_URL: servers.apiUrl };
      const table = await runCli(['channels', 'status'], { configHome: home.path, env });
      assert.equal(table.code, 0, table.stderr);
      assert.match(table.stdout, /AIRBNB\s+Casa Teste\s+OK\s+(just now|\d+ min ago)/);
      const one = await runCli(['channels', 'get', connectionId], { configHome: home.path, env });
      assert.equal(one.code, 0, one.stderr);
      assert.ok(one.stdout.includes(`feed out: ${exportUrl}`), one.stdout);
      const synced = await runCli(['channels', 'sync', connectionId, '--json'], { configHome: home.path, env });
      assert.equal(synced.code, 0, synced.stderr);
      assert.equal(parseJsonOutput<{ status: string }>(synced).status, 'OK');
      assert.match(synced.stderr, new RegExp(`Synchronisation of ${connectionId} queued for the worker…`));
      const human = await runCli(['channels', 'sync', connectionId], { configHome: home.path, env });
      assert.equal(human.code, 0, human.stderr);
      assert.match(human.stdout, /^Synchronised in \d+ ms\n\d+ events read, 0 created/);
      const queued = await runCli(['channels', 'sync', connectionId, '--no-wait', '--json'], { configHome: home.path, env });
      assert.equal(queued.code, 0, queued.stderr);
      assert.deepEqual((({ id, sync }) => [id, sync.status])(parseJsonOutput<{ id: string; sync: { status: string } }>(queued)), [connectionId, 'QUEUED']);
      const integrations = await runCli(['integrations:list'], { configHome: home.path, env });
      assert.match(integrations.stdout, /Airbnb\s+AIRBNB\s+ICAL, API\s+1/);
    } finally {
      await home.remove();
    }
  });

  it('disconnects: feeds stop, the export answers 404, channel blocks are lifted, imported reservations stay', async () => {
    const gone = await http(api(`/connections/${connectionId}`), { method: 'DELETE', key: ws.writeKey });
    assert.deepEqual(gone.body, { disconnected: true });
    assert.equal((await fetch(exportUrl)).status, 404);
    assert.equal((await nightOf(day(50))).channelBlocked, 0);
    assert.equal((await sync()).status, 404);
    assert.ok((await channelRows()).length > 0);
    const disconnected = await http(api(`/connections/${connectionId}`), { key: ws.readKey });
    assert.equal(disconnected.body.status, 'DISCONNECTED');
    assert.equal(disconnected.body.listings[0].exportUrl, null, 'a revoked feed is not shown');
  });

  it('answers 404 for another workspace’s connection, and 401 to a STARTER workspace, which has no API access', async () => {
    const other = await createWorkspaceFixture(servers.operator);
    const probe = await http(api(`/connections/${connectionId}`), { key: other.readKey });
    assert.equal(probe.status, 404);
    const starter = await createWorkspaceFixture(servers.operator);
    await servers.operator.setPlan({ workspaceId: starter.workspaceId, plan: 'STARTER' });
    const refused = await http(api('/connections'), {
      method: 'POST',
      key: starter.writeKey,
      body: { propertyId: starter.propertyId, channel: 'VRBO', listings: [{ unitId: starter.unitIds[0], importUrl: channel.url('x') }] },
    });
    assert.equal(refused.status, 401);
  });
});

describe('import addresses', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers.close());

  it.each([
    'http://127.0.0.1:8080/feed.ics',
    'http://localhost/feed.ics',
    'http://10.0.0.1/feed.ics',
    'http://192.168.1.10/feed.ics',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/feed.ics',
    'http://[::ffff:127.0.0.1]/feed.ics',
    'ftp://example.com/feed.ics',
    'file:///etc/passwd',
  ])('refuses %s without CHANNEL_ALLOW_PRIVATE_URLS, changing nothing', async (importUrl) => {
    const refused = await http(`${servers.apiUrl}/connections`, {
      method: 'POST',
      key: ws.writeKey,
      body: { propertyId: ws.propertyId, channel: 'VRBO', listings: [{ unitId: ws.unitIds[0], importUrl }] },
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.code, 'URL_NOT_ALLOWED');
    const count = await servers.dataSource.query(`SELECT count(*)::int AS n FROM channel_connections WHERE workspace_id = $1`, [ws.workspaceId]);
    assert.equal(count[0].n, 0);
  });

  it('refuses malformed listings with 400', async () => {
    for (const listings of [[], [{ unitId: ws.unitIds[0] }], 'x', [{ unitId: ws.unitIds[0], importUrl: 'https://example.com/a.ics', extra: 1 }]]) {
      const refused = await http(`${servers.apiUrl}/connections`, {
        method: 'POST',
        key: ws.writeKey,
        body: { propertyId: ws.propertyId, channel: 'VRBO', listings },
      });
      assert.equal(refused.status, 400, JSON.stringify(listings));
    }
  });
});

describe('export feeds read by another Innkeep', () => {
  let servers: TestServers;
  let source: WorkspaceFixture;
  let reader: WorkspaceFixture;
  let syncs: RequestedSync;
  const day = (offset: number) => daysFromNow(60 + offset);

  beforeAll(async () => {
    servers = await startTestServers({ CHANNEL_ALLOW_PRIVATE_URLS: 'true', WORKER_PORT: '0', WORKER_POLL_SECONDS: '1', API_LIMIT: '100000' });
    source = await createWorkspaceFixture(servers.operator);
    reader = await createWorkspaceFixture(servers.operator);
    syncs = new RequestedSync(servers);
  });
  afterAll(async () => {
    await syncs?.close();
    await servers.close();
  });

  const api = (path: string) => `${servers.apiUrl}${path}`;
  const book = (ws: WorkspaceFixture, unitId: string, from: number, to: number) =>
    http(api('/reservations'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId, arrivalDate: day(from), departureDate: day(to), source: 'MANUAL', guest: { firstName: 'Round', lastName: 'Trip' } },
    });

  it('marks a two-room unit busy only on the nights both rooms are taken, and the importing workspace blocks exactly those', async () => {
    const twoRooms = source.unitIds[1];
    assert.equal((await book(source, twoRooms, 0, 4)).status, 201);
    assert.equal((await book(source, twoRooms, 2, 6)).status, 201);
    const connected = await http(api('/connections'), {
      method: 'POST',
      key: source.writeKey,
      // The channel's own feed is empty: only the export matters here.
      body: { propertyId: source.propertyId, channel: 'HOMETOGO', listings: [{ unitId: twoRooms, importUrl: 'http://127.0.0.1:9/empty.ics' }] },
    });
    assert.equal(connected.status, 201);
    const exportUrl = connected.body.listings[0].exportUrl;
    const feed = await (await fetch(exportUrl)).text();
    assert.equal(feed.match(/BEGIN:VEVENT/g)?.length, 1);
    assert.match(feed, new RegExp(`DTSTART;VALUE=DATE:${day(2).replaceAll('-', '')}`));
    assert.match(feed, new RegExp(`DTEND;VALUE=DATE:${day(4).replaceAll('-', '')}`));

    const imported = await http(api('/connections'), {
      method: 'POST',
      key: reader.writeKey,
      body: { propertyId: reader.propertyId, channel: 'HOMETOGO', listings: [{ unitId: reader.unitIds[0], importUrl: exportUrl }] },
    });
    assert.equal(imported.status, 201);
    const synced = await syncs.run(reader.writeKey, imported.body.id);
    assert.equal(synced.body.status, 'OK', JSON.stringify(synced.body));
    assert.equal(synced.body.blocked, 1);
    const calendar = await http(api(`/calendar?from=${day(0)}&to=${day(6)}&unitId=${reader.unitIds[0]}`), { key: reader.readKey });
    const busy = calendar.body.units[0].nights
      .filter((night: { channelBlocked: number }) => night.channelBlocked > 0)
      .map((night: { date: string }) => night.date);
    assert.deepEqual(busy, [day(2), day(3)]);
  });
  it('stores no export feed token in clear in the idempotency record of a connect or a rotation, and a replay still answers the addresses', async () => {
    const owner = await createWorkspaceFixture(servers.operator);
    const stored = async (key: string) =>
      (
        (await servers.dataSource.query(`SELECT response_body::text AS body FROM idempotency_records WHERE workspace_id = $1 AND idempotency_key = $2`, [
          owner.workspaceId,
          key,
        ])) as { body: string }[]
      )[0].body;
    const tokenOf = (url: string) => /\/ical\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)![1];
    const connect = {
      method: 'POST',
      key: owner.writeKey,
      headers: { 'idempotency-key': 'connect-with-feeds' },
      body: { propertyId: owner.propertyId, channel: 'VRBO', listings: owner.unitIds.map((unitId) => ({ unitId, importUrl: 'http://127.0.0.1:9/empty.ics' })) },
    };
    const created = await http(api('/connections'), connect);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const tokens = created.body.listings.map((listing: { exportUrl: string }) => tokenOf(listing.exportUrl));
    const record = await stored('connect-with-feeds');
    for (const token of tokens) assert.ok(!record.includes(token), 'the export token is stored in clear');
    const replayed = await http(api('/connections'), connect);
    assert.equal(replayed.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(replayed.body, created.body);

    const rotate = { method: 'POST', key: owner.writeKey, headers: { 'idempotency-key': 'rotate-feeds' } };
    const rotated = await http(api(`/connections/${created.body.id}/rotate-export-urls`), rotate);
    assert.equal(rotated.status, 200, JSON.stringify(rotated.body));
    const rotatedRecord = await stored('rotate-feeds');
    for (const listing of rotated.body.listings as { exportUrl: string }[])
      assert.ok(!rotatedRecord.includes(tokenOf(listing.exportUrl)), 'the rotated token is stored in clear');
    assert.deepEqual((await http(api(`/connections/${created.body.id}/rotate-export-urls`), rotate)).body, rotated.body);
  });
});
