import { ServerConfig } from './config';

/**
 * The Fastify options that give every request a deadline: its headers and body must all have
 * arrived within REQUEST_TIMEOUT_SECONDS, else Node ends it and `serverErrorHandlers` answers 408
 * REQUEST_TIMEOUT. Fastify's own default is no deadline at all, which let a body sent a byte every
 * 10 s hold its connection for as long as the client liked.
 */
export function requestDeadlineOptions(config: Pick<ServerConfig, 'deadlines'>) {
  const requestTimeout = config.deadlines.requestSeconds * 1000;
  return {
    requestTimeout,
    http: {
      requestTimeout,
      // Headers that never end are held no longer than a body that never ends.
      headersTimeout: requestTimeout,
      // How often Node looks for requests past their deadline (its default is 30 s).
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(requestTimeout / 4)),
    },
  };
}
