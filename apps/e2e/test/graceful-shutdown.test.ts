import assert from 'node:assert/strict';
import { connect } from 'node:net';

import { Operator } from '@innkeep/persistence';
import { QueryRunner } from 'typeorm';

import {
  AppProcess,
  createTestDatabase,
  createWorkspaceFixture,
  daysFromNow,
  http,
  RestartablePostgres,
  startAppProcess,
  startRestartablePostgres,
  TestDatabase,
  waitForLockWaiters,
  WorkspaceFixture,
} from '../src';

/** Whether a new TCP connection to the port is refused. */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM, as an orchestrator stops an instance; resolves with how it ended and how long it took.
 * A process still there after 20 s is killed, as the orchestrator would, and says so.
 */
async function terminate(app: AppProcess): Promise<{ code: number | null; signal: string | null; ms: number }> {
  const started = Date.now();
  app.signal('SIGTERM');
  const killer = setTimeout(() => app.signal('SIGKILL'), 20_000);
  const { code, signal } = await app.exited;
  clearTimeout(killer);
  return { code, signal, ms: Date.now() - started };
}

/** The api and mcp processes stopped by SIGTERM, with requests running and with the database gone. */
describe('stopping a server', () => {
  describe('with requests in flight', () => {
    let database: TestDatabase;
    let ws: WorkspaceFixture;
    let lock: QueryRunner | undefined;
    const apps: AppProcess[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      ws = await createWorkspaceFixture(new Operator(database.dataSource));
    });
    afterEach(async () => {
      await lock?.rollbackTransaction().catch(() => undefined);
      await lock?.release();
      lock = undefined;
    });
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.stop()));
      await database?.drop();
    });

    const start = async (env: Record<string, string>) => {
      const app = await startAppProcess('api', { DATABASE_URL: database.url, ...env });
      apps.push(app);
      return app;
    };

    /** Holds the unit's row, so that a reservation on it waits in the database until released. */
    const holdUnit = async () => {
      lock = database.dataSource.createQueryRunner();
      await lock.connect();
      await lock.startTransaction();
      await lock.query('SELECT 1 FROM units WHERE id = $1 FOR UPDATE', [ws.unitIds[1]]);
    };

    const reserve = (app: AppProcess, offset: number) =>
      http(`${app.url}/reservations`, {
        method: 'POST',
        key: ws.writeKey,
        body: {
          unitId: ws.unitIds[1],
          source: 'MANUAL',
          arrivalDate: daysFromNow(offset),
          departureDate: daysFromNow(offset + 1),
          guest: { firstName: 'Ana', lastName: 'Reis' },
        },
      });

    const reservationsOn = async (arrivalDate: string) =>
      (await database.dataSource.query('SELECT count(*)::int AS count FROM reservations WHERE arrival_date = $1', [arrivalDate]))[0].count;

    it('lets a request in flight finish, refuses new connections meanwhile, and exits 0', async () => {
      const app = await start({ SHUTDOWN_TIMEOUT_SECONDS: '10' });
      await holdUnit();
      const slow = reserve(app, 40);
      await waitForLockWaiters(database.dataSource, 1);

      const stopping = terminate(app);
      await pause(300);
      assert.equal(await refusesConnections(app.port), true, 'a new connection is refused while the request runs');
      assert.equal(app.exit(), undefined, 'the process waits for the request');
      await lock!.commitTransaction();

      const answer = await slow;
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      const { code, signal, ms } = await stopping;
      assert.deepEqual({ code, signal }, { code: 0, signal: null }, app.output());
      assert.ok(ms < 5_000, `stopped in ${ms} ms`);
      assert.equal(await reservationsOn(daysFromNow(40)), 1, 'the answered reservation is stored');
      assert.match(app.output(), /SIGTERM received[\s\S]*Stopped in \d+ ms/);
    });

    it('cuts a request still running at SHUTDOWN_TIMEOUT_SECONDS, exits 0 within it, and leaves nothing half-written', async () => {
      const app = await start({ SHUTDOWN_TIMEOUT_SECONDS: '2' });
      await holdUnit();
      const cut = reserve(app, 50).then(
        (answer) => answer.status,
        () => 'cut',
      );
      await waitForLockWaiters(database.dataSource, 1);

      const { code, signal, ms } = await terminate(app);
      assert.deepEqual({ code, signal }, { code: 0, signal: null }, app.output());
      assert.ok(ms >= 1_500 && ms < 3_000, `stopped in ${ms} ms`);
      assert.equal(await cut, 'cut');
      assert.match(app.output(), /Cutting 1 connection/);
      await lock!.commitTransaction();
      await pause(200);
      assert.equal(await reservationsOn(daysFromNow(50)), 0);
    });
  });

  describe('with PostgreSQL gone', () => {
    let postgres: RestartablePostgres;

    beforeAll(async () => {
      postgres = await startRestartablePostgres('shutdown');
    });
    afterAll(() => postgres?.close());

    it('still exits 0 within SHUTDOWN_TIMEOUT_SECONDS, api and mcp alike', async () => {
      const env = { DATABASE_URL: postgres.url, SHUTDOWN_TIMEOUT_SECONDS: '3' };
      const apps = await Promise.all([startAppProcess('api', env), startAppProcess('mcp', env)]);
      try {
        assert.equal((await http(`${apps[0].url}/status`)).status, 200);
        await postgres.stop();
        const readyz = `${new URL(apps[0].url).origin}/readyz`;
        for (let tries = 0; (await http(readyz)).status !== 503; tries += 1) {
          assert.ok(tries < 30, 'the api never saw PostgreSQL go');
          await pause(100);
        }
        for (const app of apps) {
          const { code, signal, ms } = await terminate(app);
          assert.deepEqual({ code, signal }, { code: 0, signal: null }, app.output());
          assert.ok(ms < 3_500, `${app.kind} stopped in ${ms} ms`);
        }
      } finally {
        await Promise.all(apps.map((app) => app.stop()));
      }
    });
  });
});
