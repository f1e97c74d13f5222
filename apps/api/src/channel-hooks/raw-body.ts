import { Readable } from 'node:stream';

import { errorCodes, FastifyInstance, FastifyRequest, preParsingHookHandler, RouteOptions } from 'fastify';

import { appendRouteHook } from '../route-hooks';

const RAW_BODY = Symbol('rawBody');

/**
 * Keeps the exact bytes of the requests to the routes under `pathPrefix` (signatures are over the
 * bytes, not over JSON re-serialised), then hands the parser the same bytes. Called once per
 * prefix, each with its own limit, at most the app's, before the routes are registered: the hook
 * is theirs only, so no other request pays for it.
 */
export function keepRawBodies(fastify: FastifyInstance, pathPrefix: string, limit: number): void {
  const keepRawBody: preParsingHookHandler = async (request, _reply, payload) => {
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
  };
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (route.url.startsWith(pathPrefix)) appendRouteHook(route, 'preParsing', keepRawBody);
  });
}

export function rawBodyOf(request: FastifyRequest): Buffer | undefined {
  return (request as FastifyRequest & { [RAW_BODY]?: Buffer })[RAW_BODY];
}
