import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import type { BillingProvider } from '@innkeep/domain';
import { createAccounts, OAuthRecordStore, SecretsCipher, ServerSecretStore, WebAccountStore } from '@innkeep/persistence';
import { loadSecretsKeyOrThrow, ServerRuntime } from '@innkeep/server';
import { FastifyInstance, FastifyPluginAsync } from 'fastify';

import { oauthRoutes } from '../oauth/oauth-routes';
import { OAuthServer } from '../oauth/oauth-server';
import { loadProviderSecrets } from '../oauth/provider-secrets';
import { WEB_CSS, WEB_JS } from './assets';
import { LoginThrottle } from './login-throttle';
import { registerAccountRoutes } from './routes/account-routes';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerBillingRoutes } from './routes/billing-routes';
import { registerCalendarRoutes } from './routes/calendar-routes';
import { registerConsentRoutes } from './routes/consent-routes';
import { registerFeesAndTaxesRoutes } from './routes/fees-and-taxes-routes';
import { registerInventoryRoutes } from './routes/inventory-routes';
import { registerPaymentsRoutes } from './routes/payments-routes';
import { registerReportRoutes } from './routes/report-routes';
import { registerSandboxRoutes } from './routes/sandbox-routes';
import { registerTaskBoardRoutes } from './routes/task-board-routes';
import { registerTodayRoutes } from './routes/today-routes';
import { SocialLogin } from './social-login';
import { errorPage, sendPage, Web } from './web-kit';
import { WebSessions } from './web-session';

export interface WebInterface {
  /** The authorization server's endpoints and metadata (no body parsing: oidc-provider reads it). */
  oauth: FastifyPluginAsync;
  /** The server-rendered pages: sign-up, sign-in, account, keys, applications, members, consent, inventory, calendar. */
  pages: FastifyPluginAsync;
}

/** Builds the web interface and the OAuth 2.1 authorization server of the api app. */
export async function createWebInterface(runtime: ServerRuntime, billing?: BillingProvider): Promise<WebInterface> {
  const { dataSource, config } = runtime;
  const accounts = new WebAccountStore(dataSource);
  const records = new OAuthRecordStore(dataSource);
  const secretsKey = await loadSecretsKeyOrThrow(config);
  const secrets = await loadProviderSecrets(new ServerSecretStore(dataSource, new SecretsCipher(secretsKey)));
  const origin = new URL(runtime.service.apiBaseUrl).origin;
  const oauth = await OAuthServer.create({ runtime, records, accounts, secrets, errorPage });
  const web: Web = {
    runtime,
    accounts,
    accountRules: createAccounts(dataSource),
    sessions: new WebSessions(accounts, origin, secretsKey),
    oauth,
    records,
    throttle: new LoginThrottle(runtime.quotaStore),
    social: config.socialLogin ? new SocialLogin(config.socialLogin, `${origin}/auth/oidc/callback`) : undefined,
    billing,
  };

  const pages: FastifyPluginAsync = async (fastify: FastifyInstance) => {
    await fastify.register(fastifyCookie, { secret: secrets.cookieKeys });
    // The app parses forms at its root (start-api-server.ts) for the websites too; a web interface mounted on its own parses them here.
    if (!fastify.hasContentTypeParser('application/x-www-form-urlencoded')) await fastify.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
    // PostgreSQL cannot store a NUL character: a form or link holding one is refused before any page reads it.
    fastify.addHook('preHandler', async (request, reply) => {
      if (JSON.stringify([request.body ?? null, request.query ?? null, request.params ?? null]).includes('\\u0000')) {
        return sendPage(reply, errorPage('That request was not understood', 'A field held a character no text may hold. Go back and try again.'), 400);
      }
    });
    fastify.get('/assets/web.css', async (_request, reply) =>
      reply.header('Content-Type', 'text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(WEB_CSS),
    );
    fastify.get('/assets/web.js', async (_request, reply) =>
      reply.header('Content-Type', 'text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(WEB_JS),
    );
    registerAuthRoutes(fastify, web);
    registerAccountRoutes(fastify, web);
    registerBillingRoutes(fastify, web);
    registerPaymentsRoutes(fastify, web);
    registerSandboxRoutes(fastify, web);
    registerConsentRoutes(fastify, web);
    registerInventoryRoutes(fastify, web);
    registerFeesAndTaxesRoutes(fastify, web);
    registerCalendarRoutes(fastify, web);
    registerReportRoutes(fastify, web);
    registerTodayRoutes(fastify, web);
    registerTaskBoardRoutes(fastify, web);
    fastify.setErrorHandler(async (error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return sendPage(reply, errorPage('That request was not understood', 'Reload the page and try again.'), status);
      }
      const correlationId = runtime.executor.errorBody(error, undefined, request.id).correlationId;
      return sendPage(reply, errorPage('Something failed on our side', `Try again in a moment. Quote ${String(correlationId)} if you contact support.`), 500);
    });
  };
  return { oauth: oauthRoutes(oauth, runtime), pages };
}
