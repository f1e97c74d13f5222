import type { CreatedSandbox, SandboxView } from '@innkeep/contract';

/**
 * A user's sandboxes: workspaces seeded with a copy of the demo season, owned by that user alone.
 * Every method takes the user id: a sandbox of another user is one that does not exist.
 */
export interface SandboxRepository {
  countOwned(userId: string): Promise<number>;
  /** Makes the sandbox (PRO quotas, no subscription), its OWNER membership, its test key with the given scopes, and the demo's copy. */
  create(userId: string, input: { name: string; scopes: readonly string[] }): Promise<CreatedSandbox>;
  list(userId: string): Promise<SandboxView[]>;
  /** Deletes everything but its members, keys, webhooks and history, then seeds the demo again; null when the user owns no such sandbox. */
  reset(userId: string, sandboxId: string): Promise<SandboxView | null>;
  /** Deletes the sandbox with all of its data and keys; false when the user owns no such sandbox. */
  delete(userId: string, sandboxId: string): Promise<boolean>;
}

/** The worker's side of sandboxes: one nobody used for `days` is removed with its data and keys; answers the ids removed. */
export interface UnusedSandboxes {
  removeUnused(days: number): Promise<string[]>;
}
