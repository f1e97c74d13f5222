import type { Accounts, BillingProvider, WebAccounts } from '@innkeep/domain';
import { OAuthRecordStore, SecretsCipher, ServerSecretStore, WebAccountStore } from '@innkeep/persistence';
import { loadSecretsKeyOrThrow, ServerRuntime } from '@innkeep/server';
import { FastifyPluginAsync } from 'fastify';

import { oauthRoutes } from '../oauth/oauth-routes';
import { OAuthServer } from '../oauth/oauth-server';
import { loadProviderSecrets } from '../oauth/provider-secrets';
import { LoginThrottle } from './login-throttle';
import { SocialLogin } from './social-login';
import { errorPage, Web } from './web-kit';
import { WebSessions } from './web-session';

export interface WebInterface {
  /** The authorization server's endpoints and metadata (no body parsing: oidc-provider reads it). */
  oauth: FastifyPluginAsync;
  /** What the server-rendered pages use (web.module.ts serves them). */
  web: Web;
  /** The keys the pages' signed cookies are signed with. */
  cookieKeys: string[];
}

/** What the pages read and write, built at the composition root (webStoreProviders). */
export interface WebStores {
  accounts: WebAccounts;
  accountRules: Accounts;
}

/** Builds the web interface and the OAuth 2.1 authorization server of the api app. */
export async function createWebInterface(runtime: ServerRuntime, { accounts, accountRules }: WebStores, billing?: BillingProvider): Promise<WebInterface> {
  const { dataSource, config } = runtime;
  const records = new OAuthRecordStore(dataSource);
  const secretsKey = await loadSecretsKeyOrThrow(config);
  const secrets = await loadProviderSecrets(new ServerSecretStore(dataSource, new SecretsCipher(secretsKey)));
  const origin = new URL(runtime.service.apiBaseUrl).origin;
  const oauth = await OAuthServer.create({ runtime, records, accounts: new WebAccountStore(dataSource), secrets, errorPage });
  const web: Web = {
    runtime,
    accounts,
    accountRules,
    sessions: new WebSessions(accounts, origin, secretsKey),
    oauth,
    records,
    throttle: new LoginThrottle(runtime.quotaStore),
    social: config.socialLogin ? new SocialLogin(config.socialLogin, `${origin}/auth/oidc/callback`) : undefined,
    billing,
  };

  return { oauth: oauthRoutes(oauth, runtime), web, cookieKeys: secrets.cookieKeys };
}
