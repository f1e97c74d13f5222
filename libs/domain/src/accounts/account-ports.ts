import type { Plan, Role, Scope, SubscriptionStatus } from '@innkeep/contract';

/** A subscription's state as the account rules read and write it. */
export interface StoredSubscription {
  plan: Plan;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
}

/**
 * The records the account rules read and write, inside one transaction (persistence implements it
 * over PostgreSQL; the unit tests over a fake). It stores and finds; it decides nothing.
 */
export interface AccountStore {
  findUserByEmail(email: string): Promise<{ id: string; email: string } | null>;
  /** The new user's id, or null when another user holds the address (a concurrent sign-up included). */
  insertUser(user: { email: string; name: string | null }): Promise<string | null>;
  setPasswordHash(userId: string, passwordHash: string): Promise<void>;
  linkIdentity(userId: string, identity: { issuer: string; subject: string; email: string | null }): Promise<void>;
  /** Marks the user's one trial used; false when it was used already (taken in turn under the user's lock). */
  claimTrial(userId: string): Promise<boolean>;
  /** A workspace with its OWNER's membership and its subscription; answers its id. */
  insertWorkspace(workspace: { name: string; timezone: string; ownerId: string; subscription: StoredSubscription }): Promise<string>;

  /** Locks the workspace's memberships until the transaction ends, so member changes run one after the other; false when there is no such workspace. */
  lockMemberships(workspaceId: string): Promise<boolean>;
  ownerIds(workspaceId: string): Promise<string[]>;
  /** Adds the membership, or changes its role. */
  putMembership(workspaceId: string, userId: string, role: Role): Promise<void>;
  /** False when there was no such membership. */
  deleteMembership(workspaceId: string, userId: string): Promise<boolean>;
  /** Of these workspace ids, the ones that exist, and whether each is a sandbox. */
  findWorkspaces(workspaceIds: string[]): Promise<{ id: string; isSandbox: boolean }[]>;
  workspaceExists(workspaceId: string): Promise<boolean>;
  /** Of these workspace ids, the ones the user is a member of. */
  memberOf(userId: string, workspaceIds: string[]): Promise<string[]>;

  /** Stores a key (its hash, never the key); the first workspace is its default. Answers its id. */
  insertApiKey(key: { userId: string; name: string; keyHash: string; displayPrefix: string; scopes: Scope[]; workspaceIds: string[] }): Promise<string>;
  /** The key, locked until the transaction ends; null when there is none. */
  lockApiKey(keyId: string): Promise<{ revokedAt: Date | null } | null>;
  revokeApiKey(keyId: string): Promise<void>;

  /** Takes the workspace's write lock, the one every change of its event feed takes first. */
  lockFeed(workspaceId: string): Promise<void>;
  subscriptionOf(workspaceId: string): Promise<StoredSubscription | null>;
  insertSubscription(workspaceId: string, subscription: StoredSubscription): Promise<void>;
  /** Changes what is given, and records `workspace.subscription_changed` when the status or the plan moved. */
  changeSubscription(workspaceId: string, change: { plan?: Plan; status?: SubscriptionStatus; trialEndsAt?: Date }): Promise<void>;
}

/** Runs work in one transaction over an AccountStore of it. */
export type AccountTransactions = <T>(work: (store: AccountStore) => Promise<T>) => Promise<T>;

/** Makes a new API key: the whole key (shown once), its hash and the prefix shown in lists. */
export type ApiKeyMint = (kind: 'live' | 'test') => { key: string; hash: string; displayPrefix: string };
