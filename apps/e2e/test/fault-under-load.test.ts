import assert from 'node:assert/strict';

import { openDatabase, Operator } from '@innkeep/persistence';

import {
  AppProcess,
  createWorkspaceFixture,
  daysFromNow,
  http,
  RedisServer,
  RestartablePostgres,
  startAppProcess,
  startRedisServer,
  startRestartablePostgres,
} from '../src';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  at: number;
  status: number | 'no answer';
  code?: string;
  retryAfter?: string | null;
  id?: string;
}

/**
 * Clients writing without pause: `workers` concurrent loops, each creating one-night reservations
 * over REST, as fast as the server answers. Every answer is kept, with the ids of the ones acknowledged.
 */
class WriteLoad {
  readonly answers: Answer[] = [];
  private running = true;
  private next = 0;
  private readonly loops: Promise<void>[];

  constructor(
    private readonly send: (night: number) => Promise<{ status: number; body: any; headers: Headers }>,
    workers: number,
  ) {
    this.loops = Array.from({ length: workers }, () => this.loop());
  }

  private async loop(): Promise<void> {
    while (this.running) {
      const night = this.next++ % 300;
      try {
        const { status, body, headers } = await this.send(night);
        this.answers.push({ at: Date.now(), status, code: body?.code, retryAfter: headers.get('retry-after'), id: status === 201 ? body.id : undefined });
        // A client told to come back later does not hammer (shortened from Retry-After for the test).
        if (status === 503) await pause(100);
      } catch {
        this.answers.push({ at: Date.now(), status: 'no answer' });
        await pause(100);
      }
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  between(from: number, to = Infinity): Answer[] {
    return this.answers.filter((answer) => answer.at >= from && answer.at < to);
  }
}

const statusesOf = (answers: Answer[]) => [...new Set(answers.map((answer) => answer.status))].sort();

/**
 * An api and an mcp process on a PostgreSQL and a Redis of the test's own; PostgreSQL and then
 * Redis stop in the middle of a stream of writes and come back.
 */
describe('PostgreSQL and Redis stopped under load', () => {
  let postgres: RestartablePostgres;
  let redis: RedisServer;
  let api: AppProcess;
  let mcp: AppProcess;
  let writeKey: string;
  let unitId: string;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startRestartablePostgres('faults'), startRedisServer()]);
    const dataSource = await openDatabase({ url: postgres.url, poolSize: 2 });
    const operator = new Operator(dataSource);
    const ws = await createWorkspaceFixture(operator);
    writeKey = ws.writeKey;
    // Rooms enough that no write of the run is refused for want of one.
    unitId = (await operator.createUnit({ propertyId: ws.propertyId, name: 'Dorm', countOfRooms: 100, basePriceMinor: 5000 })).id;
    await dataSource.destroy();
    const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, API_LIMIT: '1000000', API_WRITE_LIMIT: '1000000' };
    [api, mcp] = await Promise.all([startAppProcess('api', env), startAppProcess('mcp', env)]);
  });
  afterAll(async () => {
    await Promise.all([api?.stop(), mcp?.stop()]);
    await postgres?.close();
    await redis?.close();
  });

  it('answers 503 (never 500) while PostgreSQL is away, loses no acknowledged write, stays up, and recovers within seconds', async () => {
    const reserve = (night: number) =>
      http(`${api.url}/reservations`, {
        method: 'POST',
        key: writeKey,
        body: {
          unitId,
          source: 'MANUAL',
          arrivalDate: daysFromNow(30 + night),
          departureDate: daysFromNow(31 + night),
          guest: { firstName: 'Load', lastName: `Client ${night}` },
        },
      });
    const load = new WriteLoad(reserve, 6);
    const tools = new WriteLoad(
      () =>
        http(mcp.url, {
          method: 'POST',
          key: writeKey,
          headers: { accept: 'application/json, text/event-stream' },
          body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'properties_list', arguments: {} } },
        }),
      1,
    );
    // The outage starts once writes are flowing: a freshly started process on a loaded machine can take
    // longer than any fixed pause to answer its first request.
    const loadStarted = Date.now();
    while (!load.answers.some((answer) => answer.status === 201) && Date.now() - loadStarted < 30_000) await pause(20);
    await pause(1_000);

    const postgresStopped = Date.now();
    await postgres.stop();
    await pause(3_000);
    const postgresBack = Date.now();
    await postgres.start();
    const postgresStarted = Date.now();
    const recovered = async () => load.between(postgresStarted).some((answer) => answer.status === 201);
    while (!(await recovered()) && Date.now() - postgresStarted < 30_000) await pause(20);
    const recoveryMs = (load.between(postgresStarted).find((answer) => answer.status === 201)?.at ?? Infinity) - postgresStarted;
    await pause(1_500);

    const redisStopped = Date.now();
    await redis.stop();
    await pause(2_000);
    await redis.start();
    await pause(1_500);
    await Promise.all([load.stop(), tools.stop()]);

    const before = load.between(0, postgresStopped);
    const outage = load.between(postgresStopped, postgresStarted);
    const unavailable = outage.filter((answer) => answer.status === 503);
    const duringRedis = load.between(redisStopped);
    const figures = {
      answers: load.answers.length,
      acknowledged: load.answers.filter((answer) => answer.status === 201).length,
      outageAnswers: outage.length,
      unavailable: unavailable.length,
      restartMs: postgresStarted - postgresBack,
      recoveryMs,
      duringRedis: duringRedis.length,
      mcpAnswers: tools.answers.length,
      mcpUnavailable: tools.answers.filter((answer) => answer.status === 503).length,
    };
    if (process.env.INNKEEP_TEST_LOG) console.log(figures);
    const seen = JSON.stringify(figures);

    assert.equal(api.exit(), undefined, `the api process ended:\n${api.output()}`);
    assert.equal(mcp.exit(), undefined, `the mcp process ended:\n${mcp.output()}`);
    assert.ok(before.length > 0 && before.every((answer) => answer.status === 201), `before: ${statusesOf(before)}`);
    // Only acknowledged writes and 503s: no 500, no connection dropped, nothing refused for another reason.
    assert.deepEqual(
      statusesOf(load.answers).filter((status) => status !== 201 && status !== 503),
      [],
      `${seen}\n${api.output()}`,
    );
    assert.ok(unavailable.length > 0, `503s while PostgreSQL was away: ${seen}`);
    for (const answer of unavailable) {
      assert.equal(answer.code, 'SERVICE_UNAVAILABLE');
      assert.ok(Number(answer.retryAfter) > 0, 'Retry-After');
    }
    assert.ok(recoveryMs < 5_000, `writes succeeded again ${recoveryMs} ms after PostgreSQL was back: ${seen}`);
    // Redis away only moves quotas into each process: every write goes on being acknowledged.
    assert.deepEqual(statusesOf(duringRedis), [201], seen);
    assert.deepEqual(
      statusesOf(tools.answers).filter((status) => status !== 200 && status !== 503),
      [],
      `MCP: ${seen}`,
    );

    const acknowledged = load.answers.flatMap((answer) => (answer.id ? [answer.id] : []));
    const dataSource = await openDatabase({ url: postgres.url, poolSize: 1, migrate: false });
    try {
      const [{ stored }] = await dataSource.query('SELECT count(*)::int AS stored FROM reservations WHERE id = ANY($1)', [acknowledged]);
      assert.equal(stored, acknowledged.length, 'every acknowledged reservation is stored');
    } finally {
      await dataSource.destroy();
    }
    for (const app of [api, mcp]) {
      assert.equal((await http(`${new URL(app.url).origin}/readyz`)).status, 200);
      assert.doesNotMatch(app.output(), /Unhandled|uncaught|INTERNAL_ERROR|Unexpected failure/i, app.output());
    }
  });
});
