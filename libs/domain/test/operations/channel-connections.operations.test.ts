import assert from 'node:assert/strict';

import type { AnyOperation, FeedReader, Principal } from '../../src';
import { validateInput } from '../../src';
import { createConnection } from '../../src/operations/channels/create-connection.operation';
import { deleteConnection } from '../../src/operations/channels/delete-connection.operation';
import { getConnection } from '../../src/operations/channels/get-connection.operation';
import { listConnections } from '../../src/operations/channels/list-connections.operation';
import { listIntegrations } from '../../src/operations/channels/list-integrations.operation';
import { rotateExportUrls } from '../../src/operations/channels/rotate-export-urls.operation';
import { OperationTestbed, TEST_NOW } from '../../testing';

/** Feeds are never read by these operations: only whether an address may be reached is asked. */
const feeds = (blocked: string[] = []): FeedReader => ({
  read: async () => {
    throw new Error('No feed is read while connecting');
  },
  isAllowed: async (url) => !blocked.some((prefix) => url.startsWith(prefix)),
});

/** A write as the executor runs it, with the channel environment the api gives it. */
async function write<O>(
  bed: OperationTestbed,
  operation: AnyOperation,
  principal: Principal,
  raw: Record<string, unknown>,
  blocked: string[] = [],
): Promise<O> {
  const input = validateInput(operation.input, raw);
  return bed.unitOfWork.run((scope) =>
    operation.handle({ ...bed.context(principal, scope.repos), channels: { feeds: feeds(blocked), intervalSeconds: 900 } }, input),
  ) as Promise<O>;
}

interface Answer {
  id: string;
  channel: string;
  propertyId: string;
  status: string;
  signingSecret?: string;
  listings: { unitId: string; importUrl: string | null; exportUrl: string | null }[];
}

const EXPORT_URL = /^https:\/\/api\.innkeep\.test\/ical\/[A-Za-z0-9_-]{43}\.ics$/;

function setUp() {
  const bed = new OperationTestbed();
  const seeded = bed.seedWorkspace({ workspace: { plan: 'PRO' } });
  const second = bed.db.addUnit(seeded.property, { name: 'Loft' });
  const connect = (raw: Record<string, unknown> = {}, blocked: string[] = []) =>
    write<Answer>(
      bed,
      createConnection,
      seeded.principal,
      {
        propertyId: seeded.property.id,
        channel: 'AIRBNB',
        listings: [
          { unitId: seeded.unit.id, importUrl: 'https://airbnb.test/a.ics' },
          { unitId: second.id, importUrl: 'https://airbnb.test/b.ics' },
        ],
        ...raw,
      },
      blocked,
    );
  const as = (role: Principal['role']) => ({ ...seeded.principal, role });
  return { bed, ...seeded, second, connect, as };
}

describe('connections.create', () => {
  it('answers the PENDING connection with an export feed address per unit, and records connection.created', async () => {
    const { bed, connect, property, unit, second } = setUp();
    const answer = await connect();
    assert.deepEqual([answer.channel, answer.propertyId, answer.status], ['AIRBNB', property.id, 'PENDING']);
    assert.deepEqual(
      answer.listings.map((listing) => [listing.unitId, listing.importUrl]),
      [
        [unit.id, 'https://airbnb.test/a.ics'],
        [second.id, 'https://airbnb.test/b.ics'],
      ],
    );
    for (const listing of answer.listings) assert.match(listing.exportUrl!, EXPORT_URL);
    assert.notEqual(answer.listings[0].exportUrl, answer.listings[1].exportUrl);
    assert.equal(answer.signingSecret, undefined);
    assert.deepEqual(createConnection.events!(answer as never, {} as never), [
      {
        type: 'connection.created',
        resource: { type: 'connection', id: answer.id },
        data: { id: answer.id, channel: 'AIRBNB', propertyId: property.id, method: 'ICAL', status: 'PENDING' },
      },
    ]);
    // The first pull is due at once, so the worker picks it up within seconds.
    assert.deepEqual(
      bed.repos.calls.argumentsOf('channels.create').map(([, connection]) => connection.nextSyncAt),
      [TEST_NOW],
    );
  });

  it('answers an API connection with its signing secret, once', async () => {
    const { connect, unit } = setUp();
    const answer = await connect({
      method: 'API',
      endpointUrl: 'https://connector.example/innkeep',
      listings: [{ unitId: unit.id, externalListingId: '8841203' }],
    });
    assert.match(answer.signingSecret!, /^whsec_[A-Za-z0-9+/]{43}=$/);
    assert.deepEqual(
      answer.listings.map((listing) => listing.exportUrl),
      [null],
    );
  });

  it('refuses a second connection of the property to the same channel with ALREADY_CONNECTED, and stores nothing', async () => {
    const { bed, connect, property } = setUp();
    await connect();
    await assert.rejects(connect(), { code: 'ALREADY_CONNECTED', details: { propertyId: property.id, channel: 'AIRBNB' } });
    assert.equal(bed.db.tables.connections.size, 1);
    await connect({ channel: 'VRBO' });
    assert.equal(bed.db.tables.connections.size, 2);
  });

  it('refuses a feed or endpoint on an address it may not reach with URL_NOT_ALLOWED naming the listing or field', async () => {
    const { bed, connect, second, unit } = setUp();
    await assert.rejects(connect({}, ['https://airbnb.test/b']), { code: 'URL_NOT_ALLOWED', details: { unitId: second.id } });
    await assert.rejects(
      connect({ method: 'API', endpointUrl: 'http://10.0.0.1/hook', listings: [{ unitId: unit.id, externalListingId: '1' }] }, ['http://10.']),
      {
        code: 'URL_NOT_ALLOWED',
        details: { field: 'endpointUrl' },
      },
    );
    assert.equal(bed.db.tables.connections.size, 0);
  });

  it('refuses listings that do not fit the method with VALIDATION_FAILED, and a unit of another property with NOT_FOUND', async () => {
    const { bed, connect, unit, property, workspace } = setUp();
    await assert.rejects(connect({ listings: [{ unitId: unit.id }] }), {
      code: 'VALIDATION_FAILED',
      message: `Unit ${unit.id} needs importUrl, the channel’s calendar feed.`,
    });
    await assert.rejects(
      connect({
        listings: [
          { unitId: unit.id, importUrl: 'https://a.test/1.ics' },
          { unitId: unit.id, importUrl: 'https://a.test/2.ics' },
        ],
      }),
      {
        code: 'VALIDATION_FAILED',
        message: `Unit ${unit.id} is listed twice.`,
      },
    );
    await assert.rejects(connect({ method: 'API', listings: [{ unitId: unit.id, externalListingId: '1' }] }), { code: 'VALIDATION_FAILED' });
    await assert.rejects(connect({ endpointUrl: 'https://connector.example/x' }), { code: 'VALIDATION_FAILED' });
    const elsewhere = bed.db.addUnit(bed.db.addProperty({ workspaceId: workspace.id }));
    await assert.rejects(connect({ listings: [{ unitId: elsewhere.id, importUrl: 'https://a.test/1.ics' }] }), { code: 'NOT_FOUND' });
    await assert.rejects(connect({ propertyId: `${property.id}x` }), { code: 'NOT_FOUND' });
    await assert.rejects(connect({ listings: [] }), { code: 'VALIDATION_FAILED' });
    assert.equal(bed.db.tables.connections.size, 0);
  });
});

describe('connections.get and connections.list', () => {
  it('show the export feed addresses again to an OWNER or ADMIN only', async () => {
    const { bed, connect, as } = setUp();
    const made = await connect();
    const madeUrls = made.listings.map((listing) => listing.exportUrl);
    for (const role of ['OWNER', 'ADMIN'] as const) {
      assert.deepEqual(
        (await bed.run(getConnection, as(role), { connectionId: made.id })).listings.map((listing) => listing.exportUrl),
        madeUrls,
      );
      assert.deepEqual(
        (await bed.run(listConnections, as(role))).connections.flatMap((connection) => connection.listings.map((listing) => listing.exportUrl)),
        madeUrls,
      );
    }
    for (const role of ['MEMBER', 'VIEWER'] as const) {
      assert.deepEqual(
        (await bed.run(getConnection, as(role), { connectionId: made.id })).listings.map((listing) => listing.exportUrl),
        [null, null],
      );
      assert.deepEqual(
        (await bed.run(listConnections, as(role))).connections.flatMap((connection) => connection.listings.map((listing) => listing.exportUrl)),
        [null, null],
      );
    }
  });

  it('list only the connections of the property and channel asked for, and none of another workspace', async () => {
    const { bed, connect, principal, property } = setUp();
    const airbnb = await connect();
    const vrbo = await connect({ channel: 'VRBO' });
    const ids = async (raw: Record<string, unknown>, caller = principal) =>
      (await bed.run(listConnections, caller, raw)).connections.map((connection) => connection.id).sort();
    assert.deepEqual(await ids({}), [airbnb.id, vrbo.id].sort());
    assert.deepEqual(await ids({ channel: 'VRBO' }), [vrbo.id]);
    assert.deepEqual(await ids({ propertyId: property.id, channel: 'AIRBNB' }), [airbnb.id]);
    assert.deepEqual(await ids({ propertyId: 'prop_elsewhere' }), []);
    const other = bed.seedWorkspace();
    assert.deepEqual(await ids({}, other.principal), []);
    await assert.rejects(bed.run(getConnection, other.principal, { connectionId: airbnb.id }), { code: 'NOT_FOUND' });
    await assert.rejects(bed.run(listConnections, principal, { channel: 'MYSPACE' }), { code: 'VALIDATION_FAILED' });
  });
});

describe('connections.rotateExportUrls', () => {
  it('answers new export addresses, which replace the old ones, and records connection.export_urls_rotated', async () => {
    const { bed, connect, principal } = setUp();
    const made = await connect();
    const rotated = await write<Answer>(bed, rotateExportUrls, principal, { connectionId: made.id });
    const urls = rotated.listings.map((listing) => listing.exportUrl!);
    for (const url of urls) assert.match(url, EXPORT_URL);
    for (const url of made.listings.map((listing) => listing.exportUrl)) assert.ok(!urls.includes(url!));
    assert.deepEqual(
      (await bed.run(getConnection, principal, { connectionId: made.id })).listings.map((listing) => listing.exportUrl),
      urls,
    );
    assert.deepEqual(
      rotateExportUrls.events!(rotated as never, { connectionId: made.id }).map((event) => [event.type, event.resource]),
      [['connection.export_urls_rotated', { type: 'connection', id: made.id }]],
    );
  });

  it('answers NOT_FOUND for a disconnected connection or one of another workspace', async () => {
    const { bed, connect, principal } = setUp();
    const made = await connect();
    await assert.rejects(write(bed, rotateExportUrls, bed.seedWorkspace().principal, { connectionId: made.id }), { code: 'NOT_FOUND' });
    await write(bed, deleteConnection, principal, { connectionId: made.id });
    await assert.rejects(write(bed, rotateExportUrls, principal, { connectionId: made.id }), { code: 'NOT_FOUND' });
  });
});

describe('connections.delete', () => {
  it('disconnects: the export feeds go, imported reservations stay, its CHANNEL blocks are lifted from today on', async () => {
    const { bed, connect, principal, unit } = setUp();
    const made = await connect();
    const reservation = bed.db.addReservation(unit, {
      source: 'AIRBNB',
      connectionId: made.id,
      channelReference: 'uid-1',
      arrivalDate: '2026-06-10',
      departureDate: '2026-06-12',
    });
    // Today is 2026-06-01 in Lisbon: a block over it is cut back to yesterday, one ahead goes.
    const past = bed.db.addBlock(unit, { type: 'CHANNEL', from: '2026-05-28', to: '2026-06-03', connectionId: made.id });
    bed.db.addBlock(unit, { type: 'CHANNEL', from: '2026-06-20', to: '2026-06-21', connectionId: made.id });
    assert.deepEqual(await write(bed, deleteConnection, principal, { connectionId: made.id }), { disconnected: true });
    assert.deepEqual(
      bed.db.blocksOf(unit.id).map((block) => [block.id, block.from, block.to]),
      [[past.id, '2026-05-28', '2026-05-31']],
    );
    assert.deepEqual(
      bed.db.nights(unit.id, '2026-05-31', '2026-06-02').map((night) => night.channelBlocked),
      [1, 0],
    );
    assert.equal(bed.db.nights(unit.id, '2026-06-20', '2026-06-21')[0].channelBlocked, 0);
    assert.equal(bed.db.reservation(reservation.id)?.status, reservation.status);
    const shown = await bed.run(getConnection, principal, { connectionId: made.id });
    assert.deepEqual([shown.status, shown.listings.map((listing) => listing.exportUrl)], ['DISCONNECTED', [null, null]]);
    assert.deepEqual(deleteConnection.events!({ disconnected: true }, { connectionId: made.id }), [
      {
        type: 'connection.deleted',
        resource: { type: 'connection', id: made.id },
        data: { id: made.id, channel: undefined, propertyId: undefined, method: undefined, status: 'DISCONNECTED' },
      },
    ]);
  });

  it('answers NOT_FOUND for one already disconnected or of another workspace', async () => {
    const { bed, connect, principal } = setUp();
    const made = await connect();
    await assert.rejects(write(bed, deleteConnection, bed.seedWorkspace().principal, { connectionId: made.id }), { code: 'NOT_FOUND' });
    await write(bed, deleteConnection, principal, { connectionId: made.id });
    await assert.rejects(write(bed, deleteConnection, principal, { connectionId: made.id }), { code: 'NOT_FOUND' });
  });
});

describe('integrations.list', () => {
  it('lists every channel with its name and methods, counting this workspace’s live connections only', async () => {
    const { bed, connect, principal } = setUp();
    await connect();
    const vrbo = await connect({ channel: 'VRBO' });
    await write(bed, deleteConnection, principal, { connectionId: vrbo.id });
    const otherWorkspace = bed.seedWorkspace();
    await write(bed, createConnection, otherWorkspace.principal, {
      propertyId: otherWorkspace.property.id,
      channel: 'AIRBNB',
      listings: [{ unitId: otherWorkspace.unit.id, importUrl: 'https://airbnb.test/c.ics' }],
    });
    const { integrations } = await bed.run(listIntegrations, principal);
    assert.deepEqual(
      integrations.map((integration) => [integration.channel, integration.name, integration.connections]),
      [
        ['AIRBNB', 'Airbnb', 1],
        ['BOOKING_COM', 'Booking.com', 0],
        ['VRBO', 'Vrbo', 0],
        ['EXPEDIA', 'Expedia', 0],
        ['AGODA', 'Agoda', 0],
        ['GOOGLE', 'Google Vacation Rentals', 0],
        ['TRIPADVISOR', 'Tripadvisor', 0],
        ['HOMETOGO', 'HomeToGo', 0],
      ],
    );
    for (const integration of integrations) assert.deepEqual(integration.methods, ['ICAL', 'API']);
  });
});
