import { FastifyInstance, preParsingHookHandler, RouteOptions } from 'fastify';

import { appendRouteHook } from '../route-hooks';

/** The route config (`@RouteConfig`) of a route whose handler reads the request's stream itself. */
export const UNPARSED_BODY = { unparsedBody: true };

/**
 * Runs the handler of a route marked UNPARSED_BODY before Fastify reads the body, and the request
 * goes no further: the app parses bodies by media type on every route, while oidc-provider reads
 * the stream itself, with its own limits and its own OAuth errors for a body it cannot read.
 * Given to those routes only, as they are registered.
 */
export function answerBeforeBodyParsing(fastify: FastifyInstance): void {
  const answerFirst: preParsingHookHandler = async (request, reply, payload) => {
    await request.routeOptions.handler.call(fastify, request, reply);
    return payload;
  };
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if ((route.config as { unparsedBody?: boolean } | undefined)?.unparsedBody === true) appendRouteHook(route, 'preParsing', answerFirst);
  });
}
