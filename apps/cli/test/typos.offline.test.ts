import assert from 'node:assert/strict';

import { editDistance, nearest, suggestCommand } from '../src/typo-suggestions';
import { reportOf, runInnkeep } from './cli-harness';

const COMMANDS = [
  'bookings',
  'bookings:show',
  'bookings:create',
  'bookings:cancel',
  'block',
  'unblock',
  'properties',
  'properties:get',
  'restrictions',
  'restrictions:set',
  'whoami',
].map((id) => id.split(':'));

describe('the command or flag probably meant', () => {
  test('a swap of two neighbouring letters counts as one edit, like a missing or a wrong one', () => {
    assert.equal(editDistance('shwo', 'show'), 1);
    assert.equal(editDistance('bookngs', 'bookings'), 1);
    assert.equal(editDistance('whoamy', 'whoami'), 1);
    assert.equal(editDistance('rates', 'rates'), 0);
    assert.equal(editDistance('', 'abc'), 3);
  });

  test('mistyped words are matched word by word, the longer command first; the rest of the line is kept', () => {
    assert.deepEqual(suggestCommand(['bookngs'], COMMANDS), { command: ['bookings'], rest: [] });
    assert.deepEqual(suggestCommand(['bookngs', 'create'], COMMANDS), { command: ['bookings', 'create'], rest: [] });
    assert.deepEqual(suggestCommand(['bookings', 'shwo', 'res_1'], COMMANDS), { command: ['bookings', 'show'], rest: ['res_1'] });
    assert.deepEqual(suggestCommand(['blok', 'unit_1', '2030-08-01'], COMMANDS), { command: ['block'], rest: ['unit_1', '2030-08-01'] });
    assert.deepEqual(suggestCommand(['restrictons'], COMMANDS), { command: ['restrictions'], rest: [] });
  });

  test('nothing is suggested for a word far from every command, nor for a command typed right', () => {
    assert.equal(suggestCommand(['frobnicate'], COMMANDS), undefined);
    assert.equal(suggestCommand(['bookings', 'extra'], COMMANDS), undefined);
    assert.equal(nearest('--colour', ['--color', '--json']), '--color');
    assert.equal(nearest('--verbose', ['--color', '--json']), undefined);
  });

  test('a mistyped command exits 2 with the command meant, in the error style of every command', async () => {
    const result = await runInnkeep(['bookngs', 'create']);
    assert.equal(result.code, 2, reportOf(result));
    assert.equal(result.stdout, '');
    assert.equal(
      result.stderr,
      'Error: `innkeep bookngs create` is not a command. (COMMAND_NOT_FOUND)\nHint: Did you mean `innkeep bookings create`? See `innkeep --help` for every command.\n',
    );
  });

  test('with --json the mistake is one JSON document on stdout too', async () => {
    const result = await runInnkeep(['bookings', 'shwo', 'res_1', '--json']);
    assert.equal(result.code, 2, reportOf(result));
    assert.deepEqual(JSON.parse(result.stdout), {
      error: {
        code: 'COMMAND_NOT_FOUND',
        msg: '`innkeep bookings shwo` is not a command.',
        exitCode: 2,
        hint: 'Did you mean `innkeep bookings show res_1`? See `innkeep --help` for every command.',
      },
    });
  });

  test('a word like no command gets the help, not a guess', async () => {
    const result = await runInnkeep(['frobnicate']);
    assert.equal(result.code, 2, reportOf(result));
    assert.match(result.stderr, /^Hint: See `innkeep --help` for every command\.$/m);
    assert.doesNotMatch(result.stderr, /Did you mean/);
  });

  test('a mistyped flag names the flag meant before any call', async () => {
    const result = await runInnkeep(['units', '--colour'], { env: { INNKEEP_API_URL: 'http://127.0.0.1:9/public/v1', INNKEEP_API_KEY: 'ikp_x' } });
    assert.equal(result.code, 2, reportOf(result));
    assert.match(result.stderr, /^Error: Nonexistent flag: --colour \(USAGE_ERROR\)$/m);
    assert.match(result.stderr, /^Hint: Did you mean --color\? See `innkeep units --help`\.$/m);
  });
});
