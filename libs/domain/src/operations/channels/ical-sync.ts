import { addDays, Channel, isIsoDate, nightsBetween, SyncError, SyncErrorCode, SyncResult, todayIn } from '@innkeep/contract';

import { ChannelEnvironment, FeedEvent, FeedRead, ImportedStay, NewChannelFacts, SyncTarget } from '../../ports/channels';
import { Repositories } from '../../ports/repositories';
import { BookableUnit } from '../../ports/reservations';

/** A SUMMARY that says the nights are unavailable rather than booked (Airbnb, Vrbo, Booking.com wordings). */
const UNAVAILABLE = /not available|blocked|closed|unavailable/i;
/** Summaries that name no guest: the channel's own placeholder for a booking. */
const NO_GUEST_NAME = /^(reserved|reservation|booked|booking|airbnb|vrbo|busy|\s*)$/i;
/** Stays longer than this are a feed's mistake (or an attack), not a booking: they are skipped. */
export const MAX_FEED_EVENT_NIGHTS = 366;
/** How far ahead a feed's events are read; the API refuses dates beyond it too. */
const YEARS_AHEAD = 5;
/** First retry after a failed synchronisation; it doubles with each failure, up to the interval. */
const RETRY_BASE_SECONDS = 30;

export interface SyncOptions {
  /** Apply a feed that lost every future event (otherwise refused as FEED_EMPTY). */
  acceptEmpty?: boolean;
  now: Date;
  /** Feeds already read (fetchConnectionFeeds); a listing missing from them is read now. */
  prefetched?: PrefetchedFeeds;
}

interface ListingFeed {
  unitId: string;
  events: FeedEvent[];
  etag: string | null;
  lastModified: string | null;
}

type Counts = Omit<SyncResult, 'status' | 'durationMs' | 'error' | 'fetched'>;

/** The next scheduled run: the interval, spread by ±10 % so connections made together do not pull together. */
export function nextScheduledSync(now: Date, intervalSeconds: number, random: () => number = Math.random): Date {
  const spread = 0.9 + 0.2 * random();
  return new Date(now.getTime() + Math.round(intervalSeconds * spread * 1000));
}

function retryAfterFailure(now: Date, failures: number, intervalSeconds: number): Date {
  const seconds = Math.min(intervalSeconds, RETRY_BASE_SECONDS * 2 ** Math.min(failures - 1, 20));
  return new Date(now.getTime() + seconds * 1000);
}

/** Feeds read ahead of the synchronisation's transaction, by unit and address. */
export type PrefetchedFeeds = Map<string, FeedRead>;

const feedKey = (unitId: string, url: string) => `${unitId} ${url}`;

/**
 * Reads a connection's feeds outside any transaction (fetches take up to the timeout each), so
 * the synchronisation's transaction, and the workspace's change feed that waits for it, stay short.
 * Stops at the first failed feed, as the synchronisation does.
 */
export async function fetchConnectionFeeds(
  repos: Repositories,
  environment: ChannelEnvironment,
  workspaceId: string,
  connectionId: string,
): Promise<PrefetchedFeeds> {
  const feeds: PrefetchedFeeds = new Map();
  const target = await repos.channels.lockForSync(workspaceId, connectionId, { lock: false });
  for (const listing of target?.listings ?? []) {
    if (!listing.importUrl) continue;
    const read = await environment.feeds.read(listing.importUrl, listing, { allowPrivate: target!.allowPrivateFeeds });
    feeds.set(feedKey(listing.unitId, listing.importUrl), read);
    if (read.kind === 'failed') break;
  }
  return feeds;
}

/**
 * Pulls every feed of an iCal connection and applies them, inside the caller's transaction, with
 * the connection locked so that no two synchronisations of it run at once. A feed that cannot be
 * used (unreachable, not iCal, too large, suddenly empty) changes no reservation or block: the
 * connection records the error and is retried with backoff. Answers null when the connection is
 * not in the workspace or is disconnected.
 */
export async function synchroniseConnection(
  repos: Repositories,
  environment: ChannelEnvironment,
  workspaceId: string,
  connectionId: string,
  options: SyncOptions,
): Promise<SyncResult | null> {
  const started = Date.now();
  const target = await repos.channels.lockForSync(workspaceId, connectionId);
  if (!target) return null;
  const { now } = options;
  const feeds: ListingFeed[] = [];
  let fetched = 0;
  for (const listing of target.listings) {
    if (!listing.importUrl) continue;
    const read: FeedRead =
      options.prefetched?.get(feedKey(listing.unitId, listing.importUrl)) ??
      (await environment.feeds.read(listing.importUrl, listing, { allowPrivate: target.allowPrivateFeeds }));
    if (read.kind === 'failed') return fail(repos, environment, workspaceId, target, { code: read.code, msg: read.msg, now, fetched, started });
    if (read.kind === 'feed') {
      fetched += read.events.length;
      feeds.push({ unitId: listing.unitId, events: read.events, etag: read.etag, lastModified: read.lastModified });
    }
  }
  const property = await repos.inventory.findBookableUnit(workspaceId, target.listings[0]?.unitId ?? '');
  const today = todayIn(property?.timezone ?? 'UTC', now);
  const current = new Map<string, ImportedStay[]>();
  for (const feed of feeds) current.set(feed.unitId, await repos.channels.importedStays(workspaceId, target.id, feed.unitId));
  if (!options.acceptEmpty) {
    const emptied = feeds.find(
      (feed) => usableEvents(feed.events, today).length === 0 && (current.get(feed.unitId) ?? []).some((stay) => stay.active && stay.until > today),
    );
    if (emptied) {
      return fail(repos, environment, workspaceId, target, {
        code: 'FEED_EMPTY',
        msg: 'The feed came back without any event while it had future stays before; nothing was changed. Sync with acceptEmpty: true to apply it.',
        now,
        fetched,
        started,
        status: 'WARNING',
      });
    }
  }
  const counts: Counts = { created: 0, updated: 0, cancelled: 0, blocked: 0, unblocked: 0, conflicts: 0 };
  for (const feed of feeds) {
    const unit = await repos.inventory.findBookableUnit(workspaceId, feed.unitId);
    if (!unit) continue;
    await applyFeed(repos, workspaceId, target, unit, usableEvents(feed.events, today), current.get(feed.unitId) ?? [], today, counts, now);
    await repos.channels.recordImport(workspaceId, target.id, feed.unitId, { etag: feed.etag, lastModified: feed.lastModified, events: feed.events.length });
  }
  await repos.channels.recordOutcome(workspaceId, target.id, {
    status: 'OK',
    lastError: null,
    consecutiveFailures: 0,
    nextSyncAt: nextScheduledSync(now, environment.intervalSeconds),
    synced: true,
  });
  const result: SyncResult = { status: 'OK', fetched, ...counts, durationMs: Date.now() - started };
  repos.events.record({
    type: 'connection.synced',
    resource: { type: 'connection', id: target.id },
    data: { id: target.id, channel: target.channel, ...result },
  });
  return result;
}

async function fail(
  repos: Repositories,
  environment: ChannelEnvironment,
  workspaceId: string,
  target: SyncTarget,
  failure: { code: SyncErrorCode; msg: string; now: Date; fetched: number; started: number; status?: 'WARNING' | 'ERROR' },
): Promise<SyncResult> {
  const error: SyncError = { code: failure.code, msg: failure.msg, at: failure.now.toISOString() };
  const status = failure.status ?? 'ERROR';
  const failures = target.consecutiveFailures + 1;
  await repos.channels.recordOutcome(workspaceId, target.id, {
    status,
    lastError: error,
    consecutiveFailures: failures,
    // A warning waits for the host (or the next regular pull); an error is retried sooner, with backoff.
    nextSyncAt:
      status === 'WARNING'
        ? nextScheduledSync(failure.now, environment.intervalSeconds)
        : retryAfterFailure(failure.now, failures, environment.intervalSeconds),
    synced: false,
  });
  repos.events.record({
    type: 'connection.failed',
    resource: { type: 'connection', id: target.id },
    data: { id: target.id, channel: target.channel, status, error },
  });
  return {
    status,
    fetched: failure.fetched,
    created: 0,
    updated: 0,
    cancelled: 0,
    blocked: 0,
    unblocked: 0,
    conflicts: 0,
    durationMs: Date.now() - failure.started,
    error,
  };
}

/**
 * The events worth applying: well-formed dates, at most a year long, not over before today, not
 * beyond the dates the API takes; the first of two events with one UID.
 */
export function usableEvents(events: FeedEvent[], today: string): FeedEvent[] {
  const horizon = addDays(today, 366 * YEARS_AHEAD);
  const seen = new Set<string>();
  return events.filter((event) => {
    if (!event.uid || seen.has(event.uid) || !isIsoDate(event.start) || !isIsoDate(event.end)) return false;
    const nights = nightsBetween(event.start, event.end);
    if (nights < 1 || nights > MAX_FEED_EVENT_NIGHTS || event.end <= today || event.start >= horizon) return false;
    seen.add(event.uid);
    return true;
  });
}

export function isUnavailability(event: Pick<FeedEvent, 'summary'>): boolean {
  return UNAVAILABLE.test(event.summary);
}

/** The guest a feed names, where it names one; channels that hide it get the channel's name. */
export function guestOf(event: FeedEvent, channel: Channel): { firstName: string; lastName: string } {
  const summary = event.summary.replace(/\s+/g, ' ').trim().slice(0, 100);
  if (NO_GUEST_NAME.test(summary)) return { firstName: 'Guest', lastName: `(${channel})` };
  const [firstName, ...rest] = summary.split(' ');
  return { firstName, lastName: rest.join(' ') || `(${channel})` };
}

async function applyFeed(
  repos: Repositories,
  workspaceId: string,
  target: SyncTarget,
  unit: BookableUnit,
  events: FeedEvent[],
  imported: ImportedStay[],
  today: string,
  counts: Counts,
  now: Date,
): Promise<void> {
  const byUid = new Map(imported.map((stay) => [`${stay.kind} ${stay.externalId}`, stay]));
  const inFeed = new Set<string>();
  const facts: NewChannelFacts = {
    connectionId: target.id,
    channel: target.channel,
    unitId: unit.unitId,
    propertyId: unit.propertyId,
    ratePlanId: unit.defaultRatePlanId,
    currency: unit.currency,
    blockRooms: unit.rooms,
    stays: [],
    blocks: [],
  };
  for (const event of events) {
    const kind = isUnavailability(event) ? 'block' : 'reservation';
    const key = `${kind} ${event.uid}`;
    inFeed.add(key);
    const existing = byUid.get(key);
    if (!existing && kind === 'block') facts.blocks.push({ uid: event.uid, from: event.start, until: event.end, note: event.summary.slice(0, 200) || null });
    else if (!existing) facts.stays.push({ uid: event.uid, arrivalDate: event.start, departureDate: event.end, guest: guestOf(event, target.channel) });
    else if (kind === 'block') await moveBlock(repos, workspaceId, unit, event, existing, counts);
    else await moveReservation(repos, workspaceId, unit, event, existing, counts);
  }
  // New facts in a few statements rather than four per event: a first import brings hundreds.
  if (facts.stays.length > 0 || facts.blocks.length > 0) {
    const { overbooking, reservations } = await repos.channels.recordNewFacts(workspaceId, facts);
    const stayOf = new Map(facts.stays.map((stay) => [stay.uid, stay]));
    for (const reservation of reservations) {
      const stay = stayOf.get(reservation.uid)!;
      const data = {
        id: reservation.id,
        source: target.channel,
        connectionId: target.id,
        externalId: reservation.uid,
        unitId: unit.unitId,
        propertyId: unit.propertyId,
        arrivalDate: stay.arrivalDate,
        departureDate: stay.departureDate,
        status: 'CONFIRMED',
        isOverbooking: reservation.isOverbooking,
      };
      repos.events.record({ type: 'reservation.created', resource: { type: 'reservation', id: reservation.id }, data });
      if (reservation.isOverbooking) repos.events.record({ type: 'reservation.overbooked', resource: { type: 'reservation', id: reservation.id }, data });
    }
    counts.created += facts.stays.length;
    counts.blocked += facts.blocks.length;
    counts.conflicts += overbooking;
  }
  for (const stay of imported) {
    if (inFeed.has(`${stay.kind} ${stay.externalId}`)) continue;
    if (stay.kind === 'reservation') {
      // Only stays still to come are cancelled: a channel drops past stays from its feed.
      if (!stay.active || stay.from < today) continue;
      await repos.inventory.release(workspaceId, unit.unitId, stay.from, stay.until, 'reserved', 1);
      await repos.reservations.update(workspaceId, stay.id, { status: 'CANCELLED', cancelledAt: now, cancelledBy: 'CHANNEL', isOverbooking: false });
      repos.events.record({
        type: 'reservation.cancelled',
        resource: { type: 'reservation', id: stay.id },
        data: { id: stay.id, source: target.channel, connectionId: target.id, externalId: stay.externalId, status: 'CANCELLED', cancelledBy: 'CHANNEL' },
      });
      counts.cancelled += 1;
    } else if (await liftChannelBlock(repos, workspaceId, unit.unitId, stay, today)) {
      counts.unblocked += 1;
    }
  }
}

async function moveReservation(
  repos: Repositories,
  workspaceId: string,
  unit: BookableUnit,
  event: FeedEvent,
  existing: ImportedStay,
  counts: Counts,
): Promise<void> {
  if (existing.active && existing.from === event.start && existing.until === event.end) return;
  if (existing.active) await repos.inventory.release(workspaceId, unit.unitId, existing.from, existing.until, 'reserved', 1);
  const isOverbooking = await repos.inventory.holdOverbooking(workspaceId, unit.unitId, event.start, event.end);
  await repos.reservations.update(workspaceId, existing.id, {
    arrivalDate: event.start,
    departureDate: event.end,
    isOverbooking,
    ...(existing.active ? {} : { status: 'CONFIRMED' as const }),
  });
  counts.updated += 1;
  const data = {
    id: existing.id,
    externalId: existing.externalId,
    unitId: unit.unitId,
    arrivalDate: event.start,
    departureDate: event.end,
    status: 'CONFIRMED',
    isOverbooking,
  };
  repos.events.record({ type: 'reservation.updated', resource: { type: 'reservation', id: existing.id }, data });
  if (isOverbooking) {
    counts.conflicts += 1;
    repos.events.record({ type: 'reservation.overbooked', resource: { type: 'reservation', id: existing.id }, data });
  }
}

async function moveBlock(
  repos: Repositories,
  workspaceId: string,
  unit: BookableUnit,
  event: FeedEvent,
  existing: ImportedStay,
  counts: Counts,
): Promise<void> {
  if (existing.from === event.start && existing.until === event.end) return;
  await repos.inventory.release(workspaceId, unit.unitId, existing.from, existing.until, 'channelBlocked', existing.rooms);
  await repos.inventory.holdOverbooking(workspaceId, unit.unitId, event.start, event.end, 'channelBlocked', existing.rooms);
  await repos.blocks.resize(workspaceId, existing.id, event.start, addDays(event.end, -1));
  counts.updated += 1;
}

/**
 * Frees a CHANNEL block's nights from today on (past nights are history); answers whether any
 * night was freed.
 */
export async function liftChannelBlock(repos: Repositories, workspaceId: string, unitId: string, block: ImportedStay, today: string): Promise<boolean> {
  if (block.until <= today) return false;
  const from = block.from < today ? today : block.from;
  await repos.inventory.release(workspaceId, unitId, from, block.until, 'channelBlocked', block.rooms);
  if (from === block.from) await repos.blocks.delete(workspaceId, block.id);
  else await repos.blocks.resize(workspaceId, block.id, block.from, addDays(today, -1));
  return true;
}
