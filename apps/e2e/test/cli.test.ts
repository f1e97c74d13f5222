import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';

import { PropertySummary, UnitView } from '@innkeep/domain';

import { CliResult, createWorkspaceFixture, makeConfigHome, parseJsonOutput, runCli, startTestServers, TestServers } from '../src';

interface TestApi {
  url: string;
  readKey: string;
  writeKey: string;
}

/** A direct call to the API, to compare what the CLI shows with what the API says. */
async function apiGet(api: TestApi, path: string, key: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${api.url}${path}`, { headers: { authorization: key } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The CLI as a process against the real API servers on a fresh database. */
describe('innkeep against the running API', () => {
  let api: TestApi;
  let servers: TestServers;
  let home: Awaited<ReturnType<typeof makeConfigHome>>;
  let property: PropertySummary;
  let unit: UnitView;

  const asReader = (args: string[], env: Record<string, string | undefined> = {}) =>
    runCli(args, { configHome: home.path, env: { INNKEEP_API_URL: api.url, INNKEEP_API_KEY: api.readKey, ...env } });
  const asWriter = (args: string[]) => runCli(args, { configHome: home.path, env: { INNKEEP_API_URL: api.url, INNKEEP_API_KEY: api.writeKey } });
  const failureOf = (result: CliResult) => `exit ${result.code}\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}`;

  beforeAll(async () => {
    servers = await startTestServers();
    const ws = await createWorkspaceFixture(servers.operator);
    api = { url: servers.apiUrl, readKey: ws.readKey, writeKey: ws.writeKey };
    home = await makeConfigHome();
    const properties = parseJsonOutput<{ properties: PropertySummary[] }>(await asReader(['properties', '--json'])).properties;
    const units = parseJsonOutput<{ units: UnitView[] }>(await asReader(['units', '--json'])).units;
    assert.ok(properties.length > 0, 'the test workspace needs a property');
    assert.ok(units.length > 0, 'the test workspace needs a unit');
    [property, unit] = [properties[0], units[0]];
  });

  afterAll(async () => {
    await home?.remove();
    await servers?.close();
  });

  test('--json prints exactly one JSON document on stdout and nothing on stderr', async () => {
    const result = await asReader(['properties', '--json']);
    assert.equal(result.code, 0, failureOf(result));
    const answer = parseJsonOutput<{ properties: PropertySummary[] }>(result);
    assert.ok(Array.isArray(answer.properties));
    assert.ok(answer.properties.some((row) => row.id === property.id));
    assert.equal(result.stderr, '');
  });

  test('without --json, properties prints a table with a header and one row per property', async () => {
    const json = parseJsonOutput<{ properties: PropertySummary[] }>(await asReader(['properties', '--json']));
    const result = await asReader(['properties']);
    assert.equal(result.code, 0, failureOf(result));
    const lines = result.stdout.trimEnd().split('\n');
    assert.match(lines[0], /^ID\s+NAME\s+STATUS\b/);
    assert.equal(lines.length, 1 + json.properties.length);
    for (const row of json.properties)
      assert.ok(
        lines.some((line) => line.startsWith(`${row.id} `)),
        `no row for ${row.id}`,
      );
    assert.ok(
      lines.every((line) => line === line.trimEnd()),
      'no trailing spaces',
    );
  });

  test('status answers without any credential', async () => {
    const result = await runCli(['status', '--json'], { configHome: home.path, env: { INNKEEP_API_URL: api.url } });
    assert.equal(result.code, 0, failureOf(result));
    assert.equal(parseJsonOutput<{ status: string }>(result).status, 'ok');
  });

  test('whoami shows the workspace and the scopes of the key', async () => {
    const result = await asReader(['whoami', '--json']);
    assert.equal(result.code, 0, failureOf(result));
    const context = parseJsonOutput<{ workspace: { id: string }; scopes: string[] }>(result);
    assert.ok(context.workspace.id);
    assert.ok(context.scopes.includes('pms:read'));
    const human = await asReader(['whoami']);
    assert.match(human.stdout, /^Workspace:/m);
    assert.match(human.stdout, /^Local time:/m);
  });

  test('properties get of an unknown id exits 1 with the API message on stderr', async () => {
    const unknown = 'prop_does_not_exist_0000';
    const direct = await apiGet(api, `/properties/${unknown}`, api.readKey);
    assert.equal(direct.status, 404);
    const result = await asReader(['properties', 'get', unknown]);
    assert.equal(result.code, 1, failureOf(result));
    assert.equal(result.stdout, '');
    assert.ok(result.stderr.includes(`Error: ${direct.body.msg as string} (NOT_FOUND)`), failureOf(result));

    const json = await asReader(['properties', 'get', unknown, '--json']);
    assert.equal(json.code, 1, failureOf(json));
    const document = parseJsonOutput<{ error: { code: string; statusCode: number; msg: string } }>(json);
    assert.deepEqual([document.error.code, document.error.statusCode, document.error.msg], ['NOT_FOUND', 404, direct.body.msg]);
  });

  test('properties get shows the property', async () => {
    const result = await asReader(['properties', 'get', property.id]);
    assert.equal(result.code, 0, failureOf(result));
    assert.match(result.stdout, new RegExp(`^Id:\\s+${property.id}$`, 'm'));
  });

  test('units --property lists only the units of that property', async () => {
    const result = await asReader(['units', '--property', unit.propertyId, '--json']);
    assert.equal(result.code, 0, failureOf(result));
    const { units } = parseJsonOutput<{ units: UnitView[] }>(result);
    assert.ok(units.length > 0);
    assert.ok(units.every((row) => row.propertyId === unit.propertyId));
  });

  test('an unknown flag exits 2 and names the flag', async () => {
    const result = await asReader(['properties', '--no-such-flag']);
    assert.equal(result.code, 2, failureOf(result));
    assert.match(result.stderr, /--no-such-flag/);
    assert.equal(result.stdout, '');
  });

  test('login with a bad key exits 1 and stores nothing', async () => {
    const badKey = `ikp_${'0'.repeat(32)}AAAAAA`;
    const result = await runCli(['login', '--with-api-key', '--api-url', api.url], { configHome: home.path, input: badKey });
    assert.equal(result.code, 1, failureOf(result));
    assert.match(result.stderr, /^Error: /m);
    assert.equal(existsSync(home.storePath), false);
  });

  test('login with a good key stores it readable by the owner only, later commands use it, logout removes it', async () => {
    const login = await runCli(['login', '--with-api-key', '--api-url', api.url], { configHome: home.path, input: `${api.readKey}\n` });
    assert.equal(login.code, 0, failureOf(login));
    assert.equal((await stat(home.storePath)).mode & 0o777, 0o600);
    assert.deepEqual(JSON.parse(await readFile(home.storePath, 'utf8')), { apiUrl: api.url, apiKey: api.readKey });
    assert.ok(!login.stdout.includes(api.readKey) && !login.stderr.includes(api.readKey), 'login never prints the key');

    // No key and no address in the environment: both come from the stored login.
    const listed = await runCli(['properties', '--json'], { configHome: home.path });
    assert.equal(listed.code, 0, failureOf(listed));
    assert.ok(parseJsonOutput<{ properties: PropertySummary[] }>(listed).properties.some((row) => row.id === property.id));

    const logout = await runCli(['logout'], { configHome: home.path });
    assert.equal(logout.code, 0, failureOf(logout));
    assert.equal(existsSync(home.storePath), false);

    const afterLogout = await runCli(['properties'], { configHome: home.path, env: { INNKEEP_API_URL: api.url } });
    assert.equal(afterLogout.code, 1, failureOf(afterLogout));
    assert.match(afterLogout.stderr, /login/);
  });

  test('login --api-key - reads the key from standard input; auth login is the same command', async () => {
    const result = await runCli(['auth', 'login', '--api-key', '-', '--api-url', api.url, '--json'], {
      configHome: home.path,
      input: `${api.readKey}\n`,
    });
    assert.equal(result.code, 0, failureOf(result));
    assert.equal(parseJsonOutput<{ loggedIn: boolean }>(result).loggedIn, true);
    assert.equal(JSON.parse(await readFile(home.storePath, 'utf8')).apiKey, api.readKey);
    await runCli(['logout'], { configHome: home.path });
  });

  test('a read-only key running a settings command exits 1 with SCOPE_REQUIRED on stderr', async () => {
    const result = await asReader(['properties', 'set-cancellation-policy', property.id, 'FLEXIBLE']);
    assert.equal(result.code, 1, failureOf(result));
    assert.match(result.stderr, /SCOPE_REQUIRED/);
    assert.match(result.stderr, /pms:write/);
  });

  test('prices typed in major units arrive in minor units', async () => {
    const before = unit.listingSettings;
    const set = await asWriter(['units', 'set-listing-settings', unit.id, '--weekend-price', '123.45', '--cleaning-fee', '0.5']);
    try {
      assert.equal(set.code, 0, failureOf(set));
      const { units } = parseJsonOutput<{ units: UnitView[] }>(await asReader(['units', '--json']));
      const changed = units.find((row) => row.id === unit.id);
      assert.equal(changed?.listingSettings.weekendPriceMinor, 12345);
      assert.equal(changed?.listingSettings.cleaningFeeMinor, 50);
    } finally {
      const major = (minor: number | null) => (minor === null ? 'none' : (minor / 100).toFixed(2));
      const restore = await asWriter([
        'units',
        'set-listing-settings',
        unit.id,
        '--weekend-price',
        major(before.weekendPriceMinor),
        '--cleaning-fee',
        major(before.cleaningFeeMinor),
      ]);
      assert.equal(restore.code, 0, failureOf(restore));
    }
  });

  test('doctor against the servers: every check passes for a good key, and the lines say what they found', async () => {
    const result = await runCli(['doctor'], { configHome: home.path, env: { INNKEEP_API_URL: api.url, INNKEEP_API_KEY: api.writeKey } });
    assert.equal(result.code, 0, failureOf(result));
    assert.match(result.stdout, new RegExp(`^✓ API reachable +${api.url.replaceAll('.', '\\.')} answers \\(version `, 'm'));
    assert.match(result.stdout, /^✓ Credential valid +yes: the API key of --api-key or INNKEEP_API_KEY$/m);
    assert.match(result.stdout, /^✓ Scopes +pms:read, pms:write$/m);
    assert.match(result.stdout, /^✓ Plan +\S+ \(/m);
    assert.match(result.stdout, /^✓ Quota left +every operation has calls left/m);
    assert.match(result.stdout, /^✓ Clock skew +/m);

    const json = await asReader(['doctor', '--json']);
    assert.equal(json.code, 0, failureOf(json));
    const answer = parseJsonOutput<{ ok: boolean; checks: Array<{ name: string; ok: boolean | null; detail: string }> }>(json);
    assert.deepEqual(
      answer.checks.map((check) => [check.name, check.ok]),
      [
        ['api', true],
        ['credential', true],
        ['scopes', true],
        ['plan', true],
        ['quota', true],
        ['clock', true],
      ],
    );
    assert.match(answer.checks[2].detail, /read only/, 'the read key is said to be read only');
  });

  test('doctor with a key the servers do not know, or at an address nobody answers: the failing line, exit 1', async () => {
    const badKey = `ikp_${'0'.repeat(32)}AAAAAA`;
    const refused = await runCli(['doctor'], { configHome: home.path, env: { INNKEEP_API_URL: api.url, INNKEEP_API_KEY: badKey } });
    assert.equal(refused.code, 1, failureOf(refused));
    assert.match(refused.stdout, /^✓ API reachable /m);
    assert.match(refused.stdout, /^✗ Credential valid +no: the API key of --api-key or INNKEEP_API_KEY: .*\(INVALID_CREDENTIAL\)$/m);
    assert.match(refused.stdout, /^– Scopes +not checked: no valid credential$/m);

    const nowhere = await runCli(['doctor', '--json'], {
      configHome: home.path,
      env: { INNKEEP_API_URL: 'http://127.0.0.1:9/public/v1', INNKEEP_API_KEY: api.readKey },
    });
    assert.equal(nowhere.code, 1, failureOf(nowhere));
    const answer = parseJsonOutput<{ ok: boolean; checks: Array<{ name: string; ok: boolean | null }> }>(nowhere);
    assert.equal(answer.ok, false);
    assert.deepEqual(
      answer.checks.map((check) => check.ok),
      [false, null, null, null, null, null],
    );
  });

  test('a write key changes a setting and the answer says what each channel does with it', async () => {
    const detail = parseJsonOutput<{ cancellationPolicy: string }>(await asReader(['properties', 'get', property.id, '--json']));
    const result = await asWriter(['properties', 'set-cancellation-policy', property.id, '--policy', detail.cancellationPolicy, '--json']);
    assert.equal(result.code, 0, failureOf(result));
    const answer = parseJsonOutput<{ property: { cancellationPolicy: string }; propagation: unknown[] }>(result);
    assert.equal(answer.property.cancellationPolicy, detail.cancellationPolicy);
    assert.ok(Array.isArray(answer.propagation));
  });
});
