import { Readable } from 'node:stream';

import { FastifyInstance, FastifyRequest } from 'fastify';

const RAW_BODY = Symbol('rawBody');

/**
 * Keeps the exact bytes of the requests under `pathPrefix` (signatures are over the bytes, not
 * over JSON re-serialised), then hands the parser the same bytes.
 */
export function keepRawBodies(fastify: FastifyInstance, pathPrefix: string, limit: number): void {
  fastify.addHook('preParsing', async (request, _reply, payload) => {
    if (!request.url.startsWith(pathPrefix)) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      // Past the limit the parser refuses it (413); no need to keep more.
      if (size > limit) break;
      chunks.push(chunk as Buffer);
    }
    const raw = Buffer.concat(chunks);
    (request as FastifyRequest & { [RAW_BODY]?: Buffer })[RAW_BODY] = raw;
    const replay = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
    replay.receivedEncodedLength = size;
    return replay;
  });
}

export function rawBodyOf(request: FastifyRequest): Buffer | undefined {
  return (request as FastifyRequest & { [RAW_BODY]?: Buffer })[RAW_BODY];
}
