import { Server } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';

import fastifyCompress from '@fastify/compress';
import {
  addRequestIdToErrorBodies,
  answerAfterUnreadBodies,
  API_BASE_PATH,
  httpLoggingOptions,
  NestLogAdapter,
  registerHealthRoutes,
  requestDeadlineOptions,
  serverErrorHandlers,
  ServerRuntime,
} from '@innkeep/server';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';

import { ApiModule } from './api.module';
import { BILLING_ROUTES, BILLING_WEBHOOK_BODY_LIMIT_BYTES, BILLING_WEBHOOK_PATH } from './billing/billing-webhook.controller';
import { keepRawBodies } from './channel-hooks/raw-body';
import { AGENT_DOCS_ROUTES } from './discovery/agent-docs.controller';
import { ApiDocs } from './discovery/api-docs';
import { answerBeforeBodyParsing } from './oauth/before-body-parsing';
import { OAUTH_ROUTES } from './oauth/oauth.controller';
import { buildOpenApiDocument } from './openapi/openapi-document';
import { PAYMENTS_ROUTES, PAYMENTS_WEBHOOK_BODY_LIMIT_BYTES, PAYMENTS_WEBHOOK_PREFIX } from './payments/payments.controller';
import { API_DOCS_HINT } from './rest/api-exception.filter';
import { WEB_INTERFACE } from './web/web.tokens';
import { WebInterface } from './web/web-interface';
import { ApiHttpAdapter, webPageRoutes } from './web/web-page-routes';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** A form is a few fields: sign-in, settings, a booking. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

export interface RunningServer {
  url: string;
  port: number;
  httpServer: Server;
  close(): Promise<void>;
}

/** Builds the REST app (NestJS on Fastify) without listening: tests and the start script share it. */
export async function createApiApp(runtime: ServerRuntime): Promise<NestFastifyApplication> {
  const adapter = new ApiHttpAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: runtime.config.trustProxy,
    ...requestDeadlineOptions(runtime.config),
    ...serverErrorHandlers(runtime.executor, API_DOCS_HINT),
    ...httpLoggingOptions(runtime.log, 'api'),
  });
  const app = await NestFactory.create<NestFastifyApplication>(ApiModule.forRuntime(runtime), adapter, {
    logger: new NestLogAdapter(runtime.log, 'api'),
    // A module that cannot be built (a SECRETS_KEY that opens no stored secret) fails the start with
    // its reason, for the caller to report, instead of Nest ending the process.
    abortOnError: false,
  });
  // Answers over 1 kB go out as brotli or gzip when the client asks (Accept-Encoding), on every route
  // registered after this: REST, the web pages, the published sites and the export feeds. Request
  // bodies are taken as sent: a compressed body is refused as before, never inflated here.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  // The channels' export feeds, the published websites, the docs for agents and Stripe's webhooks live on the origin, outside the versioned API.
  app.setGlobalPrefix(API_BASE_PATH.slice(1), {
    exclude: ['ical/{*path}', 'sites/{*path}', ...AGENT_DOCS_ROUTES, ...BILLING_ROUTES, ...PAYMENTS_ROUTES, ...OAUTH_ROUTES],
  });
  app.get(ApiDocs).publish(buildOpenApiDocument(app, runtime.service));
  const deprecationPolicy = `${runtime.service.apiBaseUrl}/deprecation-policy`;
  const fastify = app.getHttpAdapter().getInstance();
  // Bodies are JSON only: any other media type answers 415 instead of reaching an operation as text.
  fastify.removeContentTypeParser('text/plain');
  // HTML forms post to the web pages and the published websites, never to the API, which takes JSON only.
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit: FORM_BODY_LIMIT_BYTES }, (request, body, done) => {
    if (request.url === API_BASE_PATH || request.url.startsWith(`${API_BASE_PATH}/`) || request.url.startsWith(`${API_BASE_PATH}?`)) {
      done(Object.assign(new Error('Send the body as application/json.'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }), undefined);
      return;
    }
    done(null, parseQueryString(body.toString('utf8')));
  });
  addRequestIdToErrorBodies(fastify);
  answerAfterUnreadBodies(fastify);
  keepRawBodies(fastify, `${API_BASE_PATH}/channel-hooks/`, BODY_LIMIT_BYTES);
  keepRawBodies(fastify, BILLING_WEBHOOK_PATH, BILLING_WEBHOOK_BODY_LIMIT_BYTES);
  keepRawBodies(fastify, PAYMENTS_WEBHOOK_PREFIX, PAYMENTS_WEBHOOK_BODY_LIMIT_BYTES);
  answerBeforeBodyParsing(fastify);
  registerHealthRoutes(fastify, runtime.health);
  // Every response, errors included, points at the deprecation policy.
  const sunsetLink = `<${deprecationPolicy}>; rel="sunset"`;
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('Link', sunsetLink);
    done(null, payload);
  });
  // The web pages' cookies and hooks, on their routes only (web.module.ts).
  const web = app.get<WebInterface>(WEB_INTERFACE);
  await webPageRoutes(app, runtime, web.cookieKeys);
  return app;
}

export async function startApiServer(runtime: ServerRuntime): Promise<RunningServer> {
  const app = await createApiApp(runtime);
  await app.listen(runtime.config.apiPort, runtime.config.host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : runtime.config.apiPort;
  return { url: runtime.service.apiBaseUrl, port, httpServer: app.getHttpServer(), close: () => app.close() };
}
