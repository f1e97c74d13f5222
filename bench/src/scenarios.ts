/**
 * The calendar and reservation-create scenarios: what the API's layers (validation, keys, quotas,
 * the executor, Nest) cost on top of the same inventory SQL run by a bare server, and that concurrent
 * creates never overbook. Each is a pair of load runs (the API, its bare baseline) and targets.
 * Creates book into nights no run used before: every run, on either side, takes a fresh window
 * after the generated year, and both sides of a round get the same bodies, so they face the same
 * mix of free and full nights.
 */
import { addDays, lastInputDate } from '@innkeep/domain';

import { LoadOptions } from './autocannon-runner';
import { GeneratedWorkspace } from './generate-workspace';
import { seedOf } from './prng';
import type { ServerProcess } from './server-process';
import { InventoryCheck } from './verify-inventory';

export type Target =
  /** subject / baseline ≤ factor for a latency. */
  | { kind: 'ratio-at-most'; metric: 'p50' | 'p99'; factor: number }
  /** subject ≤ factor × baseline + plusMs for a latency: a fixed allowance for the API's layers on short requests. */
  | { kind: 'ratio-plus-at-most'; metric: 'p50' | 'p99'; factor: number; plusMs: number }
  /** subject / baseline ≥ factor for throughput. */
  | { kind: 'ratio-at-least'; metric: 'reqPerSec'; factor: number }
  /** An absolute ceiling on the subject, in ms. */
  | { kind: 'at-most'; metric: 'p99'; ms: number }
  /** No night over capacity or overbooked after the run, and counters equal to the rows. */
  | { kind: 'inventory' }
  /** No 5xx and no socket error on either side: a run that failed measures nothing. */
  | { kind: 'no-errors' }
  /** subject / baseline ≤ factor for the size of an answer's body. */
  | { kind: 'body-ratio-at-most'; factor: number }
  /** subject / baseline ≤ factor for CPU per response: the server's process (node) or PostgreSQL's. */
  | { kind: 'cpu-ratio-at-most'; metric: 'serverCpuMs' | 'databaseCpuMs'; factor: number }
  /** Rows written per second by the subject, from its median latency. */
  | { kind: 'rows-per-second'; rows: number; atLeast: number };

export interface Scenario {
  name: string;
  title: string;
  subject(round: number): LoadOptions;
  baseline(round: number): LoadOptions;
  targets: Target[];
  /** Writes: the inventory is checked after the scenario. */
  writes: boolean;
  /** Measured rounds per side (default 3): more where the difference looked for is small. */
  rounds?: number;
  /** Run before the scenario, after the bench's own database is settled (e.g. settling another database). */
  prepare?: () => Promise<void>;
  /** The inventory check after a writing scenario, when it is not the generated workspace's. */
  inventory?: () => Promise<InventoryCheck>;
}

export interface ScenarioEnvironment {
  workspace: GeneratedWorkspace;
  /** `http://127.0.0.1:<port>/public/v1` */
  apiBase: string;
  calendarBaseline: string;
  /** The calendar baseline running the statements of 2026-11-28 (calendar-statements-2026-11.ts). */
  calendarBefore: string;
  createBaseline: string;
  /** calendar-month-statements' two bare servers in processes of their own: today's statement and those of 2026-11-28. */
  statementProcesses?: { today: ServerProcess; before: ServerProcess };
  /** Seconds per calendar run. */
  durationSeconds: number;
  /** Requests per create run. */
  createAmount: number;
}

/**
 * Hands out windows of nights no other run has booked into, up to the last date an input may
 * name; past it they start over after the generated year, so a long session meets nights earlier
 * runs filled (more 409 answers), never dates the API refuses (400).
 */
export class NightWindows {
  private next: string;

  constructor(
    private readonly after: string,
    private readonly until = lastInputDate(),
  ) {
    this.next = addDays(after, 31);
  }

  take(nights: number): string {
    if (addDays(this.next, nights) > this.until) {
      this.next = addDays(this.after, 31);
      // Said aloud: from here on runs meet nights earlier runs filled, and answer more 409s.
      console.log(`  (night windows start over at ${this.next}, past ${this.until}: this run books into nights earlier runs filled)`);
    }
    const start = this.next;
    this.next = addDays(start, nights + 7);
    return start;
  }
}

export const SCENARIO_NAMES = [
  'calendar-month',
  'calendar-month-statements',
  'calendar-month-api-statements',
  'calendar-year',
  'calendar-compact-month',
  'calendar-compact-year',
  'calendar-month-gzip',
  'create-spread',
  'create-hot',
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

const HOT_UNITS = 5;
const HOT_WINDOW_NIGHTS = 180;

export function buildScenarios(env: ScenarioEnvironment): Scenario[] {
  const { workspace } = env;
  const auth = { authorization: `Bearer ${workspace.apiKey}` };
  const windows = new NightWindows(workspace.lastNight);
  const flagshipUnits = workspace.units.filter((unit) => unit.propertyId === workspace.flagshipPropertyId).length;
  const monthTo = addDays(workspace.firstNight, 30);
  const monthQuery = `from=${workspace.firstNight}&to=${monthTo}&propertyId=${workspace.flagshipPropertyId}`;
  /** A month from a bare calendar server in a process of its own, whose CPU is that server's. */
  const statementServer = (server: ServerProcess | undefined) => {
    if (!server) throw new Error('calendar-month-statements runs only with its bare servers started (statementProcesses).');
    return { url: `${server.origin}/calendar?${monthQuery}`, connections: 32, duration: env.durationSeconds, serverPid: server.pid };
  };
  const yearQuery = `from=${workspace.firstNight}&to=${workspace.lastNight}`;
  const allUnits = workspace.units.map((unit) => unit.id);
  const hotUnits = workspace.units
    .filter((unit) => unit.rooms === 1 && unit.propertyId !== workspace.flagshipPropertyId)
    .slice(0, HOT_UNITS)
    .map((unit) => unit.id);
  const yearNights = workspace.units.length ? Math.round((Date.parse(workspace.lastNight) - Date.parse(workspace.firstNight)) / 86_400_000) + 1 : 0;

  const createRun =
    (
      name: string,
      side: 'api' | 'baseline',
      url: string,
      headers: Record<string, string>,
      unitIds: string[],
      windowNights: number,
      connections: number,
      maxNights: number,
    ) =>
    (round: number): LoadOptions => ({
      url,
      method: 'POST',
      connections,
      amount: env.createAmount,
      headers,
      createBodies: { unitIds, windowStart: windows.take(windowNights), windowNights, seed: seedOf(name, round), maxNights, guests: side },
    });

  return [
    {
      name: 'calendar-month',
      title: `GET /calendar, ${flagshipUnits} units × 31 nights, 32 connections, ${env.durationSeconds} s per run`,
      subject: () => ({ url: `${env.apiBase}/calendar?${monthQuery}`, connections: 32, duration: env.durationSeconds, headers: auth }),
      baseline: () => ({ url: `${env.calendarBaseline}/calendar?${monthQuery}`, connections: 32, duration: env.durationSeconds }),
      targets: [{ kind: 'ratio-at-most', metric: 'p50', factor: 2 }, { kind: 'no-errors' }],
      writes: false,
    },
    // The statements alone, both served bare: today's against those of 2026-11-28, for the same bytes.
    {
      name: 'calendar-month-statements',
      title: `GET /calendar's statements, ${flagshipUnits} units × 31 nights, bare servers in processes of their own: today's vs those of 2026-11-28, 32 connections, ${env.durationSeconds} s per run`,
      subject: () => statementServer(env.statementProcesses?.today),
      baseline: () => statementServer(env.statementProcesses?.before),
      targets: [
        { kind: 'cpu-ratio-at-most', metric: 'databaseCpuMs', factor: 0.5 },
        { kind: 'cpu-ratio-at-most', metric: 'serverCpuMs', factor: 0.5 },
        { kind: 'no-errors' },
      ],
      writes: false,
    },
    // The API's route itself (keys, quota, executor, Fastify) against the bare server of the statements of 2026-11-28.
    {
      name: 'calendar-month-api-statements',
      title: `GET /calendar through the API vs the bare server of the statements of 2026-11-28, ${flagshipUnits} units × 31 nights, 32 connections, ${env.durationSeconds} s per run`,
      subject: () => ({ url: `${env.apiBase}/calendar?${monthQuery}`, connections: 32, duration: env.durationSeconds, headers: auth }),
      baseline: () => ({ url: `${env.calendarBefore}/calendar?${monthQuery}`, connections: 32, duration: env.durationSeconds }),
      targets: [
        { kind: 'cpu-ratio-at-most', metric: 'databaseCpuMs', factor: 0.5 },
        { kind: 'cpu-ratio-at-most', metric: 'serverCpuMs', factor: 0.5 },
        { kind: 'no-errors' },
      ],
      writes: false,
    },
    {
      name: 'calendar-year',
      title: `GET /calendar, ${workspace.units.length} units × ${yearNights} nights, one request per run`,
      subject: () => ({ url: `${env.apiBase}/calendar?${yearQuery}`, connections: 1, amount: 1, headers: auth, timeoutSeconds: 300 }),
      baseline: () => ({ url: `${env.calendarBaseline}/calendar?${yearQuery}`, connections: 1, amount: 1, timeoutSeconds: 300 }),
      targets: [{ kind: 'ratio-at-most', metric: 'p50', factor: 1.5 }, { kind: 'no-errors' }],
      writes: false,
    },
    // The compact form against the full one, both through the API (docs/contract.md#calendar-and-availability).
    {
      name: 'calendar-compact-month',
      title: `GET /calendar?format=compact vs the full form, ${flagshipUnits} units × 31 nights, 32 connections, ${env.durationSeconds} s per run`,
      subject: () => ({ url: `${env.apiBase}/calendar?${monthQuery}&format=compact`, connections: 32, duration: env.durationSeconds, headers: auth }),
      baseline: () => ({ url: `${env.apiBase}/calendar?${monthQuery}`, connections: 32, duration: env.durationSeconds, headers: auth }),
      targets: [{ kind: 'ratio-at-least', metric: 'reqPerSec', factor: 3 }, { kind: 'body-ratio-at-most', factor: 1 / 8 }, { kind: 'no-errors' }],
      writes: false,
    },
    {
      name: 'calendar-compact-year',
      title: `GET /calendar?format=compact vs the full form, ${workspace.units.length} units × ${yearNights} nights, one request per run`,
      subject: () => ({ url: `${env.apiBase}/calendar?${yearQuery}&format=compact`, connections: 1, amount: 1, headers: auth, timeoutSeconds: 300 }),
      baseline: () => ({ url: `${env.apiBase}/calendar?${yearQuery}`, connections: 1, amount: 1, headers: auth, timeoutSeconds: 300 }),
      targets: [{ kind: 'body-ratio-at-most', factor: 1 / 8 }, { kind: 'ratio-at-most', metric: 'p50', factor: 1 / 4 }, { kind: 'no-errors' }],
      writes: false,
    },
    // The same month asked for gzip, against it sent plain: bytes on the wire and what compressing costs.
    {
      name: 'calendar-month-gzip',
      title: `GET /calendar with Accept-Encoding: gzip vs without, ${flagshipUnits} units × 31 nights, 32 connections, ${env.durationSeconds} s per run`,
      subject: () => ({
        url: `${env.apiBase}/calendar?${monthQuery}`,
        connections: 32,
        duration: env.durationSeconds,
        headers: { ...auth, 'accept-encoding': 'gzip' },
      }),
      baseline: () => ({ url: `${env.apiBase}/calendar?${monthQuery}`, connections: 32, duration: env.durationSeconds, headers: auth }),
      targets: [{ kind: 'body-ratio-at-most', factor: 1 / 5 }, { kind: 'no-errors' }],
      writes: false,
    },
    {
      name: 'create-spread',
      title: `POST /reservations, 32 clients over ${allUnits.length} units, ${env.createAmount} requests per run`,
      subject: createRun('create-spread', 'api', `${env.apiBase}/reservations`, auth, allUnits, 365, 32, 4),
      baseline: createRun('create-spread', 'baseline', `${env.createBaseline}/reservations`, {}, allUnits, 365, 32, 4),
      targets: [
        { kind: 'ratio-at-least', metric: 'reqPerSec', factor: 0.4 },
        { kind: 'at-most', metric: 'p99', ms: 25 },
        { kind: 'inventory' },
        { kind: 'no-errors' },
      ],
      writes: true,
    },
    {
      name: 'create-hot',
      title: `POST /reservations, 64 clients on ${hotUnits.length} one-room units (${HOT_WINDOW_NIGHTS} nights per run), ${env.createAmount} requests per run`,
      subject: createRun('create-hot', 'api', `${env.apiBase}/reservations`, auth, hotUnits, HOT_WINDOW_NIGHTS, 64, 3),
      baseline: createRun('create-hot', 'baseline', `${env.createBaseline}/reservations`, {}, hotUnits, HOT_WINDOW_NIGHTS, 64, 3),
      targets: [
        { kind: 'ratio-at-least', metric: 'reqPerSec', factor: 0.4 },
        { kind: 'at-most', metric: 'p99', ms: 25 },
        { kind: 'inventory' },
        { kind: 'no-errors' },
      ],
      writes: true,
    },
  ];
}
