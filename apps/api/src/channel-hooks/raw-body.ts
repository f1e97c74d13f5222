import { Readable } from 'node:stream';

import { errorCodes, FastifyInstance, FastifyRequest } from 'fastify';

const RAW_BODY = Symbol('rawBody');

/**
 * Keeps the exact bytes of the requests under `pathPrefix` (signatures are over the bytes, not
 * over JSON re-serialised), then hands the parser the same bytes. Called once per prefix, each with
 * its own limit, at most the app's.
 */
export function keepRawBodies(fastify: FastifyInstance, pathPrefix: string, limit: number): void {
  fastify.addHook('preParsing', async (request, _reply, payload) => {
    if (!request.url.startsWith(pathPrefix)) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      // Past the limit it is refused as the parser refuses a body too large (413); no need to read more.
      if (size > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
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
