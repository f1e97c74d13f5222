/**
 * Flat cost: what a small tenant's request costs when thousands of other tenants (and one of
 * thousands of units) share the database, against the same request when the tenant is nearly
 * alone. Two databases on the one PostgreSQL server of the run: the small data set (the bench's
 * own database: its 1,000-unit workspace and the probe) and the large one (many tenants, the large
 * workspace and the same probe, ids and stays alike). An API in this process serves each, both
 * configured alike; each scenario sends the same requests to both, interleaved as every other
 * scenario's sides are. Target: the large data set's request within 1.25× of the small one's.
 */
import { apiVersion, startApiServer } from '@innkeep/api';
import { addDays } from '@innkeep/domain';
import { openDatabase } from '@innkeep/persistence/bench';
import { createRuntime, loadConfig } from '@innkeep/server';
import { DataSource } from 'typeorm';

import { LoadOptions } from './autocannon-runner';
import { GeneratedTenant, GeneratedTenants, generateTenants, TenantsSize } from './generate-tenants';
import { seedOf } from './prng';
import { freeLoopbackPort, Stoppable } from './quota-helpers';
import { NightWindows, Scenario } from './scenarios';
import { settleDatabase } from './settle-database';
import { checkInventory, InventoryCheck } from './verify-inventory';

export const SCALE_SCENARIO_NAMES = ['scale-calendar-month', 'scale-create', 'scale-reservations-page', 'scale-report-property', 'scale-key-check'] as const;

/** The target of every flat-cost scenario: a request on the large data set within 1.25× of the small one's. */
export const FLAT_FACTOR = 1.25;

export interface ScaleBenchSetup {
  /** The bench's database, the small data set: the probe is added to it. */
  dataSource: DataSource;
  databaseUrl: string;
  /** The large data set's database; default: `<the bench's database>_scale` on the same server, created when missing. */
  scaleDatabaseUrl?: string;
  size: TenantsSize;
  seed?: number;
  durationSeconds: number;
  createAmount: number;
  poolSize: number;
}

export interface ScaleBench {
  scenarios: Scenario[];
  /** The large data set as generated (or found), and the small one's probe. */
  large: GeneratedTenants;
  small: GeneratedTenants;
  /** The counters of the probe (both data sets) and of a few other tenants of the large one. */
  generatedInventory: InventoryCheck;
  close(): Promise<void>;
}

const UNREACHED_LIMIT = '1000000000';

async function startApi(dataSource: DataSource): Promise<Stoppable & { base: string }> {
  const [apiPort, mcpPort] = [await freeLoopbackPort(), await freeLoopbackPort()];
  const config = loadConfig({
    API_PORT: String(apiPort),
    MCP_PORT: String(mcpPort),
    API_LIMIT: UNREACHED_LIMIT,
    API_WRITE_LIMIT: UNREACHED_LIMIT,
    LOG_LEVEL: 'silent',
  });
  const runtime = createRuntime(config, dataSource, { version: apiVersion() });
  const server = await startApiServer(runtime);
  return {
    base: `http://127.0.0.1:${server.port}/public/v1`,
    async close() {
      await server.close();
      await runtime.close();
    },
  };
}

/** The large data set's database beside the bench's, created when it is not there yet. */
async function scaleDatabaseOf(dataSource: DataSource, databaseUrl: string): Promise<string> {
  const url = new URL(databaseUrl);
  const name = `${url.pathname.slice(1) || 'postgres'}_scale`;
  await dataSource.query(`CREATE DATABASE "${name}"`).catch((error: { code?: string }) => {
    if (error.code !== '42P04') throw error; // already there: generateTenants finds its data or fills it
  });
  url.pathname = `/${name}`;
  return url.toString();
}

/** Sums of several checks, so one verdict covers both data sets. */
function addChecks(checks: InventoryCheck[]): InventoryCheck {
  return checks.reduce((sum, check) => ({
    nights: sum.nights + check.nights,
    mismatched: sum.mismatched + check.mismatched,
    overCapacity: sum.overCapacity + check.overCapacity,
    oversold: sum.oversold + check.oversold,
    overbooked: sum.overbooked + check.overbooked,
    samples: [...sum.samples, ...check.samples].slice(0, 5),
  }));
}

export async function startScaleBench(setup: ScaleBenchSetup): Promise<ScaleBench> {
  const opened: Stoppable[] = [];
  try {
    const scaleUrl = setup.scaleDatabaseUrl ?? (await scaleDatabaseOf(setup.dataSource, setup.databaseUrl));
    const scaleSource = await openDatabase({ url: scaleUrl, poolSize: setup.poolSize });
    opened.push({ close: () => scaleSource.destroy() });
    const small = await generateTenants(setup.dataSource, { size: { tenants: 1, largeUnits: 0 }, seed: setup.seed });
    let lastNote = 0;
    const large = await generateTenants(scaleSource, {
      size: setup.size,
      seed: setup.seed,
      onProgress: (done, total) => {
        if (Date.now() - lastNote < 30_000 && done < total) return;
        lastNote = Date.now();
        console.log(`  ${done.toLocaleString('en')} of ${total.toLocaleString('en')} units written`);
      },
    });
    if (!large.reused) await settleDatabase(scaleSource);
    if (small.today !== large.today) throw new Error(`The large data set was generated for ${large.today}, not today (${small.today}): use a fresh database.`);

    // The probe on both sides, the large tenant and a few small ones: every counter against its rows.
    const others: { id: string }[] = await scaleSource.query(
      `SELECT id FROM workspaces WHERE name IN ('Scale Rentals 1', 'Scale Rentals 2', 'Scale Rentals 3')`,
    );
    const checks = [await checkInventory(setup.dataSource, small.probe.workspaceId)];
    for (const workspaceId of [large.probe.workspaceId, ...others.map((row) => row.id), ...(large.large ? [large.large.workspaceId] : [])])
      checks.push(await checkInventory(scaleSource, workspaceId));
    const generatedInventory = addChecks(checks);

    const smallApi = await startApi(setup.dataSource);
    opened.push(smallApi);
    const largeApi = await startApi(scaleSource);
    opened.push(largeApi);
    const scenarios = buildScaleScenarios({
      today: large.today,
      lastNight: large.lastNight,
      subject: { base: largeApi.base, probe: large.probe },
      baseline: { base: smallApi.base, probe: small.probe },
      durationSeconds: setup.durationSeconds,
      createAmount: setup.createAmount,
      settle: async () => {
        await settleDatabase(scaleSource);
      },
      inventory: async () =>
        addChecks([await checkInventory(scaleSource, large.probe.workspaceId), await checkInventory(setup.dataSource, small.probe.workspaceId)]),
    });
    return {
      scenarios,
      large,
      small,
      generatedInventory,
      async close() {
        for (const stoppable of opened.reverse()) await stoppable.close().catch((error) => console.error('Cleanup failed:', error));
      },
    };
  } catch (error) {
    for (const stoppable of opened.reverse()) await stoppable.close().catch(() => undefined);
    throw error;
  }
}

interface Side {
  base: string;
  probe: GeneratedTenant;
}

interface ScaleScenarioEnvironment {
  today: string;
  lastNight: string;
  /** The probe in the large data set. */
  subject: Side;
  /** The same probe in the small data set. */
  baseline: Side;
  durationSeconds: number;
  createAmount: number;
  /** Vacuums and analyses the large data set before a scenario, as the bench does the small one. */
  settle: () => Promise<void>;
  inventory: () => Promise<InventoryCheck>;
}

const CONNECTIONS = 8;
const FLAT_TARGETS: Scenario['targets'] = [
  { kind: 'ratio-at-most', metric: 'p50', factor: FLAT_FACTOR },
  { kind: 'ratio-at-least', metric: 'reqPerSec', factor: 1 / FLAT_FACTOR },
  { kind: 'no-errors' },
];

export function buildScaleScenarios(env: ScaleScenarioEnvironment): Scenario[] {
  const auth = (side: Side) => ({ authorization: `Bearer ${side.probe.apiKey}` });
  const property = (side: Side) => side.probe.propertyIds[0];
  const read = (path: (side: Side) => string) => (side: Side) => (): LoadOptions => ({
    url: `${side.base}${path(side)}`,
    connections: CONNECTIONS,
    duration: env.durationSeconds,
    headers: auth(side),
  });
  const pair = (run: (side: Side) => () => LoadOptions) => ({ subject: run(env.subject), baseline: run(env.baseline) });
  const monthTo = addDays(env.today, 30);
  const pageFrom = addDays(env.today, -180);
  const pageTo = addDays(env.today, -91);
  const reportFrom = addDays(env.today, -91);
  const reportTo = addDays(env.today, -1);
  const units = env.subject.probe.unitIds.length;
  // Each side books into its own copy of the same windows after the generated nights, so both meet the same free and taken nights.
  const windows = { subject: new NightWindows(env.lastNight), baseline: new NightWindows(env.lastNight) };
  const create =
    (side: Side, name: 'subject' | 'baseline') =>
    (round: number): LoadOptions => ({
      url: `${side.base}/reservations`,
      method: 'POST',
      connections: CONNECTIONS,
      amount: Math.min(env.createAmount, 1_000),
      headers: auth(side),
      createBodies: {
        unitIds: side.probe.unitIds,
        windowStart: windows[name].take(365),
        windowNights: 365,
        seed: seedOf('scale-create', round),
        maxNights: 4,
        guests: 'bench',
      },
    });
  // Five rounds a side: the difference looked for is small beside what a shared machine's neighbours do to one round.
  const common = { writes: false, prepare: env.settle, rounds: 5 };
  return [
    {
      name: 'scale-calendar-month',
      title: `GET /calendar, the probe's ${units} units × 31 nights, large data set vs small, ${CONNECTIONS} connections, ${env.durationSeconds} s per run`,
      ...pair(read(() => `/calendar?from=${env.today}&to=${monthTo}`)),
      targets: FLAT_TARGETS,
      ...common,
    },
    {
      name: 'scale-create',
      title: `POST /reservations (DIRECT) on the probe's ${units} units, large data set vs small, ${CONNECTIONS} clients, ${Math.min(env.createAmount, 1_000)} requests per run`,
      subject: create(env.subject, 'subject'),
      baseline: create(env.baseline, 'baseline'),
      targets: [...FLAT_TARGETS, { kind: 'inventory' }],
      ...common,
      writes: true,
      inventory: env.inventory,
    },
    {
      name: 'scale-reservations-page',
      title: `GET /reservations, one property, CHECKED_OUT, a quarter half a year ago, 50 a page, large data set vs small, ${CONNECTIONS} connections`,
      ...pair(read((side) => `/reservations?propertyId=${property(side)}&status=CHECKED_OUT&from=${pageFrom}&to=${pageTo}&take=50`)),
      targets: FLAT_TARGETS,
      ...common,
    },
    {
      name: 'scale-report-property',
      title: `GET /reports/summary, one property, the last 91 nights, large data set vs small, ${CONNECTIONS} connections`,
      ...pair(read((side) => `/reports/summary?from=${reportFrom}&to=${reportTo}&propertyId=${property(side)}`)),
      targets: FLAT_TARGETS,
      ...common,
    },
    {
      name: 'scale-key-check',
      title: `GET /is-connected (the key check and the quota), large data set vs small, ${CONNECTIONS * 4} connections`,
      ...pair((side) => (): LoadOptions => ({
        url: `${side.base}/is-connected`,
        connections: CONNECTIONS * 4,
        duration: env.durationSeconds,
        headers: auth(side),
      })),
      targets: FLAT_TARGETS,
      ...common,
    },
  ];
}
