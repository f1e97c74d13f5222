/**
 * OAuth 2.1 tokens as the resource servers see them. The authorization server (the api app, on
 * oidc-provider) issues opaque tokens and stores only their hash; checking one needs nothing of
 * the authorization server's library, only this port, so the MCP surface can change SDKs freely.
 */
export const ACCESS_TOKEN_PREFIX = 'iko_';
export const REFRESH_TOKEN_PREFIX = 'ikr_';

/** 256 random bits in base64url after the prefix (oidc-provider's opaque format). */
const ACCESS_TOKEN_PATTERN = new RegExp(`^${ACCESS_TOKEN_PREFIX}[A-Za-z0-9_-]{40,100}$`);

export function looksLikeAccessToken(candidate: string): boolean {
  return candidate.startsWith(ACCESS_TOKEN_PREFIX);
}

export function isWellFormedAccessToken(candidate: string): boolean {
  return ACCESS_TOKEN_PATTERN.test(candidate);
}

/** An access token as stored: bound to a user, one workspace, scopes and audiences. */
export interface StoredAccessToken {
  /**
   * The stable id of the grant behind the token: refreshed tokens keep it, so quotas and
   * idempotency records follow the authorization, not each short-lived token.
   */
  grantId: string;
  clientId: string;
  userId: string;
  workspaceId: string;
  scopes: string[];
  /** The resource indicators (RFC 8707) the token was issued for. */
  audiences: string[];
  expiresAt: Date;
}

/** What token checking needs from storage; persistence implements it. */
export interface AccessTokenStore {
  /** The live token with this hash (not expired, its grant not revoked), else null. */
  findAccessTokenByHash(hash: string): Promise<StoredAccessToken | null>;
  /** Records use of the grant; may be batched or skipped under load. */
  markGrantUsed(grantId: string): void;
}

/** The principal's credential id for a token: one per grant, never the token itself. */
export function oauthCredentialId(grantId: string): string {
  return `grant_${grantId}`;
}
