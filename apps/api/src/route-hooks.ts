import { onRequestHookHandler, preHandlerHookHandler, preParsingHookHandler, RouteOptions } from 'fastify';

interface RouteHooks {
  onRequest: onRequestHookHandler;
  preParsing: preParsingHookHandler;
  preHandler: preHandlerHookHandler;
}

/**
 * Adds a hook to one route's own hooks, after those it has. A hook that concerns a few routes is
 * given to them this way (from an `onRoute` hook) rather than added to the app, where every request
 * of every route would run it only to find that it does not apply.
 */
export function appendRouteHook<K extends keyof RouteHooks>(route: RouteOptions, name: K, hook: RouteHooks[K]): void {
  const current = route[name] as RouteHooks[K] | RouteHooks[K][] | undefined;
  const hooks = current === undefined ? [] : Array.isArray(current) ? current : [current];
  (route as unknown as Record<K, RouteHooks[K][]>)[name] = [...hooks, hook];
}
