/**
 * Channel synchronisation at scale: 200 iCal connections, each one feed of 500 events served by a
 * local fake channel, pulled as the worker pulls them (four at a time, each in its own
 * transaction, through the same code). Three passes: the first import, a re-sync the channel
 * answers 304 to, and a re-sync of unchanged feeds read in full (no validators), which parses and
 * compares every event. Targets: first import ≥ 5,000 events/s; a no-change re-sync of all 200 in
 * under 10 s.
 */
import { createHash } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';

import { CHANNELS, synchroniseConnection } from '@innkeep/domain';
import { Operator, TypeormUnitOfWork } from '@innkeep/persistence/bench';
import { DEFAULT_FEED_LIMITS, IcalFeedReader } from '@innkeep/server';
import { DataSource } from 'typeorm';

export const CHANNEL_SYNC_TARGETS = { importEventsPerSecond: 5_000, resyncSeconds: 10 };

const PROPERTIES = 25;
const EVENTS_PER_FEED = 500;
const CONCURRENCY = 4;

export interface SyncPass {
  label: string;
  seconds: number;
  events: number;
  eventsPerSecond: number;
  created: number;
  updated: number;
}

export interface ChannelSyncResult {
  connections: number;
  eventsPerFeed: number;
  passes: SyncPass[];
  peakRssMb: number;
  pass: boolean;
}

function day(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/** 500 two-night stays a night apart, starting next week: a busy listing's four years. */
function feedOf(listing: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bench Channel//EN'];
  for (let index = 0; index < EVENTS_PER_FEED; index += 1) {
    const start = 7 + index * 3;
    lines.push(
      'BEGIN:VEVENT',
      `UID:bench-${listing}-${index}@channel`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${day(start)}`,
      `DTEND;VALUE=DATE:${day(start + 2)}`,
      index % 10 === 0 ? 'SUMMARY:Not available' : 'SUMMARY:Reserved',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

async function startFeeds(count: number): Promise<{ server: Server; origin: string }> {
  const feeds = Array.from({ length: count }, (_, listing) => {
    const body = feedOf(listing);
    return { body, etag: `"${createHash('sha1').update(body).digest('hex')}"` };
  });
  const server = createServer((request, response) => {
    const feed = feeds[Number(/\/feed\/(\d+)\.ics/.exec(request.url ?? '')?.[1])];
    if (!feed) return void response.writeHead(404).end();
    if (request.headers['if-none-match'] === feed.etag) return void response.writeHead(304, { etag: feed.etag }).end();
    response.writeHead(200, { 'content-type': 'text/calendar', etag: feed.etag }).end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function inBatches<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

export async function measureChannelSync(dataSource: DataSource): Promise<ChannelSyncResult> {
  const operator = new Operator(dataSource);
  const owner = `bench-channels-${Date.now()}@example.test`;
  await operator.createUser({ email: owner, name: 'Bench' });
  const workspace = await operator.createWorkspace({ name: 'Channel bench', ownerEmail: owner, plan: 'PRO', timezone: 'UTC' });
  const connections: { connectionId: string }[] = [];
  const run = Date.now().toString(36);
  const { server, origin } = await startFeeds(PROPERTIES * CHANNELS.length);
  const feeds = new IcalFeedReader({ ...DEFAULT_FEED_LIMITS, allowPrivate: true });
  const environment = { feeds, intervalSeconds: 900 };
  const unitOfWork = new TypeormUnitOfWork(dataSource);
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  try {
    let listing = 0;
    for (let index = 0; index < PROPERTIES; index += 1) {
      const property = await operator.createProperty({ workspaceId: workspace.id, name: `Bench property ${index}` });
      for (const channel of CHANNELS) {
        const unit = await operator.createUnit({ propertyId: property.id, name: `${channel} unit`, countOfRooms: 1, basePriceMinor: 10_000 });
        const [row] = await dataSource.query(
          `INSERT INTO channel_connections (workspace_id, id, property_id, channel, method, status) VALUES ($1, $2, $3, $4, 'ICAL', 'PENDING') RETURNING id`,
          [workspace.id, `conn_bench_${run}_${listing}`, property.id, channel],
        );
        await dataSource.query(
          `INSERT INTO channel_listings (workspace_id, connection_id, unit_id, import_url, export_token_hash) VALUES ($1, $2, $3, $4, $5)`,
          [workspace.id, row.id, unit.id, `${origin}/feed/${listing}.ics`, `bench-${run}-${listing}`],
        );
        connections.push({ connectionId: row.id });
        listing += 1;
      }
    }
    const pass = async (label: string): Promise<SyncPass> => {
      const started = process.hrtime.bigint();
      const totals = { events: 0, created: 0, updated: 0 };
      await inBatches(connections, CONCURRENCY, async ({ connectionId }) => {
        const result = await unitOfWork.run(({ repos }) => synchroniseConnection(repos, environment, workspace.id, connectionId, { now: new Date() }));
        if (!result || result.status !== 'OK') throw new Error(`${connectionId}: ${JSON.stringify(result)}`);
        totals.events += result.fetched;
        totals.created += result.created + result.blocked;
        totals.updated += result.updated;
      });
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      return { label, seconds, events: totals.events, eventsPerSecond: totals.events / seconds, created: totals.created, updated: totals.updated };
    };
    const first = await pass('first import');
    const notModified = await pass('re-sync, channel answers 304');
    await dataSource.query(`UPDATE channel_listings SET etag = NULL, last_modified = NULL WHERE workspace_id = $1`, [workspace.id]);
    const fullRead = await pass('re-sync, unchanged feeds read in full');
    const resyncSeconds = Math.max(notModified.seconds, fullRead.seconds);
    return {
      connections: connections.length,
      eventsPerFeed: EVENTS_PER_FEED,
      passes: [first, notModified, fullRead],
      peakRssMb: peakRss / 1024 / 1024,
      pass:
        first.eventsPerSecond >= CHANNEL_SYNC_TARGETS.importEventsPerSecond &&
        resyncSeconds < CHANNEL_SYNC_TARGETS.resyncSeconds &&
        fullRead.created === 0 &&
        fullRead.updated === 0,
    };
  } finally {
    clearInterval(sampler);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

export function renderChannelSync(result: ChannelSyncResult): string {
  const lines = [`channel-sync: ${result.connections} iCal connections × ${result.eventsPerFeed} events, ${CONCURRENCY} pulls at a time (as one worker)`];
  for (const pass of result.passes) {
    lines.push(
      `  ${pass.label.padEnd(40)} ${pass.seconds.toFixed(2).padStart(7)} s  ${Math.round(pass.eventsPerSecond).toLocaleString('en').padStart(8)} events/s  ${pass.created} created, ${pass.updated} moved`,
    );
  }
  lines.push(`  peak RSS of this process ${result.peakRssMb.toFixed(0)} MB`);
  lines.push(
    `  targets: first import ≥ ${CHANNEL_SYNC_TARGETS.importEventsPerSecond.toLocaleString('en')} events/s, no-change re-sync of all under ${CHANNEL_SYNC_TARGETS.resyncSeconds} s, nothing changed by it: ${result.pass ? 'PASS' : 'MISS'}`,
  );
  return lines.join('\n');
}
