import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';

import { Spinner, SPINNER_DELAY_MS } from '../src/output/spinner';

/** A stream that records what is written to it. */
function terminal(isTTY = true) {
  const writes: string[] = [];
  return { isTTY, writes, write: (text: string) => writes.push(text) > 0 };
}

const ERASE = '\r\u001b[2K';

describe('the spinner', () => {
  test(`a call that answers within ${SPINNER_DELAY_MS} ms shows nothing`, async () => {
    const stream = terminal();
    assert.equal(await new Spinner(stream).during('List properties…', async () => 'at once'), 'at once');
    await new Spinner(stream).during('List properties…', () => sleep(SPINNER_DELAY_MS - 100));
    assert.deepEqual(stream.writes, []);
  });

  test(`a call slower than ${SPINNER_DELAY_MS} ms spins with its label, and leaves a clean line`, async () => {
    const stream = terminal();
    await new Spinner(stream).during('List properties…', () => sleep(SPINNER_DELAY_MS + 250));
    assert.ok(stream.writes.length >= 2, JSON.stringify(stream.writes));
    assert.equal(stream.writes[0], `${ERASE}⠋ List properties…`);
    assert.equal(stream.writes.at(-1), ERASE);
  });

  test('a stream that is not a terminal gets nothing, however slow the call', async () => {
    const stream = terminal(false);
    await new Spinner(stream).during('List properties…', () => sleep(SPINNER_DELAY_MS + 100));
    assert.deepEqual(stream.writes, []);
  });

  test('a notice while it spins gets a line of its own, and the spinner goes on below it', async () => {
    const stream = terminal();
    const spinner = new Spinner(stream);
    await spinner.during('Block nights…', async () => {
      await sleep(SPINNER_DELAY_MS + 100);
      spinner.notice('Rate limited by the API; retrying in 1 s (retry 1 of 2).');
      await sleep(50);
    });
    const at = stream.writes.indexOf('Rate limited by the API; retrying in 1 s (retry 1 of 2).\n');
    assert.ok(at > 0, JSON.stringify(stream.writes));
    assert.equal(stream.writes[at - 1], ERASE, 'the spinner is erased first');
    assert.match(stream.writes[at + 1], /^\r\u001b\[2K. Block nights…$/, 'then drawn again');
  });
});
