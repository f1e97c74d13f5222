import { accessRefusal, currentStatus, DomainError, effectiveScopes, Principal } from '@innkeep/domain';

import { hashCredential, isTestApiKey, isWellFormedApiKey, sameHash } from './api-key';
import { CredentialStore } from './credential-store';
import { AccessTokenStore, isWellFormedAccessToken, looksLikeAccessToken, oauthCredentialId } from './oauth-token';

export interface CredentialInput {
  /** The raw `Authorization` header value. */
  authorization: string | undefined;
  /** The `showorg` header: which of the key's workspaces to act on. */
  showorg: string | undefined;
  /**
   * The resource this request is for (the REST base URL or the MCP URL). An OAuth access token is
   * accepted only when it was issued for it (RFC 8707); without it, tokens are refused.
   */
  audience?: string;
}

export interface ParsedAuthorization {
  /** `bearer` when sent as `Bearer <credential>`, `bare` when the header is the credential alone. */
  scheme: 'bearer' | 'bare';
  credential: string;
}

/** Splits the `Authorization` header: `Bearer <credential>`, or the credential alone. */
export function parseAuthorization(authorization: string | undefined): ParsedAuthorization | null {
  if (!authorization) return null;
  const value = authorization.trim();
  if (!value) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  return match ? { scheme: 'bearer', credential: match[1] } : { scheme: 'bare', credential: value };
}

/** Takes the credential from `Authorization`: the bare key, or `Bearer <key>`. */
export function credentialFromHeader(authorization: string | undefined): string | null {
  return parseAuthorization(authorization)?.credential ?? null;
}

/**
 * The credential of `Authorization` when it has the shape of one we issue (a key whose checksum
 * matches, an access token of the right form), else null: a typo or garbage is told apart from a
 * credential that may be real without touching the database.
 */
export function wellFormedCredentialOf(authorization: string | undefined): string | null {
  const parsed = parseAuthorization(authorization);
  if (!parsed) return null;
  const wellFormed = looksLikeAccessToken(parsed.credential)
    ? parsed.scheme === 'bearer' && isWellFormedAccessToken(parsed.credential)
    : isWellFormedApiKey(parsed.credential);
  return wellFormed ? parsed.credential : null;
}

/** A sandbox's use is written at most this often: enough to tell one unused for 30 days. */
export const SANDBOX_USE_RESOLUTION_MS = 60 * 60 * 1000;

const invalid = (message = 'The credential is malformed, unknown or revoked.') => new DomainError('INVALID_CREDENTIAL', message);

const sandboxMismatch = (testKey: boolean, workspaceId: string, isSandbox: boolean) =>
  new DomainError(
    'SANDBOX_MISMATCH',
    testKey
      ? 'This is a test key (ikp_test_…): it works on sandboxes only, and this workspace is live. Use a live key.'
      : 'This workspace is a sandbox: it takes its test keys (ikp_test_…) only. Use the key POST /sandboxes answered, or a new sandbox.',
    { workspaceId, isSandbox },
  );

/** What a credential holds before the live membership narrows it. */
interface Holder {
  id: string;
  kind: Principal['credentialKind'];
  userId: string;
  scopes: readonly string[];
  /** For an API key: whether it is a test key (`ikp_test_…`), which works on sandboxes only. */
  testKey?: boolean;
}

/**
 * Resolves a credential (an API key, or an OAuth access token sent as Bearer) to a principal.
 * Everything that can change (membership, role, plan, subscription, revocation) is read on every
 * call, so a demotion, a revocation or a trial's end bites on the next request.
 */
export class Authenticator {
  constructor(
    private readonly store: CredentialStore,
    private readonly tokens?: AccessTokenStore,
  ) {}

  async authenticate({ authorization, showorg, audience }: CredentialInput): Promise<Principal> {
    const parsed = parseAuthorization(authorization);
    if (!parsed) {
      throw new DomainError(
        'UNAUTHENTICATED',
        'Send an API key in the Authorization header (the key alone, or Bearer <key>), or an OAuth access token as Bearer <token>.',
      );
    }
    if (looksLikeAccessToken(parsed.credential)) return this.authenticateToken(parsed, showorg, audience);

    const secret = parsed.credential;
    if (!isWellFormedApiKey(secret)) throw invalid();
    const hash = hashCredential(secret);
    const key = await this.store.findApiKeyByHash(hash);
    if (!key || key.revoked || !sameHash(key.hash, hash)) throw invalid();

    const workspaceId = showorg?.trim() || key.workspaceIds[0];
    const testKey = isTestApiKey(secret);
    if (!key.workspaceIds.includes(workspaceId)) {
      // A workspace of the key's own owner, of the other kind: say which key it takes. Any other
      // workspace answers the same whether or not it exists.
      const access = await this.store.findAccess(key.userId, workspaceId);
      if (access && (access.isSandbox === true) !== testKey) throw sandboxMismatch(testKey, workspaceId, access.isSandbox === true);
      throw new DomainError('WORKSPACE_FORBIDDEN', 'This key does not hold the workspace named by showorg.', {
        workspaceId,
      });
    }
    const principal = await this.principalFor({ id: key.id, kind: 'api_key', userId: key.userId, scopes: key.scopes, testKey }, workspaceId);
    this.store.markApiKeyUsed(key.id);
    return principal;
  }

  private async authenticateToken(parsed: ParsedAuthorization, showorg: string | undefined, audience: string | undefined): Promise<Principal> {
    if (parsed.scheme !== 'bearer') throw invalid('Send an OAuth access token as Bearer <token>.');
    if (!this.tokens || !isWellFormedAccessToken(parsed.credential)) throw invalid();
    const token = await this.tokens.findAccessTokenByHash(hashCredential(parsed.credential));
    if (!token || token.expiresAt.getTime() <= Date.now()) throw invalid('The access token is unknown, expired or revoked.');
    if (!audience || !token.audiences.includes(audience)) {
      throw invalid(
        `This access token was issued for ${token.audiences.join(', ') || 'another resource'}, not for ${audience ?? 'this server'}; request a token with resource=${audience ?? 'its address'}.`,
      );
    }
    const workspaceId = showorg?.trim() || token.workspaceId;
    if (workspaceId !== token.workspaceId) {
      throw new DomainError('WORKSPACE_FORBIDDEN', 'This access token was granted for another workspace than the one showorg names.', {
        workspaceId,
      });
    }
    const principal = await this.principalFor(
      { id: oauthCredentialId(token.grantId), kind: 'oauth_token', userId: token.userId, scopes: token.scopes },
      workspaceId,
    );
    this.tokens.markGrantUsed(token.grantId);
    return principal;
  }

  private async principalFor(holder: Holder, workspaceId: string): Promise<Principal> {
    const access = await this.store.findAccess(holder.userId, workspaceId);
    if (!access) {
      throw new DomainError(
        'INVALID_CREDENTIAL',
        holder.kind === 'api_key'
          ? 'The owner of this key is no longer a member of the workspace.'
          : 'The user who authorized this application is no longer a member of the workspace.',
      );
    }
    // The one place keys meet workspaces: a test key never reaches live data, nor a live key a sandbox.
    // A store that says nothing of sandboxes (an older fake, a test double) holds live workspaces.
    const isSandbox = access.isSandbox === true;
    if (holder.testKey !== undefined && holder.testKey !== isSandbox) throw sandboxMismatch(holder.testKey, workspaceId, isSandbox);
    const now = new Date();
    const refusal = accessRefusal(access, now);
    if (refusal) throw refusal;
    if (isSandbox && (!access.lastUsedAt || now.getTime() - access.lastUsedAt.getTime() >= SANDBOX_USE_RESOLUTION_MS)) this.store.markSandboxUsed(workspaceId);
    return {
      credentialId: holder.id,
      credentialKind: holder.kind,
      userId: holder.userId,
      workspaceId,
      role: access.role,
      scopes: effectiveScopes(holder.scopes, access.role),
      plan: access.plan,
      subscriptionStatus: currentStatus(access, now),
    };
  }
}
