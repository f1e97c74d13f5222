import { IncomingMessage } from 'node:http';

import { FastifyInstance } from 'fastify';

/** How much of a refused body is still read (and thrown away) before its answer leaves. */
export const REFUSED_BODY_DRAIN_BYTES = 8 * 1024 * 1024;

/**
 * Reads and discards the rest of a request's body, up to `maxBytes`; resolves once it has all
 * arrived, the bound is passed, or the connection ends (the request deadline ends a stalled one).
 */
export function drainRequestBody(request: IncomingMessage, maxBytes: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      request.off('data', count);
      request.off('end', finish);
      request.off('error', finish);
      request.off('close', finish);
      resolve();
    };
    function count(chunk: Buffer): void {
      seen += chunk.length;
      if (seen > maxBytes) finish();
    }
    request.on('data', count);
    request.once('end', finish);
    request.once('error', finish);
    request.once('close', finish);
    request.resume();
  });
}

/**
 * An answer ready before the request's body has all arrived (a 413 judged by Content-Length, a 415)
 * waits until the client has sent it. Answering and closing at once would leave the client writing
 * into a closed connection: it sees a broken pipe (EPIPE, ECONNRESET), never the answer.
 */
export function answerAfterUnreadBodies(fastify: FastifyInstance, maxBytes = REFUSED_BODY_DRAIN_BYTES): void {
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    if (request.raw.complete || request.raw.destroyed) {
      done(null, payload);
      return;
    }
    void drainRequestBody(request.raw, maxBytes).then(() => done(null, payload));
  });
}
