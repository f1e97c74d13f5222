import { Role, SubscriptionState } from '@innkeep/domain';

export interface StoredApiKey {
  id: string;
  userId: string;
  hash: string;
  scopes: string[];
  /** In the order given at creation: the first is the default workspace. */
  workspaceIds: string[];
  revoked: boolean;
}

/** The live membership, and the workspace's subscription as stored (its status now is computed from it). */
export interface WorkspaceAccess extends SubscriptionState {
  role: Role;
  /** A sandbox takes test keys only; live workspaces take live keys only. */
  isSandbox: boolean;
  /** A sandbox's last authenticated use, kept to the hour (the worker removes one unused for 30 days); null for live workspaces. */
  lastUsedAt: Date | null;
}

/** What authentication needs from storage; persistence implements it. */
export interface CredentialStore {
  findApiKeyByHash(hash: string): Promise<StoredApiKey | null>;
  /** The user's live membership and the workspace's subscription; null when not a member. */
  findAccess(userId: string, workspaceId: string): Promise<WorkspaceAccess | null>;
  /** Records use; may be batched or skipped under load. */
  markApiKeyUsed(keyId: string): void;
  /** Records that a sandbox was used now; called at most about once an hour per sandbox, best effort. */
  markSandboxUsed(workspaceId: string): void;
}
