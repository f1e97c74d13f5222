import { DomainError, effectiveScopes, hasApiAccess, Principal } from '@innkeep/domain';
import { hashCredential, isWellFormedApiKey, sameHash } from './api-key';
import { CredentialStore } from './credential-store';

export interface CredentialInput {
  /** The raw `Authorization` header value. */
  authorization: string | undefined;
  /** The `showorg` header: which of the key's workspaces to act on. */
  showorg: string | undefined;
}

/** Takes the credential from `Authorization`: the bare key, or `Bearer <key>`. */
export function credentialFromHeader(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const value = authorization.trim();
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  return match ? match[1] : value;
}

const invalid = () => new DomainError('INVALID_CREDENTIAL', 'The credential is malformed, unknown or revoked.');

/**
 * Resolves a credential to a principal. Everything that can change (membership, role, plan,
 * revocation) is read on every call, so a demotion or a revocation bites on the next request.
 */
export class Authenticator {
  constructor(private readonly store: CredentialStore) {}

  async authenticate({ authorization, showorg }: CredentialInput): Promise<Principal> {
    const secret = credentialFromHeader(authorization);
    if (!secret) {
      throw new DomainError('UNAUTHENTICATED', 'Send an API key in the Authorization header (the key alone, or Bearer <key>).');
    }
    if (!isWellFormedApiKey(secret)) throw invalid();
    const hash = hashCredential(secret);
    const key = await this.store.findApiKeyByHash(hash);
    if (!key || key.revoked || !sameHash(key.hash, hash)) throw invalid();

    const workspaceId = showorg?.trim() || key.workspaceIds[0];
    if (!key.workspaceIds.includes(workspaceId)) {
      throw new DomainError('WORKSPACE_FORBIDDEN', 'This key does not hold the workspace named by showorg.', {
        workspaceId,
      });
    }
    const access = await this.store.findAccess(key.userId, workspaceId);
    if (!access) throw new DomainError('INVALID_CREDENTIAL', 'The owner of this key is no longer a member of the workspace.');
    if (!hasApiAccess(access.plan, access.subscriptionStatus)) {
      throw new DomainError(
        'PLAN_NO_API_ACCESS',
        access.subscriptionStatus === 'CANCELED'
          ? 'The subscription of this workspace is canceled, so it has no API access.'
          : `The ${access.plan} plan has no API access; PRO and BUSINESS have.`,
        { plan: access.plan, subscriptionStatus: access.subscriptionStatus },
      );
    }
    this.store.markApiKeyUsed(key.id);
    return {
      credentialId: key.id,
      credentialKind: 'api_key',
      userId: key.userId,
      workspaceId,
      role: access.role,
      scopes: effectiveScopes(key.scopes, access.role),
      plan: access.plan,
      subscriptionStatus: access.subscriptionStatus,
    };
  }
}
