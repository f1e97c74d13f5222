import assert from 'node:assert/strict';
import { ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { CLI_BIN, createTestDatabase, freePort, http, makeConfigHome, TestDatabase } from '../src';

const ROOT = resolve(__dirname, '../../..');
const START = resolve(ROOT, 'tools/dist/src/start/start.js');

/** The sh blocks of the README's "Try it" section, one command a line (continuations joined). */
async function readmeCommands(): Promise<string[]> {
  const readme = await readFile(resolve(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Try it\n'), readme.indexOf('\n## ', readme.indexOf('## Try it\n') + 1));
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]);
  return blocks.flatMap((block) =>
    block
      .replace(/\\\n\s*/g, '')
      .split('\n')
      .filter((line) => line.trim() !== ''),
  );
}

interface Started {
  process: ChildProcess;
  output: () => string;
  readKey: string;
  writeKey: string;
}

/** `npm start`'s program, as `npm start` runs it once built, on the given database and data folder. */
async function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, [START], { cwd: ROOT, env: { ...process.env, HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolveStart, reject) => {
    // Generous: on a machine shared with other work, a first start (initdb, migrations, the demo) took
    // over 90 s at a load average of 19; the wait ends as soon as the banner is printed.
    const timer = setTimeout(() => reject(new Error(`npm start did not come up within 180 s:\n${output}`)), 180_000);
    const collect = (chunk: string) => {
      output += chunk;
      if (output.includes('Press Ctrl+C to stop.')) {
        clearTimeout(timer);
        resolveStart();
      }
    };
    child.stdout?.setEncoding('utf8').on('data', collect);
    child.stderr?.setEncoding('utf8').on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
  const key = (label: string) => new RegExp(`${label} key +(ikp_\\w+)`).exec(output)?.[1] ?? assert.fail(`no ${label} key in:\n${output}`);
  return { process: child, output: () => output, readKey: key('read'), writeKey: key('write') };
}

async function stop(started: Started | undefined): Promise<void> {
  const child = started?.process;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGTERM');
  await exited;
}

/** Runs one README line in sh, with `npx innkeep` being this repository's CLI; `typed` is what the reader types or pastes. */
function sh(line: string, env: Record<string, string>, typed = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const command = line.replaceAll('npx innkeep', `"${process.execPath}" "${CLI_BIN}"`);
  return new Promise((resolveRun, reject) => {
    const child = spawn('sh', ['-c', command], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.end(typed);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolveRun({ code, stdout, stderr });
    });
  });
}

/** Every command of the README, run against a started server as a newcomer would type it; then a restart. */
describe('the README, run', () => {
  let database: TestDatabase;
  let dataDir: string;
  let home: Awaited<ReturnType<typeof makeConfigHome>>;
  let server: Started | undefined;
  let env: Record<string, string>;
  let apiUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'innkeep-readme-'));
    home = await makeConfigHome();
    const apiPort = await freePort();
    env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      MCP_PORT: String(await freePort()),
      WORKER_PORT: String(await freePort()),
    };
    apiUrl = `http://localhost:${apiPort}/public/v1`;
    server = await start(env);
  }, 120_000);
  afterAll(async () => {
    await stop(server);
    await database?.drop();
    await home?.remove();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('runs every command of "Try it", curl included, with no tool a fresh Debian lacks', async () => {
    const commands = await readmeCommands();
    assert.ok(commands.length >= 10, commands.join('\n'));
    assert.ok(!commands.some((line) => line.includes('uuidgen')));
    const keys = { read: server!.readKey, write: server!.writeKey };
    const lineEnv = { XDG_CONFIG_HOME: home.path, NO_COLOR: '1', INNKEEP_API_URL: apiUrl };
    // "any unit with free nights": the demo's season is relative to today, so the test picks one free on the README's dates.
    const calendar = (await http(`${apiUrl}/calendar?from=2027-03-01&to=2027-03-03`, { key: keys.read })).body as {
      units: { id: string; nights: { sellable: number }[] }[];
    };
    const free = calendar.units.find((unit) => unit.nights.every((night) => night.sellable > 0)) ?? assert.fail('no demo unit is free on 2027-03-01 to 03');
    for (const line of commands) {
      let command = line
        .replaceAll('<read key>', keys.read)
        .replaceAll('<write key>', keys.write)
        .replaceAll('<unit id>', free.id)
        .replaceAll('http://localhost:3000/public/v1', apiUrl);
      if (command.includes('<property id>')) {
        const properties = (await http(`${apiUrl}/properties`, { key: keys.read })).body as { properties: { id: string; name: string }[] };
        command = command.replaceAll(
          '<property id>',
          properties.properties.find((property) => property.name === 'Casa Azul')?.id ?? assert.fail('Casa Azul was not created'),
        );
      }
      if (command.includes('<new unit id>')) {
        const all = (await http(`${apiUrl}/units`, { key: keys.read })).body as { units: { id: string; name: string }[] };
        command = command.replaceAll('<new unit id>', all.units.find((unit) => unit.name === 'Blue Room')?.id ?? assert.fail('Blue Room was not created'));
      }
      assert.doesNotMatch(command, /<[a-z ]+>/, `a placeholder the test does not fill: ${command}`);
      // What the line asks the reader to paste (the key at the login prompt) arrives on standard input.
      const typed = /paste the write key/.test(line) ? `${keys.write}\n` : '';
      const run = await sh(command, lineEnv, typed);
      assert.ok(!command.replace(/#.*$/, '').includes('login --api-key'), 'a README line puts a key on the command line');
      assert.equal(run.code, 0, `${line}\nstdout:\n${run.stdout}\nstderr:\n${run.stderr}`);
      if (line.startsWith('curl')) {
        const answer = JSON.parse(run.stdout) as { statusCode?: number };
        assert.equal(answer.statusCode, undefined, `${line}\n${run.stdout}`);
      }
    }
    const booked = (await http(`${apiUrl}/reservations?from=2027-03-01&to=2027-03-03&search=Sousa`, { key: keys.read })).body as {
      reservations: { unitId: string; unit: { name: string } }[];
    };
    assert.ok(
      booked.reservations.some((reservation) => reservation.unitId === free.id),
      'the curl booking',
    );
    assert.ok(
      booked.reservations.some((reservation) => reservation.unit.name === 'Blue Room'),
      'the CLI booking',
    );
  });

  it('keeps the demo keys across a restart, so the stored CLI login still works', async () => {
    const before = { read: server!.readKey, write: server!.writeKey };
    await stop(server);
    server = await start(env);
    assert.deepEqual({ read: server.readKey, write: server.writeKey }, before);
    assert.match(server.output(), /the same as before/);
    const run = await sh('npx innkeep properties', { XDG_CONFIG_HOME: home.path, NO_COLOR: '1' });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /Casa Alfama/);
  });
  it('synchronises the demo’s channel connections with real iCal feeds it serves itself, changing none of the season', async () => {
    const key = server!.readKey;
    let connections: { channel: string; status: string; lastSyncedAt: string | null; listings: { events: number }[]; lastError: unknown }[] = [];
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      connections = (await http(`${apiUrl}/connections`, { key })).body.connections;
      if (connections.length > 0 && connections.every((connection) => connection.status === 'OK')) break;
      await new Promise((resolveWait) => setTimeout(resolveWait, 500));
    }
    assert.deepEqual(connections.map((connection) => [connection.channel, connection.status, connection.lastError]).sort(), [
      ['AIRBNB', 'OK', null],
      ['BOOKING_COM', 'OK', null],
    ]);
    assert.ok(connections.every((connection) => connection.lastSyncedAt && connection.listings.some((listing) => listing.events > 0)));
    const cancelledByFeeds = (await http(`${apiUrl}/reservations?status=CANCELLED&take=200`, { key })).body.reservations.filter(
      (reservation: { cancelledBy: string | null }) => reservation.cancelledBy === 'CHANNEL',
    );
    assert.deepEqual(cancelledByFeeds, []);
  });
});
