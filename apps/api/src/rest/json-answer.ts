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

/** Bytes held as latin1 strings, as buffers of at most `chunkBytes`, the event loop turning between two of them. */
async function* bytesOf(latin1Parts: readonly string[], chunkBytes: number): AsyncGenerator<Buffer> {
  let first = true;
  for (const part of latin1Parts) {
    for (let start = 0; start < part.length; start += chunkBytes) {
      // Other requests run between two chunks, however fast the client reads.
      if (!first) await nextTurn();
      first = false;
      yield Buffer.from(start === 0 && part.length <= chunkBytes ? part : part.slice(start, start + chunkBytes), 'latin1');
    }
  }
}

/**
 * The payload of JSON PostgreSQL serialised: small answers as one string (or buffer), large ones
 * (a year's calendar of a large workspace is tens of MB) as a stream of chunks, so that no single
 * step joins, measures or encodes the whole text while other tenants' requests wait. Bytes
 * PostgreSQL sent go out as they came, never decoded nor encoded as UTF-8. The bytes are the same.
 */
export function jsonAnswerPayload(answer: JsonText, chunkChars = JSON_ANSWER_CHUNK_CHARS): string | Buffer | Readable {
  const bytes = answer.utf8Bytes;
  if (bytes) {
    if (answer.length <= chunkChars) return Buffer.from(bytes.join(''), 'latin1');
    return Readable.from(bytesOf(bytes, chunkChars), { objectMode: false });
  }
  if (answer.length <= chunkChars) return answer.text;
  return Readable.from(chunksOf(answer.parts, chunkChars), { objectMode: false });
}
