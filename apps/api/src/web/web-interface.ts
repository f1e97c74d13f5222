import type { Accounts, BillingProvider, OAuthRecords, WebAccounts } from '@innkeep/domain';
import { loadSecretsKeyOrThrow, ServerRuntime } from '@innkeep/server';

import { OAuthServer } from '../oauth/oauth-server';
import { ProviderSecrets } from '../oauth/provider-secrets';
import { LoginThrottle } from './login-throttle';
import { SocialLogin } from './social-login';
import { Web } from './web-kit';
import { WebSessions } from './web-session';

export interface WebInterface {
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

/** What the pages take from the authorization server (OAuthModule): consent, and the keys that sign cookies. */
export interface AuthorizationServer {
  oauth: OAuthServer;
  records: OAuthRecords;
  secrets: ProviderSecrets;
}

/** Builds what the web pages use. */
export async function createWebInterface(
  runtime: ServerRuntime,
  { accounts, accountRules }: WebStores,
  { oauth, records, secrets }: AuthorizationServer,
  billing?: BillingProvider,
): Promise<WebInterface> {
  const { config } = runtime;
  const secretsKey = await loadSecretsKeyOrThrow(config);
  const origin = new URL(runtime.service.apiBaseUrl).origin;
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

  return { web, cookieKeys: secrets.cookieKeys };
}
