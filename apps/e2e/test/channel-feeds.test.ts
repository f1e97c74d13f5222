import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';

import { DEFAULT_FEED_LIMITS, IcalFeedReader, parseFeed } from '@innkeep/server';

import { FakeChannel, icsOf } from '../src';

const NO_VALIDATORS = { etag: null, lastModified: null };

/** Reading channel feeds: what a hostile or broken feed gets, on a real HTTP server on loopback. */
describe('the iCal feed reader', () => {
  let channel: FakeChannel;
  const open = new IcalFeedReader({ ...DEFAULT_FEED_LIMITS, allowPrivate: true, timeoutMs: 1_500 });

  beforeAll(async () => {
    channel = await FakeChannel.start();
  });
  afterAll(() => channel.close());

  it('reads all-day events as stay dates, and answers not-modified to a matching ETag', async () => {
    channel.events('plain', [{ uid: 'u1', start: '2030-03-01', end: '2030-03-04', summary: 'Reserved' }]);
    const read = await open.read(channel.url('plain'), NO_VALIDATORS);
    assert.equal(read.kind, 'feed');
    if (read.kind !== 'feed') return;
    assert.deepEqual(read.events, [{ uid: 'u1', summary: 'Reserved', description: '', start: '2030-03-01', end: '2030-03-04' }]);
    assert.deepEqual(await open.read(channel.url('plain'), { etag: read.etag, lastModified: null }), { kind: 'not-modified' });
  });

  it('bounds a feed that never ends, and one far over the size cap, without hanging', async () => {
    channel.set('endless', { kind: 'hang' });
    const started = Date.now();
    const hung = await open.read(channel.url('endless'), NO_VALIDATORS);
    assert.deepEqual(hung.kind === 'failed' && hung.code, 'FEED_UNREACHABLE');
    assert.ok(Date.now() - started < 5_000);
    channel.set('gigabyte', { kind: 'huge', bytes: 1024 * 1024 * 1024 });
    // The size cap, not the deadline, must stop this one: a loaded machine may need more than 1.5 s to read up to the cap.
    const patient = new IcalFeedReader({ ...DEFAULT_FEED_LIMITS, allowPrivate: true, timeoutMs: 20_000 });
    const huge = await patient.read(channel.url('gigabyte'), NO_VALIDATORS);
    assert.deepEqual(huge.kind === 'failed' && huge.code, 'FEED_TOO_LARGE');
  });

  it('refuses 100,000 events as too large, and survives malformed dates, 50-year events and recurrence storms', async () => {
    const many = icsOf(Array.from({ length: 25_000 }, (_, index) => ({ uid: `m${index}`, start: '2030-01-01', end: '2030-01-02' })));
    assert.throws(() => parseFeed(many, DEFAULT_FEED_LIMITS.maxEvents), /more than 20000 events/);
    const hostile = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:bad-date',
      'DTSTART;VALUE=DATE:20301399',
      'DTEND;VALUE=DATE:2030XX01',
      'SUMMARY:Broken',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:fifty-years',
      'DTSTART;VALUE=DATE:20300101',
      'DTEND;VALUE=DATE:20800101',
      'SUMMARY:Forever',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:storm',
      'DTSTART:20300101T000000Z',
      'DTEND:20300101T010000Z',
      'RRULE:FREQ=SECONDLY;COUNT=100000000',
      'SUMMARY:Storm',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    channel.set('hostile', { kind: 'ics', body: hostile });
    const read = await open.read(channel.url('hostile'), NO_VALIDATORS);
    assert.equal(read.kind, 'feed');
    if (read.kind !== 'feed') return;
    // Recurrences are not expanded; the 50-year event is read, and left out by the synchronisation (longer than a year).
    assert.ok(read.events.length <= 3);
    assert.ok(read.events.some((event) => event.uid === 'fifty-years'));
  });

  it('fetches nothing from loopback, private or link-local addresses unless allowed, redirects and DNS included', async () => {
    const closed = new IcalFeedReader({ ...DEFAULT_FEED_LIMITS, timeoutMs: 1_500 });
    channel.events('private', [{ uid: 'p1', start: '2030-03-01', end: '2030-03-02' }]);
    const direct = await closed.read(channel.url('private'), NO_VALIDATORS);
    assert.deepEqual(direct.kind === 'failed' && direct.code, 'URL_NOT_ALLOWED');
    // A name that resolves to 127.0.0.1.
    const toLoopback = new IcalFeedReader({ ...DEFAULT_FEED_LIMITS, timeoutMs: 1_500 }, async () => [{ address: '127.0.0.1', family: 4 }]);
    assert.equal(await toLoopback.isAllowed('http://calendar.example.test/feed.ics'), false);
    // DNS rebinding: public when checked, loopback when connected.
    let asked = 0;
    const rebinding = async (): Promise<LookupAddress[]> => (asked++ === 0 ? [{ address: '93.184.215.14', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]);
    const port = new URL(channel.origin).port;
    const rebound = await new IcalFeedReader({ ...DEFAULT_FEED_LIMITS, timeoutMs: 1_500 }, rebinding).read(
      `http://rebind.example.test:${port}/calendar/private.ics`,
      NO_VALIDATORS,
    );
    assert.deepEqual(rebound.kind === 'failed' && rebound.code, 'URL_NOT_ALLOWED');
    for (const url of ['http://[::ffff:7f00:1]/x.ics', 'http://[fe80::1]/x.ics', 'http://100.64.0.1/x.ics', 'http://0.0.0.0/x.ics', 'gopher://example.com/x']) {
      assert.equal(await closed.isAllowed(url), false, url);
    }
  });
});
