import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

import { CliResult, makeConfigHome, parseJsonOutput, runCli } from '../src';

/** The CLI as a process, where no API is needed: usage errors, login without a key, no server. */
describe('innkeep without an API', () => {
  let home: Awaited<ReturnType<typeof makeConfigHome>>;
  const run = (args: string[], env: Record<string, string | undefined> = {}) => runCli(args, { configHome: home.path, env });
  const failureOf = (result: CliResult) => `exit ${result.code}\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}`;

  beforeAll(async () => {
    home = await makeConfigHome();
  });
  afterAll(async () => {
    await home.remove();
  });

  test('--help lists the commands and exits 0', async () => {
    const result = await run(['--help']);
    assert.equal(result.code, 0, failureOf(result));
    for (const command of ['login', 'logout', 'properties', 'status', 'units', 'whoami']) {
      assert.match(result.stdout, new RegExp(`^\\s+${command}\\s`, 'm'), `help lists ${command}`);
    }
  });

  test('an unknown flag exits 2 with a hint, before any call', async () => {
    const result = await run(['units', '--colour', 'blue'], { INNKEEP_API_URL: 'http://127.0.0.1:9/public/v1' });
    assert.equal(result.code, 2, failureOf(result));
    assert.match(result.stderr, /^Error: Nonexistent flag: --colour/m);
    assert.match(result.stderr, /innkeep units --help/);
  });

  test('with --json a usage error still prints one JSON document', async () => {
    const result = await run(['properties', 'get', '--json']);
    assert.equal(result.code, 2, failureOf(result));
    const document = parseJsonOutput<{ error: { code: string; exitCode: number } }>(result);
    assert.deepEqual([document.error.code, document.error.exitCode], ['USAGE_ERROR', 2]);
  });

  test('an unknown command exits 2', async () => {
    const result = await run(['bookingz']);
    assert.equal(result.code, 2, failureOf(result));
  });

  test('a price that is not an amount is a usage error', async () => {
    const result = await run(['units', 'set-listing-settings', 'unit_1', '--weekend-price', '12.345'], { INNKEEP_API_KEY: 'ikp_x' });
    assert.equal(result.code, 2, failureOf(result));
    assert.match(result.stderr, /--weekend-price/);
  });

  test('a settings command with nothing to set is a usage error', async () => {
    const result = await run(['properties', 'set-booking-settings', 'prop_1'], { INNKEEP_API_KEY: 'ikp_x' });
    assert.equal(result.code, 2, failureOf(result));
  });

  test('login without --api-key starts a browser login, which fails with no server, exits 1 and stores nothing', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/public/v1`;
    const result = await run(['login', '--no-browser', '--api-url', url]);
    assert.equal(result.code, 1, failureOf(result));
    assert.ok(result.stderr.includes(url), failureOf(result));
    assert.equal(existsSync(home.storePath), false);
  });

  test('login with both --api-key and --no-browser is a usage error', async () => {
    const result = await run(['login', '--api-key', 'ikp_x', '--no-browser']);
    assert.equal(result.code, 2, failureOf(result));
  });

  test('a command that needs a key exits 1 and says how to log in when there is none', async () => {
    const result = await run(['properties'], { INNKEEP_API_URL: 'http://127.0.0.1:9/public/v1' });
    assert.equal(result.code, 1, failureOf(result));
    assert.match(result.stderr, /innkeep login --with-api-key/);
  });

  test('a refused connection exits 1 with a sentence naming the address', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/public/v1`;
    const result = await run(['status', '--api-url', url]);
    assert.equal(result.code, 1, failureOf(result));
    assert.ok(result.stderr.includes(url), failureOf(result));
    assert.match(result.stderr, /connection refused/);
  });

  test('an --api-url that is not a URL is a usage error', async () => {
    const result = await run(['status', '--api-url', 'localhost-3000']);
    assert.equal(result.code, 2, failureOf(result));
  });

  test('logout without a stored login succeeds and says so', async () => {
    const result = await run(['logout']);
    assert.equal(result.code, 0, failureOf(result));
    assert.match(result.stdout, /not logged in/);
  });
});

/** A port nothing listens on: bind one, then free it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
