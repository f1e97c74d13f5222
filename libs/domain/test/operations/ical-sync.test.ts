import assert from 'node:assert/strict';

import { FeedEvent, FeedReader, guestOf, isUnavailability, MAX_FEED_EVENT_NIGHTS, nextScheduledSync, synchroniseConnection, usableEvents } from '../../src';
import { FakeRepositories, InMemoryDatabase } from '../../testing';

const event = (overrides: Partial<FeedEvent>): FeedEvent => ({
  uid: 'u',
  summary: 'Reserved',
  description: '',
  start: '2030-03-01',
  end: '2030-03-03',
  ...overrides,
});

describe('reading a channel feed', () => {
  it('keeps future and current stays, drops past ones, longer than a year, inverted, malformed and beyond five years', () => {
    const today = '2030-03-02';
    const kept = usableEvents(
      [
        event({ uid: 'current' }),
        event({ uid: 'past', start: '2030-02-01', end: '2030-03-02' }),
        event({ uid: 'long', start: '2030-04-01', end: '2031-04-03' }),
        event({ uid: 'inverted', start: '2030-04-05', end: '2030-04-01' }),
        event({ uid: 'malformed', start: '2030-13-01' }),
        event({ uid: 'far', start: '2036-01-01', end: '2036-01-03' }),
        event({ uid: '' }),
        event({ uid: 'current', start: '2030-05-01', end: '2030-05-02' }),
      ],
      today,
    );
    assert.deepEqual(
      kept.map((e) => e.uid),
      ['current'],
    );
    assert.equal(kept[0].start, '2030-03-01');
    assert.equal(MAX_FEED_EVENT_NIGHTS, 366);
  });

  it('reads the channels’ unavailability wordings as blocks, anything else as a booking', () => {
    for (const summary of ['Airbnb (Not available)', 'CLOSED - Not available', 'Blocked', 'unavailable'])
      assert.equal(isUnavailability({ summary }), true, summary);
    for (const summary of ['Reserved', 'Maria Silva', '']) assert.equal(isUnavailability({ summary }), false, summary);
  });

  it('names the guest from the summary when it holds a name, else after the channel', () => {
    assert.deepEqual(guestOf(event({ summary: 'Maria  da Silva' }), 'VRBO'), { firstName: 'Maria', lastName: 'da Silva' });
    assert.deepEqual(guestOf(event({ summary: 'Reserved' }), 'AIRBNB'), { firstName: 'Guest', lastName: '(AIRBNB)' });
    assert.deepEqual(guestOf(event({ summary: 'Madonna' }), 'AIRBNB'), { firstName: 'Madonna', lastName: '(AIRBNB)' });
  });

  it('spreads the next pull by ±10 % of the interval', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    assert.equal(nextScheduledSync(now, 900, () => 0).getTime() - now.getTime(), 810_000);
    assert.equal(nextScheduledSync(now, 900, () => 1).getTime() - now.getTime(), 990_000);
  });
});

describe('synchronising a connection over the in-memory repositories', () => {
  const today = '2030-03-01';
  const now = new Date(`${today}T12:00:00Z`);
  let feed: FeedEvent[] = [];
  const feeds: FeedReader = { read: async () => ({ kind: 'feed', events: feed, etag: null, lastModified: null }), isAllowed: async () => true };
  const environment = { feeds, intervalSeconds: 900 };

  function setUp() {
    const db = new InMemoryDatabase();
    const workspace = db.addWorkspace();
    const property = db.addProperty({ workspaceId: workspace.id, timezone: 'UTC' });
    const unit = db.addUnit(property, { countOfRooms: 1 });
    const repos = new FakeRepositories(db);
    return { db, repos, workspace, property, unit };
  }

  it('imports once, moves, cancels what left the feed, and flags a stay over a full night', async () => {
    const { db, repos, workspace, property, unit } = setUp();
    const connectionId = await repos.channels.create(workspace.id, {
      propertyId: property.id,
      channel: 'AIRBNB',
      method: 'ICAL',
      listings: [{ unitId: unit.id, importUrl: 'https://airbnb.test/a.ics', externalListingId: null, exportToken: 'token-h' }],
      nextSyncAt: now,
    });
    db.addReservation(unit, { arrivalDate: '2030-03-20', departureDate: '2030-03-22', source: 'DIRECT' });
    feed = [
      event({ uid: 'a', start: '2030-03-05', end: '2030-03-07' }),
      event({ uid: 'b', start: '2030-03-10', end: '2030-03-12', summary: 'Not available' }),
      event({ uid: 'c', start: '2030-03-21', end: '2030-03-23' }),
    ];
    const first = await synchroniseConnection(repos, environment, workspace.id, connectionId!, { now });
    assert.deepEqual(first && (({ created, blocked, conflicts }) => ({ created, blocked, conflicts }))(first), { created: 2, blocked: 1, conflicts: 1 });
    const again = await synchroniseConnection(repos, environment, workspace.id, connectionId!, { now });
    assert.deepEqual(again && (({ created, updated, cancelled, blocked, unblocked }) => ({ created, updated, cancelled, blocked, unblocked }))(again), {
      created: 0,
      updated: 0,
      cancelled: 0,
      blocked: 0,
      unblocked: 0,
    });
    feed = [event({ uid: 'a', start: '2030-03-06', end: '2030-03-08' })];
    const changed = await synchroniseConnection(repos, environment, workspace.id, connectionId!, { now });
    assert.deepEqual(changed && (({ updated, cancelled, unblocked }) => ({ updated, cancelled, unblocked }))(changed), {
      updated: 1,
      cancelled: 1,
      unblocked: 1,
    });
    assert.deepEqual(db.reservedOn(unit.id, '2030-03-05', '2030-03-09'), [0, 1, 1, 0]);
    assert.deepEqual(
      db.nights(unit.id, '2030-03-10', '2030-03-12').map((night) => night.channelBlocked),
      [0, 0],
    );
  });

  it('answers null for a connection of another workspace', async () => {
    const { repos, workspace, property, unit } = setUp();
    const connectionId = await repos.channels.create(workspace.id, {
      propertyId: property.id,
      channel: 'VRBO',
      method: 'ICAL',
      listings: [{ unitId: unit.id, importUrl: 'https://vrbo.test/a.ics', externalListingId: null, exportToken: 'token-h' }],
      nextSyncAt: now,
    });
    assert.equal(await synchroniseConnection(repos, environment, 'ws_other', connectionId!, { now }), null);
  });
});
