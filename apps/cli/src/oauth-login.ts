import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

import { CliFailure } from './cli-failure';

/**
 * The CLI's public OAuth client, known to every Innkeep authorization server: no secret, PKCE,
 * a loopback redirect on any port of 127.0.0.1 (RFC 8252).
 */
export const CLI_CLIENT_ID = 'innkeep-cli';
const CALLBACK_PATH = '/callback';
const REQUEST_TIMEOUT_MS = 30_000;
/** How long `innkeep login` waits for the browser to come back. */
export const LOGIN_TIMEOUT_MS = 5 * 60_000;
/** A token this close to its expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;

/** A browser login as stored: tokens and where to refresh and revoke them. */
export interface OAuthLogin {
  accessToken: string;
  refreshToken: string;
  /** ISO instant the access token expires. */
  expiresAt: string;
  scope: string;
  issuer: string;
  tokenEndpoint: string;
  revocationEndpoint: string;
  clientId: string;
  /** The resource indicator the tokens are for (the REST base URL). */
  resource: string;
}

interface ServerMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  revocation_endpoint: string;
}

interface TokenResponse {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
  error?: string;
  error_description?: string;
}

async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new CliFailure(`Could not reach ${url}${cause ? ` (${cause})` : ''}. Is the server running? Use --api-url to point elsewhere.`, {
      code: 'CONNECTION_FAILED',
    });
  }
  const text = await response.text();
  try {
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  } catch {
    throw new CliFailure(`${url} answered ${response.status} with something that is not JSON; is --api-url the Innkeep API (it ends in /public/v1)?`, {
      code: 'INVALID_RESPONSE',
    });
  }
}

/**
 * Where to log in for an API address: GET /status names the authorization server's RFC 8414
 * metadata; the API's RFC 9728 metadata names the resource to ask tokens for.
 */
export async function discoverAuthorizationServer(apiUrl: string): Promise<{ metadata: ServerMetadata; resource: string }> {
  const base = apiUrl.replace(/\/+$/, '');
  const status = await fetchJson<{ authorizationServerMetadataUrl?: unknown }>(`${base}/status`);
  const api = new URL(base);
  const metadataUrl =
    typeof status.body.authorizationServerMetadataUrl === 'string'
      ? status.body.authorizationServerMetadataUrl
      : `${api.origin}/.well-known/oauth-authorization-server`;
  const metadata = await fetchJson<Partial<ServerMetadata>>(metadataUrl);
  const { issuer, authorization_endpoint, token_endpoint, revocation_endpoint } = metadata.body;
  if (metadata.status !== 200 || !issuer || !authorization_endpoint || !token_endpoint || !revocation_endpoint) {
    throw new CliFailure(`The server at ${base} offers no browser login (no OAuth metadata at ${metadataUrl}).`, {
      code: 'NO_BROWSER_LOGIN',
      hint: 'Log in with a key instead: innkeep login --with-api-key.',
    });
  }
  const resourceMetadata = await fetchJson<{ resource?: unknown }>(`${api.origin}/.well-known/oauth-protected-resource${api.pathname}`).catch(() => null);
  const resource = resourceMetadata?.status === 200 && typeof resourceMetadata.body.resource === 'string' ? resourceMetadata.body.resource : base;
  return { metadata: { issuer, authorization_endpoint, token_endpoint, revocation_endpoint }, resource };
}

/** Opens a URL in the system browser: $BROWSER when set, else the platform's opener. */
export function openInBrowser(url: string): Promise<boolean> {
  const custom = process.env.BROWSER?.trim();
  const [command, args] = custom
    ? [custom, [url]]
    : process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url.replace(/&/g, '^&')]]
        : ['xdg-open', [url]];
  return new Promise((resolve) => {
    try {
      const child = spawn(command, args, { stdio: 'ignore', detached: true });
      child.once('error', () => resolve(false));
      child.once('spawn', () => {
        child.unref();
        resolve(true);
      });
    } catch {
      resolve(false);
    }
  });
}

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body style="font:16px system-ui;margin:3rem"><h1>${title}</h1><p>${text}</p></body></html>`;

interface CallbackResult {
  code: string;
  iss: string | null;
}

/** A one-shot HTTP server on 127.0.0.1 and a random port that waits for the authorization response. */
async function loopbackReceiver(state: string): Promise<{ redirectUri: string; result: Promise<CallbackResult>; close(): void }> {
  let settle!: { resolve: (value: CallbackResult) => void; reject: (error: Error) => void };
  const result = new Promise<CallbackResult>((resolve, reject) => (settle = { resolve, reject }));
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== CALLBACK_PATH) {
      response.writeHead(404).end();
      return;
    }
    const answer = (status: number, title: string, text: string) =>
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page(title, text));
    if (url.searchParams.get('state') !== state) {
      answer(400, 'Login failed', 'This answer does not belong to the login the Innkeep CLI started. Run innkeep login again.');
      return;
    }
    const error = url.searchParams.get('error');
    const code = url.searchParams.get('code');
    if (error || !code) {
      answer(400, 'Login cancelled', 'Nothing was stored. You can close this tab.');
      settle.reject(
        new CliFailure(`The login was not completed: ${url.searchParams.get('error_description') ?? error ?? 'no code came back'}.`, {
          code: 'LOGIN_CANCELLED',
        }),
      );
      return;
    }
    answer(200, 'You are logged in', 'The Innkeep CLI is logged in. You can close this tab and return to the terminal.');
    settle.resolve({ code, iss: url.searchParams.get('iss') });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    redirectUri: `http://127.0.0.1:${port}${CALLBACK_PATH}`,
    result,
    close: () => server.close(),
  };
}

function loginFromTokens(
  tokens: TokenResponse,
  context: Omit<OAuthLogin, 'accessToken' | 'refreshToken' | 'expiresAt' | 'scope'>,
  previous?: OAuthLogin,
): OAuthLogin {
  if (!tokens.access_token) throw new CliFailure('The authorization server sent no access token.', { code: 'LOGIN_FAILED' });
  return {
    ...context,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? previous?.refreshToken ?? '',
    expiresAt: new Date(Date.now() + (tokens.expires_in ?? 3600) * 1000).toISOString(),
    scope: tokens.scope ?? previous?.scope ?? '',
  };
}

export interface BrowserLoginOptions {
  apiUrl: string;
  scope: string;
  /** Shows the URL: opens the browser, or prints it. */
  present(url: string): Promise<void>;
  timeoutMs?: number;
}

/**
 * OAuth 2.1 authorization code + PKCE (S256) in the system browser, with the answer coming back
 * to a loopback address on a random port (RFC 8252).
 */
export async function browserLogin(options: BrowserLoginOptions): Promise<OAuthLogin> {
  const { metadata, resource } = await discoverAuthorizationServer(options.apiUrl);
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const receiver = await loopbackReceiver(state);
  try {
    const url = new URL(metadata.authorization_endpoint);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', CLI_CLIENT_ID);
    url.searchParams.set('redirect_uri', receiver.redirectUri);
    url.searchParams.set('scope', options.scope);
    url.searchParams.set('resource', resource);
    url.searchParams.set('state', state);
    url.searchParams.set('code_challenge', createHash('sha256').update(verifier).digest('base64url'));
    url.searchParams.set('code_challenge_method', 'S256');
    await options.present(url.href);

    const timeoutMs = options.timeoutMs ?? LOGIN_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new CliFailure(`No answer from the browser within ${Math.round(timeoutMs / 60_000)} min; nothing was stored.`, { code: 'LOGIN_TIMEOUT' })),
        timeoutMs,
      );
    });
    const callback = await Promise.race([receiver.result, timeout]).finally(() => clearTimeout(timer));
    // RFC 9207: the answer names the server that issued it.
    if (callback.iss !== null && callback.iss !== metadata.issuer) {
      throw new CliFailure(`The answer came from ${callback.iss}, not from ${metadata.issuer}; nothing was stored.`, { code: 'LOGIN_FAILED' });
    }
    const tokens = await fetchJson<TokenResponse>(metadata.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: callback.code,
        redirect_uri: receiver.redirectUri,
        client_id: CLI_CLIENT_ID,
        code_verifier: verifier,
      }).toString(),
    });
    if (tokens.status !== 200) {
      throw new CliFailure(`The authorization server refused the code: ${tokens.body.error_description ?? tokens.body.error ?? tokens.status}.`, {
        code: 'LOGIN_FAILED',
      });
    }
    return loginFromTokens(tokens.body, {
      issuer: metadata.issuer,
      tokenEndpoint: metadata.token_endpoint,
      revocationEndpoint: metadata.revocation_endpoint,
      clientId: CLI_CLIENT_ID,
      resource,
    });
  } finally {
    receiver.close();
  }
}

export function needsRefresh(login: OAuthLogin, now = Date.now()): boolean {
  const expiresAt = Date.parse(login.expiresAt);
  return !Number.isFinite(expiresAt) || expiresAt - EXPIRY_MARGIN_MS <= now;
}

/** New tokens for a stored login (the refresh token rotates); a refusal means logging in again. */
export async function refreshLogin(login: OAuthLogin): Promise<OAuthLogin> {
  const tokens = await fetchJson<TokenResponse>(login.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: login.refreshToken, client_id: login.clientId }).toString(),
  });
  if (tokens.status !== 200) {
    throw new CliFailure('Your browser login has expired or was revoked.', {
      code: 'LOGIN_EXPIRED',
      hint: 'Run `innkeep login` again.',
    });
  }
  return loginFromTokens(tokens.body, login, login);
}

/** Revokes a login at the server (the refresh token, and with it every token of the login). */
export async function revokeLogin(login: OAuthLogin): Promise<void> {
  const answer = await fetchJson<Record<string, unknown>>(login.revocationEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: login.refreshToken || login.accessToken, client_id: login.clientId }).toString(),
  });
  if (answer.status !== 200) throw new CliFailure(`The server did not revoke the login (HTTP ${answer.status}).`, { code: 'REVOKE_FAILED' });
}
