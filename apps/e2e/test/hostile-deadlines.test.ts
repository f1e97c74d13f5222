import assert from 'node:assert/strict';

import { CATALOGUE, inputSchemaOf } from '@innkeep/domain';
import { openDatabase, Operator } from '@innkeep/persistence';
import fc from 'fast-check';

import {
  AppProcess,
  BodyShape,
  createWorkspaceFixture,
  http,
  RestartablePostgres,
  sendShapedRequest,
  startAppProcess,
  startRestartablePostgres,
  WorkspaceFixture,
} from '../src';
import { apiErrorProblem, preview, SEED } from '../src/hostile-input';

/** Short deadlines, so that the test waits seconds, not the production 30 s and 20 s. */
const DEADLINES = { REQUEST_TIMEOUT_SECONDS: '1', DATABASE_STATEMENT_TIMEOUT_SECONDS: '2', DATABASE_ACQUIRE_TIMEOUT_SECONDS: '2' };
/** A client this patient sees any answer that came within a deadline, even on a loaded machine. */
const GIVE_UP_MS = 20_000;

/** Bodies and headers that never finish arriving, a few seconds' worth of trickle each. */
const slowShape: fc.Arbitrary<BodyShape> = fc.oneof(
  fc.record({ kind: fc.constant('headers-then-nothing' as const), announcedBytes: fc.integer({ min: 1, max: 100_000 }) }),
  fc.record({
    kind: fc.constant('byte-by-byte' as const),
    announcedBytes: fc.integer({ min: 1_000, max: 100_000 }),
    everyMs: fc.integer({ min: 100, max: 700 }),
  }),
  fc.record({ kind: fc.constant('endless-chunks' as const), everyMs: fc.integer({ min: 50, max: 700 }) }),
  fc.record({ kind: fc.constant('unfinished-headers' as const), everyMs: fc.integer({ min: 100, max: 700 }) }),
);

/** Catalogue reads a fixture can name every required field of: each reaches PostgreSQL. */
const READS = CATALOGUE.flatMap((operation) => {
  const route = operation.http.find((candidate) => candidate.method === 'GET');
  const required = (inputSchemaOf(operation.input).required ?? []) as string[];
  if (operation.access === 'public' || !route || !required.every((field) => field === 'propertyId' || field === 'unitId')) return [];
  const tool = operation.mcp && operation.mcp.owner !== false ? operation.mcp.tool : undefined;
  return [{ name: operation.name, path: route.path, tool }];
});

type Answer = { status: number; code?: string; retryAfter?: string | null; seen: string };

/** The answer, or a failure naming what was never answered once a patient client would give up. */
function patiently<T>(what: string, answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const givenUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${GIVE_UP_MS / 1000} s`)), GIVE_UP_MS);
  });
  return Promise.race([answer, givenUp]).finally(() => clearTimeout(timer));
}

/**
 * Requests that never finish arriving, and statements that never finish running (a table locked
 * by another session, a PostgreSQL frozen with SIGSTOP), against the api, mcp and worker processes
 * as deployed. Each is answered within its deadline: 408 REQUEST_TIMEOUT, or 503
 * SERVICE_UNAVAILABLE with Retry-After, never held open and never a 500.
 */
describe('hostile deadlines on every server', () => {
  let postgres: RestartablePostgres;
  let api: AppProcess;
  let mcp: AppProcess;
  let worker: AppProcess;
  let ws: WorkspaceFixture;

  beforeAll(async () => {
    postgres = await startRestartablePostgres('deadlines');
    const dataSource = await openDatabase({ url: postgres.url, poolSize: 2 });
    ws = await createWorkspaceFixture(new Operator(dataSource));
    await dataSource.destroy();
    const env = { DATABASE_URL: postgres.url, API_LIMIT: '1000000', API_WRITE_LIMIT: '1000000', ...DEADLINES };
    // Three processes starting at once on a busy machine take longer than one.
    const options = { timeoutMs: 120_000 };
    [api, mcp, worker] = await Promise.all([
      startAppProcess('api', env, options),
      startAppProcess('mcp', env, options),
      startAppProcess('worker', env, options),
    ]);
  });
  afterAll(async () => {
    await Promise.all([api?.stop(), mcp?.stop(), worker?.stop()]);
    await postgres?.close();
  });

  const targets = () => ({
    api: { method: 'PUT', url: `${api.url}/properties/${ws.propertyId}/booking-settings`, headers: { authorization: ws.writeKey } },
    mcp: { method: 'POST', url: mcp.url, headers: { authorization: ws.writeKey, accept: 'application/json, text/event-stream' } },
    worker: { method: 'POST', url: `${worker.url}/livez`, headers: {} },
  });

  it('answers 408 REQUEST_TIMEOUT to every request whose headers or body do not arrive in time, and closes it', async () => {
    const cases = fc.sample(fc.tuple(fc.constantFrom('api', 'mcp', 'worker' as const), slowShape), { numRuns: 16, seed: SEED });
    const answers = await Promise.all(
      cases.map(async ([server, shape]) => {
        const answer = await sendShapedRequest({ ...targets()[server], body: shape, giveUpMs: GIVE_UP_MS });
        return { server, shape, answer };
      }),
    );
    for (const { server, shape, answer } of answers) {
      const seen = `${server} ${JSON.stringify(shape)} → ${answer.status} ${preview(answer.body)} after ${answer.elapsedMs} ms`;
      assert.equal(answer.status, 408, seen);
      assert.equal(apiErrorProblem(answer.status, answer.body), undefined, seen);
      assert.equal(answer.body.code, 'REQUEST_TIMEOUT', seen);
      assert.equal(answer.headers.connection, 'close', seen);
    }
    // Every server still answers whole requests.
    assert.equal((await http(`${api.url}/properties`, { key: ws.readKey })).status, 200);
    assert.equal((await http(`${worker.url}/livez`)).status, 200);
  });

  /** One read on REST or as its MCP tool, rendered as what a client can tell of it. */
  function read(operation: (typeof READS)[number], surface: 'rest' | 'mcp'): Promise<Answer> {
    return patiently(`${operation.name} on ${surface}`, readNow(operation, surface));
  }

  async function readNow(operation: (typeof READS)[number], surface: 'rest' | 'mcp'): Promise<Answer> {
    const path = operation.path.replace(':propertyId', ws.propertyId).replace(':unitId', ws.unitIds[0]);
    if (surface === 'rest' || !operation.tool) {
      const answer = await http(`${api.url}${path}`, { key: ws.readKey });
      return {
        status: answer.status,
        code: answer.body?.code,
        retryAfter: answer.headers.get('retry-after'),
        seen: `REST GET ${path} → ${answer.status} ${preview(answer.body)}`,
      };
    }
    const args = operation.path.includes(':propertyId') ? { propertyId: ws.propertyId } : {};
    const answer = await http(mcp.url, {
      method: 'POST',
      key: ws.readKey,
      headers: { accept: 'application/json, text/event-stream' },
      body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: operation.tool, arguments: args } },
    });
    const seen = `MCP ${operation.tool} → ${answer.status} ${preview(answer.body)}`;
    if (answer.status !== 200) return { status: answer.status, code: answer.body?.code, retryAfter: answer.headers.get('retry-after'), seen };
    const result = answer.body.result;
    if (!result?.isError) return { status: 200, seen };
    const body = JSON.parse(result.content[0].text);
    return { status: body.statusCode, code: body.code, retryAfter: body.retryAfter === undefined ? null : String(body.retryAfter), seen };
  }

  function assertServiceUnavailable(answer: Answer): void {
    assert.deepEqual([answer.status, answer.code], [503, 'SERVICE_UNAVAILABLE'], answer.seen);
    assert.ok(Number(answer.retryAfter) > 0, `Retry-After: ${answer.seen}`);
  }

  /** Holds ACCESS EXCLUSIVE locks on tables in a transaction of its own until `release`. */
  async function lockTables(which: (table: string) => boolean): Promise<{ release(): Promise<void> }> {
    const session = await openDatabase({ url: postgres.url, poolSize: 1, migrate: false });
    const runner = session.createQueryRunner();
    const tables = ((await runner.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")) as { tablename: string }[])
      .map((row) => row.tablename)
      .filter(which);
    // Taking every table's lock one by one can deadlock with a transaction still finishing from an
    // earlier request (it holds one table and waits for another): PostgreSQL then aborts one side.
    // When that side is ours, take the locks again; the servers' transaction went through.
    for (let attempt = 1; ; attempt += 1) {
      await runner.query('BEGIN');
      try {
        await runner.query(`LOCK TABLE ${tables.map((table) => `"${table}"`).join(', ')} IN ACCESS EXCLUSIVE MODE`);
        break;
      } catch (error) {
        await runner.query('ROLLBACK');
        if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return {
      async release() {
        await runner.query('ROLLBACK');
        await runner.release();
        await session.destroy();
      },
    };
  }

  const CREDENTIAL_TABLES = new Set(['api_keys', 'api_key_workspaces', 'memberships', 'subscriptions']);
  const readCase = fc.tuple(fc.constantFrom(...READS), fc.constantFrom('rest' as const, 'mcp' as const));

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After when a statement outruns its deadline behind another session’s lock', async () => {
    // Everything locked: authentication's own statement waits.
    let locks = await lockTables(() => true);
    try {
      const answers = await Promise.all(fc.sample(readCase, { numRuns: 8, seed: SEED }).map(([operation, surface]) => read(operation, surface)));
      answers.forEach(assertServiceUnavailable);
    } finally {
      await locks.release();
    }
    // The workspace's data locked, credentials free: the operation's statements wait.
    locks = await lockTables((table) => !CREDENTIAL_TABLES.has(table));
    try {
      const answers = await Promise.all(fc.sample(readCase, { numRuns: 8, seed: SEED + 1 }).map(([operation, surface]) => read(operation, surface)));
      for (const answer of answers) {
        assert.ok(answer.status < 500 || answer.status === 503, answer.seen);
        if (answer.status === 503) assertServiceUnavailable(answer);
      }
      assertServiceUnavailable(
        await read(
          READS.find((operation) => operation.name === 'properties.list')!,
          'rest',
        ),
      );
    } finally {
      await locks.release();
    }
    assert.equal((await http(`${api.url}/properties`, { key: ws.readKey })).status, 200, 'answering again once the lock is gone');
  });

  it('answers every request with 503 and Retry-After while PostgreSQL is frozen, then recovers by itself', async () => {
    assert.equal((await http(`${api.url}/properties`, { key: ws.readKey })).status, 200);
    await postgres.freeze();
    try {
      const write = () =>
        patiently('a write', http(`${api.url}/properties/${ws.propertyId}/cancellation-policy`, { method: 'PUT', key: ws.writeKey, body: { policy: 'FIRM' } }));
      const calls = [
        ...READS.slice(0, 3).map((operation) => read(operation, 'rest')),
        ...READS.slice(0, 3).map((operation) => read(operation, 'mcp')),
        ...[write(), write(), write()].map(async (answer) => {
          const { status, body, headers } = await answer;
          return { status, code: body?.code, retryAfter: headers.get('retry-after'), seen: `PUT cancellation-policy → ${status} ${preview(body)}` };
        }),
      ];
      (await Promise.all(calls)).forEach(assertServiceUnavailable);
      assert.equal((await patiently('/livez', http(`${new URL(api.url).origin}/livez`))).status, 200, 'the process is alive');
    } finally {
      await postgres.thaw();
    }
    const deadline = Date.now() + GIVE_UP_MS;
    while ((await patiently('a read after thawing', http(`${api.url}/properties`, { key: ws.readKey }))).status !== 200) {
      assert.ok(Date.now() < deadline, 'REST answering again');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (const server of [api, mcp, worker]) assert.doesNotMatch(server.output(), /exited|Unhandled|uncaught/i);
  });
});
