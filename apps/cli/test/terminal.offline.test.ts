import assert from 'node:assert/strict';

import { PropertySummary } from '@innkeep/contract';

import { afterSpinner, COLOUR, ESCAPE, FakeApi, reportOf, runInnkeep, startFakeApi } from './cli-harness';

const PROPERTIES: PropertySummary[] = [
  { id: 'prop_1', name: 'Casa Azul', status: 'ACTIVE', city: 'Lisbon', currency: 'EUR', timezone: 'Europe/Lisbon', unitCount: 2 },
  { id: 'prop_2', name: 'Old Mill', status: 'INACTIVE', city: 'Porto', currency: 'EUR', timezone: 'Europe/Lisbon', unitCount: 1 },
];

/** What a person at a terminal sees, and what a pipe gets: colour and the spinner for the first only. */
describe('innkeep on a terminal and through a pipe', () => {
  let api: FakeApi;
  const innkeep = (args: string[], options: { terminal?: boolean; env?: Record<string, string | undefined> } = {}) =>
    runInnkeep(args, { terminal: options.terminal, env: { INNKEEP_API_URL: api.url, INNKEEP_API_KEY: 'ikp_test', ...options.env } });

  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(() => {
    api.answers = { '/properties': { body: { properties: PROPERTIES } } };
  });

  test('on a terminal a table has a bold header and statuses in colour', async () => {
    const result = await innkeep(['properties'], { terminal: true });
    assert.equal(result.code, 0, reportOf(result));
    assert.ok(result.stdout.includes('\u001b[1mID '), reportOf(result));
    assert.ok(result.stdout.includes('\u001b[32mACTIVE\u001b[39m'), reportOf(result));
    assert.ok(result.stdout.includes('\u001b[33mINACTIVE\u001b[39m'), reportOf(result));
  });

  test('colour keeps the columns aligned: without the escapes the table is the piped one', async () => {
    const painted = await innkeep(['properties'], { terminal: true });
    const piped = await innkeep(['properties']);
    assert.equal(
      afterSpinner(painted.stdout)
        .replace(/\u001b\[\d+m/g, '')
        .replaceAll('\r\n', '\n'),
      piped.stdout,
    );
  });

  test('through a pipe there is no colour, on stdout or stderr', async () => {
    const table = await innkeep(['properties']);
    assert.equal(table.code, 0, reportOf(table));
    assert.match(table.stdout, /^ID +NAME +STATUS/);
    assert.doesNotMatch(table.stdout + table.stderr, ESCAPE);

    const failure = await innkeep(['properties', 'get', 'prop_404']);
    assert.equal(failure.code, 1, reportOf(failure));
    assert.equal(failure.stderr, 'Error: Nothing at /properties/prop_404. (NOT_FOUND)\n');
  });

  test('NO_COLOR, --no-color, --json and TERM=dumb each turn colour off on a terminal', async () => {
    for (const [args, env] of [
      [['properties'], { NO_COLOR: '1' }],
      [['properties', '--no-color'], {}],
      [['properties', '--json'], {}],
      [['properties', 'get', 'prop_404', '--no-color'], {}],
      [['properties', 'get', 'prop_404', '--json'], {}],
      [['properties'], { TERM: 'dumb' }],
    ] as const) {
      const result = await innkeep([...args], { terminal: true, env });
      assert.doesNotMatch(result.stdout, COLOUR, `${args.join(' ')} ${JSON.stringify(env)}\n${reportOf(result)}`);
    }
  });

  test('--color asks for colour through a pipe too', async () => {
    const result = await innkeep(['properties', '--color']);
    assert.ok(result.stdout.includes('\u001b[1mID '), reportOf(result));
  });

  test('an error on a terminal: the word Error in red, the code dimmed, the hint marked', async () => {
    api.answers['/properties'] = { status: 401, body: { statusCode: 401, code: 'INVALID_CREDENTIAL', msg: 'The API key is not valid.' } };
    const result = await innkeep(['properties'], { terminal: true });
    assert.equal(result.code, 1, reportOf(result));
    assert.ok(
      result.stdout.includes('\u001b[1m\u001b[31mError:\u001b[39m\u001b[22m The API key is not valid. \u001b[2m(INVALID_CREDENTIAL)\u001b[22m\r\n'),
      reportOf(result),
    );
    assert.ok(result.stdout.includes('\u001b[33mHint:\u001b[39m Check the credential'), reportOf(result));
  });

  test('a call slower than 300 ms spins on a terminal, and the spinner is gone from the line before the answer', async () => {
    api.answers['/properties'].delayMs = 1200;
    const result = await innkeep(['properties'], { terminal: true, env: { NO_COLOR: '1' } });
    assert.equal(result.code, 0, reportOf(result));
    assert.match(result.stdout, /⠋ List properties…/);
    const lastErase = result.stdout.lastIndexOf('\r\u001b[2K');
    assert.ok(lastErase >= 0 && lastErase < result.stdout.indexOf('ID '), 'the line is erased before the table');
  });

  test('a pipe never gets a spinner, however slow the call', async () => {
    api.answers['/properties'].delayMs = 1200;
    const piped = await innkeep(['properties']);
    assert.equal(piped.code, 0, reportOf(piped));
    assert.equal(piped.stderr, '');
  });
});
