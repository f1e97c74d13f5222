import assert from 'node:assert/strict';
import { FeedEvent, guestOf, isUnavailability, MAX_FEED_EVENT_NIGHTS, nextScheduledSync, usableEvents } from '../../src';

const event = (overrides: Partial<FeedEvent>): FeedEvent => ({ uid: 'u', summary: 'Reserved', description: '', start: '2030-03-01', end: '2030-03-03', ...overrides });

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
    assert.deepEqual(kept.map((e) => e.uid), ['current']);
    assert.equal(kept[0].start, '2030-03-01');
    assert.equal(MAX_FEED_EVENT_NIGHTS, 366);
  });

  it('reads the channels’ unavailability wordings as blocks, anything else as a booking', () => {
    for (const summary of ['Airbnb (Not available)', 'CLOSED - Not available', 'Blocked', 'unavailable']) assert.equal(isUnavailability({ summary }), true, summary);
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
