import type { IncomingMessage, ServerResponse } from 'node:http';

import { ACCESS_TOKEN_PREFIX, REFRESH_TOKEN_PREFIX } from '@innkeep/auth';
import { OAuthAccounts, OAuthRecords, SCOPES } from '@innkeep/domain';
import { ServerRuntime } from '@innkeep/server';
import type { Provider, ProviderClient, TokenClass } from 'oidc-provider';

import { postgresAdapter } from './oauth-adapter';
import { ProviderSecrets } from './provider-secrets';
import { isPublicFetchTarget } from './public-fetch-target';
import { isAllowedRedirectUri } from './redirect-uri-rule';

/** Every endpoint of the authorization server lives under this path of the api app. */
export const OAUTH_PATH = '/oauth';

/**
 * The CLI's public client (RFC 8252): no secret, PKCE, any loopback port on 127.0.0.1. A well-known
 * id rather than a registration per login, so that the authorized applications page shows one
 * "Innkeep CLI" per login instead of a new client each time.
 */
export const CLI_CLIENT_ID = 'innkeep-cli';
export const CLI_REDIRECT_URI = 'http://127.0.0.1/callback';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const GRANT_TTL_SECONDS = 365 * 24 * 60 * 60;
/** The authorization server's own browser sessions last one authorization (see `handle`). */
const SESSION_TTL_SECONDS = 10 * 60;
const INTERACTION_TTL_SECONDS = 30 * 60;

const SESSION_COOKIE = 'ik_oauth_session';

/** OIDC scopes a client may ask for besides the API scopes (an ID token, a refresh token). */
const OIDC_SCOPES = ['openid', 'offline_access'];

export interface OAuthServerOptions {
  runtime: ServerRuntime;
  records: OAuthRecords;
  accounts: OAuthAccounts;
  secrets: ProviderSecrets;
  /** The HTML page of an authorization error a browser sees. */
  errorPage(title: string, detail: string): string;
}

/** The part of oidc-provider's request context the configuration reads. */
interface ProviderContext {
  oidc: { result?: { consent?: { grantId?: string } }; provider: Provider };
}

/** What the resource indicators (RFC 8707) may name: the REST API and the MCP server. */
export interface Resources {
  rest: string;
  mcp: string;
}

function prefixTokenIds(model: TokenClass, prefix: string): void {
  const generate = model.prototype.generateTokenId;
  model.prototype.generateTokenId = function prefixed(this: unknown) {
    return `${prefix}${generate.call(this)}`;
  };
}

/** Removes the authorization server's session cookies from a request. */
function withoutSessionCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return cookieHeader;
  const kept = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${SESSION_COOKIE}=`) && !part.startsWith(`${SESSION_COOKIE}.`));
  return kept.length ? kept.join('; ') : undefined;
}

/**
 * The OAuth 2.1 authorization server: panva's oidc-provider, on PostgreSQL, mounted in the api
 * app. Authorization code + PKCE (S256) only, RFC 8414 metadata, RFC 7591 registration, RFC 8707
 * resource indicators (the REST API or the MCP server), RFC 9207 `iss`, refresh-token rotation,
 * client ID metadata documents. Tokens are opaque (`iko_…`, `ikr_…`) and stored hashed.
 */
export class OAuthServer {
  private readonly handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>;

  private constructor(
    readonly provider: Provider,
    readonly resources: Resources,
    private readonly issuer: URL,
    private readonly trustProxy: boolean,
  ) {
    this.handler = provider.callback();
  }

  static async create(options: OAuthServerOptions): Promise<OAuthServer> {
    // oidc-provider is an ES module: loaded with import(), which TypeScript keeps as it is here.
    const { Provider, errors } = await import('oidc-provider');
    const { runtime, records, accounts, secrets } = options;
    const resources: Resources = { rest: runtime.service.apiBaseUrl, mcp: runtime.service.mcpUrl };
    const canonical = (indicator: string) => indicator.replace(/\/+$/, '');
    const known = new Set([resources.rest, resources.mcp].map(canonical));

    const provider = new Provider(runtime.service.authorizationServerUrl, {
      adapter: postgresAdapter(records, (message) => new errors.InvalidRequest(message)),
      clients: [
        {
          client_id: CLI_CLIENT_ID,
          client_name: 'Innkeep CLI',
          application_type: 'native',
          token_endpoint_auth_method: 'none',
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          redirect_uris: [CLI_REDIRECT_URI],
        },
      ],
      // Redirect URIs a registration may name: https, http on loopback only (native apps, RFC 8252),
      // or a private-use scheme in reverse-domain form. Anything else would hand codes to any host.
      extraClientMetadata: {
        properties: ['redirect_uris'],
        validator(_ctx: unknown, key: string, value: unknown) {
          if (key !== 'redirect_uris' || !Array.isArray(value)) return;
          const refused = value.find((uri) => !isAllowedRedirectUri(String(uri)));
          if (refused !== undefined)
            throw new errors.InvalidRedirectUri(
              `redirect_uris may not hold ${String(refused)}: use https, http on a loopback address, or a private-use scheme like com.example.app:/callback`,
            );
        },
      },
      clientDefaults: {
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      },
      async findAccount(_ctx: unknown, sub: string) {
        const user = await accounts.findUserById(sub);
        if (!user) return undefined;
        return { accountId: user.id, claims: async () => ({ sub: user.id, email: user.email, name: user.name ?? undefined }) };
      },
      claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
      scopes: [...OIDC_SCOPES, ...SCOPES],
      responseTypes: ['code'],
      pkce: { required: () => true },
      jwks: secrets.jwks,
      cookies: {
        keys: secrets.cookieKeys,
        names: { session: SESSION_COOKIE, interaction: 'ik_oauth_interaction', resume: 'ik_oauth_resume' },
        long: { httpOnly: true, sameSite: 'lax', signed: true },
        short: { httpOnly: true, sameSite: 'lax', signed: true },
      },
      features: {
        devInteractions: { enabled: false },
        dPoP: { enabled: false },
        rpInitiatedLogout: { enabled: false },
        pushedAuthorizationRequests: { enabled: false },
        userinfo: { enabled: false },
        introspection: { enabled: false },
        clientCredentials: { enabled: false },
        // A client revokes only its own tokens; anything else is answered 200 and ignored (RFC 7009).
        revocation: {
          enabled: true,
          allowedPolicy: async (_ctx: unknown, client: ProviderClient, token: { clientId?: string }) => token.clientId === client.clientId,
        },
        // RFC 7591: open registration, as MCP clients expect; no registration management.
        registration: { enabled: true, initialAccessToken: false, issueRegistrationAccessToken: false },
        resourceIndicators: {
          enabled: true,
          // Without a resource parameter a token is for the REST API.
          defaultResource: async (_ctx: unknown, _client: unknown, oneOf?: string | string[]) => (Array.isArray(oneOf) ? oneOf[0] : (oneOf ?? resources.rest)),
          useGrantedResource: async () => true,
          getResourceServerInfo: async (_ctx: unknown, indicator: string) => {
            if (!known.has(canonical(indicator))) {
              throw new errors.InvalidTarget(`resource must be ${resources.rest} (REST API) or ${resources.mcp} (MCP server)`);
            }
            return {
              scope: SCOPES.join(' '),
              audience: canonical(indicator),
              accessTokenFormat: 'opaque',
              accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            };
          },
        },
        clientIdMetadataDocument: {
          enabled: true,
          ack: 'draft-02',
          // Only documents at public https URLs: never one that reaches into our own network.
          allowFetch: async (_ctx: unknown, clientId: string) => isPublicFetchTarget(clientId),
        },
      },
      interactions: { url: async (_ctx: unknown, interaction: { uid: string }) => `${OAUTH_PATH}/interaction/${interaction.uid}` },
      // Every authorization asks the signed-in user (the consent page also picks the workspace):
      // only the grant the consent page just made is used, never one remembered from before.
      loadExistingGrant: async (ctx: ProviderContext) => {
        const grantId = ctx.oidc.result?.consent?.grantId;
        return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
      },
      issueRefreshToken: async (_ctx: unknown, client: ProviderClient) => client.grantTypeAllowed('refresh_token'),
      rotateRefreshToken: true,
      // Tokens follow the user's authorization of the application, not a browser session.
      expiresWithSession: async () => false,
      ttl: {
        AccessToken: ACCESS_TOKEN_TTL_SECONDS,
        AuthorizationCode: 60,
        IdToken: ACCESS_TOKEN_TTL_SECONDS,
        RefreshToken: REFRESH_TOKEN_TTL_SECONDS,
        Grant: GRANT_TTL_SECONDS,
        Session: SESSION_TTL_SECONDS,
        Interaction: INTERACTION_TTL_SECONDS,
      },
      routes: {
        authorization: `${OAUTH_PATH}/authorize`,
        token: `${OAUTH_PATH}/token`,
        registration: `${OAUTH_PATH}/register`,
        revocation: `${OAUTH_PATH}/revoke`,
        jwks: `${OAUTH_PATH}/jwks`,
        introspection: `${OAUTH_PATH}/introspect`,
        userinfo: `${OAUTH_PATH}/userinfo`,
        end_session: `${OAUTH_PATH}/session/end`,
        pushed_authorization_request: `${OAUTH_PATH}/par`,
        code_verification: `${OAUTH_PATH}/device`,
        device_authorization: `${OAUTH_PATH}/device/auth`,
        backchannel_authentication: `${OAUTH_PATH}/backchannel`,
        challenge: `${OAUTH_PATH}/challenge`,
        credential: `${OAUTH_PATH}/credential`,
      },
      discovery: { service_documentation: `${resources.rest}/docs` },
      async renderError(ctx: { type: string; body: string }, out: { error?: string; error_description?: string }) {
        ctx.type = 'html';
        ctx.body = options.errorPage(
          'This authorization request cannot go on',
          `${out.error_description ?? out.error ?? 'The request is not valid.'} Go back to the application and start again.`,
        );
      },
    });
    // The provider reads host and scheme from X-Forwarded-* headers, which handle() pins to the
    // issuer's on every request; the client's own values never reach it.
    provider.proxy = true;
    prefixTokenIds(provider.AccessToken, ACCESS_TOKEN_PREFIX);
    prefixTokenIds(provider.RefreshToken, REFRESH_TOKEN_PREFIX);
    const log = runtime.log.child({ component: 'oauth' });
    provider.on('server_error', (_ctx: unknown, error: unknown) => log.error({ err: error }, 'OAuth server error'));
    return new OAuthServer(provider, resources, new URL(runtime.service.authorizationServerUrl), runtime.config.trustProxy);
  }

  /**
   * Hands a request to the authorization server. Its own browser session never outlives one
   * authorization: the web interface's session decides who is signed in, on the consent page.
   */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Endpoint URLs (metadata, redirects) come from the configured issuer, never from the Host a
    // client sent: behind a shared cache a forged Host would poison them for everyone.
    req.headers['x-forwarded-host'] = this.issuer.host;
    req.headers['x-forwarded-proto'] = this.issuer.protocol.slice(0, -1);
    if (!this.trustProxy) delete req.headers['x-forwarded-for'];
    const url = new URL(req.url ?? '/', 'http://innkeep.invalid');
    if (url.pathname === `${OAUTH_PATH}/authorize`) {
      const cookie = withoutSessionCookie(req.headers.cookie);
      if (cookie === undefined) delete req.headers.cookie;
      else req.headers.cookie = cookie;
      // pms:read is always part of an authorization; pms:write only when asked for and granted.
      if (req.method === 'GET') {
        const scopes = (url.searchParams.get('scope') ?? '').split(' ').filter(Boolean);
        if (!scopes.includes('pms:read')) {
          url.searchParams.set('scope', ['pms:read', ...scopes].join(' '));
          req.url = `${url.pathname}?${url.searchParams}`;
        }
      }
    }
    await this.handler(req, res);
  }
}
