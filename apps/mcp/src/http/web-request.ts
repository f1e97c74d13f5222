import { FastifyRequest } from 'fastify';

/** Headers that described the body as it came over the wire, not the re-serialized copy. */
const WIRE_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection']);

/** The request as a web-standard Request (what SDK v2 serves), its JSON body already parsed by fastify. */
export function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || WIRE_HEADERS.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const url = `${request.protocol}://${request.headers.host ?? 'localhost'}${request.url}`;
  return new Request(url, { method: request.method, headers, body: request.body === undefined ? undefined : JSON.stringify(request.body) });
}
