import assert from 'node:assert/strict';
import { Readable } from 'node:stream';

import { JsonText } from '@innkeep/domain';

import { jsonAnswerPayload } from '../src/rest/json-answer';

/** The stream's chunks, and how many turns the event loop had made when each arrived. */
async function readCountingTurns(payload: Readable): Promise<{ chunks: Buffer[]; turnsAtChunk: number[] }> {
  let turns = 0;
  let ticking = true;
  const tick = () => {
    turns += 1;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  const chunks: Buffer[] = [];
  const turnsAtChunk: number[] = [];
  for await (const chunk of payload) {
    chunks.push(chunk as Buffer);
    turnsAtChunk.push(turns);
  }
  ticking = false;
  return { chunks, turnsAtChunk };
}

describe('the payload of a pre-serialised JSON answer', () => {
  it('is the text itself when it is small', () => {
    assert.equal(jsonAnswerPayload(new JsonText('{"a":', '1}')), '{"a":1}');
  });

  it('is a stream of chunks when it is large, the event loop turning between every two of them', async () => {
    const parts = Array.from({ length: 200 }, (_, index) => `${index === 0 ? '[' : ','}"${'é'.repeat(1_000)}${index}"`).concat(']');
    const payload = jsonAnswerPayload(new JsonText(...parts), 10_000);
    assert.ok(payload instanceof Readable);
    const { chunks, turnsAtChunk } = await readCountingTurns(payload);
    assert.ok(chunks.length >= 20, `${chunks.length} chunks`);
    for (let index = 1; index < turnsAtChunk.length; index += 1) {
      assert.ok(turnsAtChunk[index] > turnsAtChunk[index - 1], `no turn of the event loop between chunks ${index - 1} and ${index}`);
    }
    assert.ok(Buffer.concat(chunks).equals(Buffer.from(parts.join(''), 'utf8')));
  });

  it('sends bytes PostgreSQL sent as they came, in slices when they are large, the event loop turning between slices', async () => {
    const text = `[${Array.from({ length: 2_000 }, (_, index) => `"${'é'.repeat(20)}${index}"`).join(', ')}]`;
    const bytes = Buffer.from(text, 'utf8');
    const small = jsonAnswerPayload(JsonText.ofUtf8Bytes([bytes.subarray(0, 60).toString('latin1'), bytes.subarray(60, 100).toString('latin1')]), 10_000);
    assert.ok(Buffer.isBuffer(small) && small.equals(bytes.subarray(0, 100)));
    // Parts cut anywhere, even inside a character: PostgreSQL's rows end where an item ends, but the text must not care.
    const parts = [bytes.subarray(0, 7), bytes.subarray(7, 30_001), bytes.subarray(30_001)].map((part) => part.toString('latin1'));
    const payload = jsonAnswerPayload(JsonText.ofUtf8Bytes(parts), 10_000);
    assert.ok(payload instanceof Readable);
    const { chunks, turnsAtChunk } = await readCountingTurns(payload);
    assert.ok(chunks.length >= 8, `${chunks.length} chunks`);
    for (let index = 1; index < turnsAtChunk.length; index += 1)
      assert.ok(turnsAtChunk[index] > turnsAtChunk[index - 1], `no turn between chunks ${index - 1} and ${index}`);
    assert.ok(Buffer.concat(chunks).equals(bytes));
    assert.equal(JsonText.ofUtf8Bytes(parts).text, text);
  });
});
