/**
 * Latency at a steady rate, well below saturation: what a client sees on an ordinary day, not in a
 * stampede. Each scenario first measures the API's saturated rate (32 connections, as fast as it
 * answers), then offers 30 % of it at a fixed rate to the API and to the bare baseline, side by
 * side. Latencies count from when each request was due, so a stall is not hidden by the requests
 * it delayed. Both servers run in processes of their own, as deployed (server-process.ts), so the
 * bench's heap is no part of their tails. Targets: p99 ≤ 25 ms for creates, ≤ 15 ms for reading
 * one reservation.
 */
import { DataSource } from 'typeorm';

import { LoadOptions, runLoad } from './autocannon-runner';
import { GeneratedWorkspace } from './generate-workspace';
import { Scenario } from './scenarios';

export const STEADY_SCENARIO_NAMES = ['steady-create', 'steady-read'] as const;

const SHARE_OF_SATURATION = 0.3;
const STEADY_CONNECTIONS = 16;

/** A server under test in a process of its own (server-process.ts). */
export interface SteadyServer {
  /** The API's `http://127.0.0.1:<port>/public/v1`, or the baseline's origin. */
  base: string;
  pid: number;
}

export interface SteadyEnvironment {
  dataSource: DataSource;
  workspace: GeneratedWorkspace;
  /** The inventory scenarios, whose create-spread load the steady creates reuse, and the bases their URLs name. */
  inventory: Scenario[];
  inventoryApiBase: string;
  inventoryCreateBaseline: string;
  api: SteadyServer;
  createBaseline: SteadyServer;
  durationSeconds: number;
  wanted: (name: string) => boolean;
}

/** An inventory scenario's load sent to a server process instead, whose CPU is then the one measured. */
function onServer(load: LoadOptions, from: string, server: SteadyServer): LoadOptions {
  return { ...load, url: load.url.replace(from, server.base), serverPid: server.pid };
}

/**
 * A load offered at `rate` requests per second for the run's duration, as a fixed number of
 * requests, after warming up on `warmUpUrl` (a read of one reservation on the same server).
 */
function atRate(load: LoadOptions, rate: number, seconds: number, warmUpUrl: string): LoadOptions {
  return { ...load, connections: STEADY_CONNECTIONS, overallRate: rate, amount: Math.max(1, Math.round(rate * seconds)), duration: undefined, warmUpUrl };
}

async function steadyRate(label: string, saturating: LoadOptions): Promise<number> {
  const saturated = await runLoad(saturating);
  const rate = Math.max(1, Math.round(saturated.reqPerSec * SHARE_OF_SATURATION));
  console.log(`  ${label}: saturated at ${saturated.reqPerSec.toFixed(1)} req/s; steady runs offer ${rate} req/s`);
  return rate;
}

export async function buildSteadyScenarios(env: SteadyEnvironment): Promise<Scenario[]> {
  const scenarios: Scenario[] = [];
  const auth = { authorization: `Bearer ${env.workspace.apiKey}` };
  const [reservation] = (await env.dataSource.query(`SELECT id FROM reservations WHERE workspace_id = $1 ORDER BY id LIMIT 1`, [
    env.workspace.workspaceId,
  ])) as { id: string }[];
  const apiRead = `${env.api.base}/reservations/${reservation.id}`;
  const baselineRead = `${env.createBaseline.base}/reservations/${reservation.id}`;
  const onApi = (load: LoadOptions) => onServer(load, env.inventoryApiBase, env.api);
  const onBaseline = (load: LoadOptions) => onServer(load, env.inventoryCreateBaseline, env.createBaseline);
  if (env.wanted('steady-create')) {
    const spread = env.inventory.find((scenario) => scenario.name === 'create-spread');
    if (!spread) throw new Error('No create-spread load to measure steady creates with.');
    // Round 0 saturates; the measured rounds take windows of nights of their own.
    const rate = await steadyRate('steady-create', onApi(spread.subject(0)));
    scenarios.push({
      name: 'steady-create',
      title: `POST /reservations at ${rate} req/s (30 % of saturation) over ${env.workspace.units.length} units, ${STEADY_CONNECTIONS} connections, ${env.durationSeconds} s per run`,
      subject: (round) => atRate(onApi(spread.subject(round + 1)), rate, env.durationSeconds, apiRead),
      baseline: (round) => atRate(onBaseline(spread.baseline(round + 1)), rate, env.durationSeconds, baselineRead),
      targets: [{ kind: 'at-most', metric: 'p99', ms: 25 }, { kind: 'inventory' }, { kind: 'no-errors' }],
      writes: true,
    });
  }
  if (env.wanted('steady-read')) {
    const read: LoadOptions = { url: apiRead, connections: 32, duration: env.durationSeconds, headers: auth, serverPid: env.api.pid };
    const rate = await steadyRate('steady-read', read);
    scenarios.push({
      name: 'steady-read',
      title: `GET /reservations/:id at ${rate} req/s (30 % of saturation), ${STEADY_CONNECTIONS} connections, ${env.durationSeconds} s per run`,
      subject: () => atRate(read, rate, env.durationSeconds, apiRead),
      baseline: () => atRate({ url: baselineRead, connections: 32, serverPid: env.createBaseline.pid }, rate, env.durationSeconds, baselineRead),
      targets: [{ kind: 'at-most', metric: 'p99', ms: 15 }, { kind: 'no-errors' }],
      writes: false,
    });
  }
  return scenarios;
}
