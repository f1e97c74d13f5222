import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

import { JsonText } from '@innkeep/domain';

/** Characters of an answer written at once: larger answers go out in chunks of about this size. */
export const JSON_ANSWER_CHUNK_CHARS = 64 * 1024;

/** The parts gathered into chunks of about `chunkChars`, the event loop turning between two chunks. */
async function* chunksOf(parts: readonly string[], chunkChars: number): AsyncGenerator<Buffer> {
  let pending: string[] = [];
  let length = 0;
  for (const part of parts) {
    pending.push(part);
    length += part.length;
    if (length >= chunkChars) {
      yield Buffer.from(pending.join(''), 'utf8');
      pending = [];
      length = 0;
      // Other requests run between two chunks, however fast the client reads.
      await nextTurn();
    }
  }
  if (pending.length > 0) yield Buffer.from(pending.join(''), 'utf8');
}

/**
 * The payload of JSON PostgreSQL serialised: small answers as one string, large ones (a year's
 * calendar of a large workspace is tens of MB) as a stream of chunks, so that no single step joins,
 * measures or encodes the whole text while other tenants' requests wait. The bytes are the same.
 */
export function jsonAnswerPayload(answer: JsonText, chunkChars = JSON_ANSWER_CHUNK_CHARS): string | Readable {
  if (answer.length <= chunkChars) return answer.text;
  return Readable.from(chunksOf(answer.parts, chunkChars), { objectMode: false });
}
