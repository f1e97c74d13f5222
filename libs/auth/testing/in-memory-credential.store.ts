import type { Scope } from '@innkeep/domain';

import { generateApiKey } from '../src/api-key';
import type { CredentialStore, StoredApiKey, WorkspaceAccess } from '../src/credential-store';

/** Keys by hash and memberships by user and workspace, as the credential tables hold them. */
export class InMemoryCredentialStore implements CredentialStore {
  private readonly keys = new Map<string, StoredApiKey>();
  private readonly access = new Map<string, WorkspaceAccess>();
  /** Keys whose use was recorded, in order. */
  readonly used: string[] = [];
  /** Sandboxes whose use was recorded, in order. */
  readonly sandboxesUsed: string[] = [];
  /** Lookups made, so a test can state that a request never reached storage. */
  lookups = 0;

  /** A new key (the secret, shown once) over these workspaces, the first being its default. */
  addApiKey(options: { userId: string; workspaceIds: string[]; scopes?: Scope[]; test?: boolean }): { id: string; key: string } {
    const { key, hash } = generateApiKey(options.test ? 'test' : 'live');
    const id = `key_${hash.slice(0, 12)}`;
    this.keys.set(hash, {
      id,
      userId: options.userId,
      hash,
      scopes: options.scopes ?? ['pms:read', 'pms:write'],
      workspaceIds: options.workspaceIds,
      revoked: false,
    });
    return { id, key };
  }

  revoke(keyId: string): void {
    for (const stored of this.keys.values()) if (stored.id === keyId) stored.revoked = true;
  }

  /** Makes the user a member of the workspace (or changes the membership); null removes it. */
  setAccess(userId: string, workspaceId: string, access: Partial<WorkspaceAccess> | null): void {
    const key = `${userId} ${workspaceId}`;
    if (access === null) this.access.delete(key);
    else
      this.access.set(key, {
        role: 'OWNER',
        plan: 'PRO',
        subscriptionStatus: 'ACTIVE',
        trialEndsAt: null,
        pastDueSince: null,
        billedByProcessor: false,
        isSandbox: false,
        lastUsedAt: null,
        ...this.access.get(key),
        ...access,
      });
  }

  async findApiKeyByHash(hash: string): Promise<StoredApiKey | null> {
    this.lookups += 1;
    const stored = this.keys.get(hash);
    return stored ? { ...stored, scopes: [...stored.scopes], workspaceIds: [...stored.workspaceIds] } : null;
  }

  async findAccess(userId: string, workspaceId: string): Promise<WorkspaceAccess | null> {
    this.lookups += 1;
    const access = this.access.get(`${userId} ${workspaceId}`);
    return access ? { ...access } : null;
  }

  markApiKeyUsed(keyId: string): void {
    this.used.push(keyId);
  }

  markSandboxUsed(workspaceId: string): void {
    this.sandboxesUsed.push(workspaceId);
  }
}
