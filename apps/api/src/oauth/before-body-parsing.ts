import { FastifyInstance } from 'fastify';

/** The route config (`@RouteConfig`) of a route whose handler reads the request's stream itself. */
export const UNPARSED_BODY = { unparsedBody: true };

/**
 * Runs the handler of a route marked UNPARSED_BODY before Fastify reads the body, and the request
 * goes no further: the app parses bodies by media type on every route, while oidc-provider reads
 * the stream itself, with its own limits and its own OAuth errors for a body it cannot read.
 */
export function answerBeforeBodyParsing(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', async (request, reply, payload) => {
    if (!(request.routeOptions.config as { unparsedBody?: boolean }).unparsedBody) return payload;
    await request.routeOptions.handler.call(fastify, request, reply);
    return payload;
  });
}
