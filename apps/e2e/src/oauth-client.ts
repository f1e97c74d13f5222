import { randomBytes } from 'node:crypto';

import { pkcePair } from './web-client';

/** What an OAuth client reads from the authorization server's RFC 8414 metadata. */
export interface ServerMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  registration_endpoint: string;
  revocation_endpoint: string;
  [field: string]: unknown;
}

export interface RegisteredClient {
  client_id: string;
  client_name?: string;
  redirect_uris: string[];
  [field: string]: unknown;
}

export interface TokenAnswer {
  status: number;
  body: {
    access_token?: string;
    refresh_token?: string;
    token_type?: string;
    expires_in?: number;
    scope?: string;
    error?: string;
    error_description?: string;
  };
}

export async function serverMetadata(origin: string): Promise<ServerMetadata> {
  const response = await fetch(`${origin}/.well-known/oauth-authorization-server`);
  if (!response.ok) throw new Error(`metadata answered ${response.status}`);
  return (await response.json()) as ServerMetadata;
}

/** RFC 7591: a public client (no secret) with one loopback redirect URI. */
export async function registerPublicClient(
  metadata: ServerMetadata,
  clientName: string,
  redirectUri = `http://127.0.0.1:${40000 + Math.floor(Math.random() * 20000)}/callback`,
): Promise<RegisteredClient> {
  const response = await fetch(metadata.registration_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: clientName,
      redirect_uris: [redirectUri],
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    }),
  });
  const body = (await response.json()) as RegisteredClient;
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  verifier: string;
  redirectUri: string;
}

/** An authorization request with PKCE (S256) and a state, for a resource and scopes. */
export function authorizationRequest(
  metadata: ServerMetadata,
  client: RegisteredClient,
  options: { scope?: string; resource?: string; redirectUri?: string } = {},
): AuthorizationRequest {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const redirectUri = options.redirectUri ?? client.redirect_uris[0];
  const url = new URL(metadata.authorization_endpoint);
  url.searchParams.set('client_id', client.client_id);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', redirectUri);
  if (options.scope !== undefined) url.searchParams.set('scope', options.scope);
  if (options.resource) url.searchParams.set('resource', options.resource);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return { url: url.href, state, verifier, redirectUri };
}

export async function tokenRequest(metadata: ServerMetadata, params: Record<string, string>): Promise<TokenAnswer> {
  const response = await fetch(metadata.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  });
  return { status: response.status, body: (await response.json()) as TokenAnswer['body'] };
}

export function exchangeCode(
  metadata: ServerMetadata,
  client: RegisteredClient,
  code: string,
  request: AuthorizationRequest,
  verifier = request.verifier,
): Promise<TokenAnswer> {
  return tokenRequest(metadata, {
    grant_type: 'authorization_code',
    client_id: client.client_id,
    code,
    redirect_uri: request.redirectUri,
    code_verifier: verifier,
  });
}

export function refreshTokens(metadata: ServerMetadata, client: RegisteredClient, refreshToken: string): Promise<TokenAnswer> {
  return tokenRequest(metadata, { grant_type: 'refresh_token', client_id: client.client_id, refresh_token: refreshToken });
}

export async function revokeToken(metadata: ServerMetadata, client: RegisteredClient, token: string): Promise<number> {
  const response = await fetch(metadata.revocation_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, client_id: client.client_id }).toString(),
  });
  await response.arrayBuffer();
  return response.status;
}
