/**
 * What quotas cost, for `npm run bench`. Every metered request checks its credential and spends a
 * quota, possibly in Redis across the network; these scenarios measure that price against what a
 * request does without it, and check that the shared count holds under a race:
 *
 * - auth-route-memory / auth-route-redis: a trivial authenticated route (GET /is-connected: the key
 *   check and the quota, nothing else) with the memory store and with Redis, against a bare Fastify
 *   JSON route in the same run; target ≥ 0.5× its requests per second.
 * - calendar-quotas: the calendar-month request with quotas on (Redis) against the same API with
 *   quotas off (a store that counts nothing); target ≥ 0.9×.
 * - race (a check, not a comparison): one credential with a limit of 100, 500 concurrent requests
 *   spread over two API processes on one Redis; exactly 100 pass, the other 400 are 429 with
 *   Retry-After.
 *
 * `startQuotaBench` starts what they need beside the harness's API and returns harness-shaped
 * scenarios (compare + judge as for the others), the race, and a close().
 */
import { apiVersion, startApiServer } from '@innkeep/api';
import { addDays } from '@innkeep/domain';
import { Operator } from '@innkeep/persistence/bench';
import { createRuntime, loadConfig } from '@innkeep/server';
import { DataSource } from 'typeorm';

import { GeneratedWorkspace } from './generate-workspace';
import { freeLoopbackPort, startRedis, Stoppable, UncountedQuotaStore } from './quota-helpers';
import { Scenario } from './scenarios';
import { ServerProcess, startApiProcess, startBareFastifyProcess } from './server-process';

export const QUOTA_SCENARIO_NAMES = ['auth-route-memory', 'auth-route-redis', 'calendar-quotas'] as const;
export type QuotaScenarioName = (typeof QUOTA_SCENARIO_NAMES)[number];

/** Limits so high that no scenario run meets them: the quota is checked and counted, never refused. */
const UNREACHED_LIMIT = '1000000000';
const RACE_LIMIT = 100;
const RACE_REQUESTS = 500;

export interface QuotaBenchSetup {
  /** The bench's data source (its generated workspace), shared by the in-process APIs. */
  dataSource: DataSource;
  /** The same database, for the API processes of the race. */
  databaseUrl: string;
  workspace: GeneratedWorkspace;
  /** Seconds per run. */
  durationSeconds: number;
  /**
   * Connections of the trivial-route runs (default 128). The key check reads PostgreSQL once per
   * request (batched with the concurrent ones, never cached), so at 32 connections the API waits on
   * that round trip with CPU to spare while the bare route is CPU-bound; 128 saturate both sides.
   */
  authConnections?: number;
}

export interface QuotaRaceResult {
  title: string;
  limit: number;
  requests: number;
  instances: number;
  passed: number;
  /** 429 answers, and those of them with Retry-After equal to RateLimit-Reset and above 0. */
  refused: number;
  refusedWithRetryAfter: number;
  /** Any other status, by status. */
  other: Record<string, number>;
  pass: boolean;
}

export interface QuotaBench {
  scenarios: Scenario[];
  /** One race with a fresh credential; the API processes start on the first call. */
  race(): Promise<QuotaRaceResult>;
  close(): Promise<void>;
}

async function startInProcessApi(dataSource: DataSource, env: Record<string, string>, quotasOff = false): Promise<Stoppable & { base: string }> {
  const [apiPort, mcpPort] = [await freeLoopbackPort(), await freeLoopbackPort()];
  const config = loadConfig({
    API_PORT: String(apiPort),
    MCP_PORT: String(mcpPort),
    API_LIMIT: UNREACHED_LIMIT,
    API_WRITE_LIMIT: UNREACHED_LIMIT,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const runtime = createRuntime(config, dataSource, { version: apiVersion(), ...(quotasOff ? { quotaStore: new UncountedQuotaStore() } : {}) });
  const server = await startApiServer(runtime);
  return {
    base: `http://127.0.0.1:${server.port}/public/v1`,
    async close() {
      await server.close();
      await runtime.close();
    },
  };
}

export async function startQuotaBench(setup: QuotaBenchSetup): Promise<QuotaBench> {
  const { workspace, durationSeconds } = setup;
  const opened: Stoppable[] = [];
  const close = async () => {
    for (const step of opened.splice(0).reverse()) await step.close().catch((error) => console.error('Closing failed:', error));
  };
  try {
    const redis = await startRedis();
    opened.push(redis);
    // The key check's two sides each in a process of its own, as deployed (the API with its start
    // command's node flags): in the bench's process, whose heap holds the generated workspace and
    // other servers, the API's collections cost more than the bare route's, which makes little garbage.
    const apiSettings = { DATABASE_URL: setup.databaseUrl, API_LIMIT: UNREACHED_LIMIT, API_WRITE_LIMIT: UNREACHED_LIMIT, LOG_LEVEL: 'silent' };
    const memoryApi = await startApiProcess(await freeLoopbackPort(), apiSettings);
    opened.push({ close: memoryApi.stop });
    const redisApi = await startApiProcess(await freeLoopbackPort(), { ...apiSettings, REDIS_URL: redis.url });
    opened.push({ close: redisApi.stop });
    const bare = await startBareFastifyProcess();
    opened.push({ close: bare.stop });
    // calendar-quotas compares two APIs alike but for their quota store, which only an API in this process can be handed.
    const countedApi = await startInProcessApi(setup.dataSource, { REDIS_URL: redis.url });
    opened.push(countedApi);
    const uncountedApi = await startInProcessApi(setup.dataSource, {}, true);
    opened.push(uncountedApi);

    const auth = { authorization: workspace.apiKey };
    const monthQuery = `from=${workspace.firstNight}&to=${addDays(workspace.firstNight, 30)}&propertyId=${workspace.flagshipPropertyId}`;
    const connections = setup.authConnections ?? 128;
    const authRoute = (name: QuotaScenarioName, store: string, api: ServerProcess): Scenario => ({
      name,
      title: `GET /is-connected (key check + quota in ${store}) vs a bare Fastify JSON route, each in a process of its own, ${connections} connections, ${durationSeconds} s per run`,
      subject: () => ({ url: `${api.origin}/public/v1/is-connected`, connections, duration: durationSeconds, headers: auth, serverPid: api.pid }),
      baseline: () => ({ url: `${bare.origin}/is-connected`, connections, duration: durationSeconds, serverPid: bare.pid }),
      targets: [{ kind: 'ratio-at-least', metric: 'reqPerSec', factor: 0.5 }],
      writes: false,
    });
    const scenarios: Scenario[] = [
      authRoute('auth-route-memory', 'memory', memoryApi),
      authRoute('auth-route-redis', 'Redis', redisApi),
      {
        name: 'calendar-quotas',
        title: `GET /calendar (flagship property, 31 nights) with quotas in Redis vs quotas off, 32 connections, ${durationSeconds} s per run`,
        subject: () => ({ url: `${countedApi.base}/calendar?${monthQuery}`, connections: 32, duration: durationSeconds, headers: auth }),
        baseline: () => ({ url: `${uncountedApi.base}/calendar?${monthQuery}`, connections: 32, duration: durationSeconds, headers: auth }),
        targets: [{ kind: 'ratio-at-least', metric: 'reqPerSec', factor: 0.9 }],
        writes: false,
      },
    ];

    let instances: ServerProcess[] | undefined;
    const race = async (): Promise<QuotaRaceResult> => {
      if (!instances) {
        const env = { DATABASE_URL: setup.databaseUrl, REDIS_URL: redis.url, API_LIMIT: String(RACE_LIMIT), LOG_LEVEL: 'silent' };
        instances = await Promise.all([startApiProcess(await freeLoopbackPort(), env), startApiProcess(await freeLoopbackPort(), env)]);
        for (const instance of instances) opened.push({ close: instance.stop });
      }
      const targets = instances;
      // A fresh credential: its window starts with this race.
      const { key } = await new Operator(setup.dataSource).createApiKey({
        email: workspace.ownerEmail,
        workspaceIds: [workspace.workspaceId],
        scopes: ['pms:read'],
        name: 'bench race',
      });
      const answers = await Promise.all(
        Array.from({ length: RACE_REQUESTS }, async (_, i) => {
          const response = await fetch(`${targets[i % targets.length].origin}/public/v1/is-connected`, { headers: { authorization: key } });
          await response.arrayBuffer();
          return { status: response.status, retryAfter: response.headers.get('retry-after'), reset: response.headers.get('ratelimit-reset') };
        }),
      );
      const passed = answers.filter((answer) => answer.status === 200).length;
      const refused = answers.filter((answer) => answer.status === 429);
      const refusedWithRetryAfter = refused.filter(
        (answer) => answer.retryAfter !== null && answer.retryAfter === answer.reset && Number(answer.retryAfter) > 0,
      ).length;
      const other: Record<string, number> = {};
      for (const answer of answers) if (answer.status !== 200 && answer.status !== 429) other[answer.status] = (other[answer.status] ?? 0) + 1;
      return {
        title: `one credential, limit ${RACE_LIMIT}, ${RACE_REQUESTS} concurrent requests over ${targets.length} API processes on one Redis`,
        limit: RACE_LIMIT,
        requests: RACE_REQUESTS,
        instances: targets.length,
        passed,
        refused: refused.length,
        refusedWithRetryAfter,
        other,
        pass: passed === RACE_LIMIT && refused.length === RACE_REQUESTS - RACE_LIMIT && refusedWithRetryAfter === refused.length,
      };
    };

    return { scenarios, race, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export function renderRace(result: QuotaRaceResult): string {
  const other = Object.entries(result.other).map(([status, count]) => `${status}×${count}`);
  return [
    `== quota-race: ${result.title}`,
    `   200×${result.passed}  429×${result.refused} (${result.refusedWithRetryAfter} with Retry-After = RateLimit-Reset > 0)${other.length ? `  ${other.join(' ')}` : ''}`,
    `   target: exactly ${result.limit} pass, ${result.requests - result.limit} answered 429 with Retry-After: ${result.pass ? 'PASS' : 'MISS'}`,
  ].join('\n');
}
