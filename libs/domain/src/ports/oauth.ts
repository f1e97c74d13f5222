import type { WebAccounts } from '../accounts/web-accounts';

/** One record of the authorization server (a client, grant, session, code or token), as oidc-provider hands it over. */
export type OAuthPayload = Record<string, unknown>;

/** What the user chose on the consent page for a grant. */
export interface NewAuthorization {
  grantId: string;
  userId: string;
  workspaceId: string;
  clientId: string;
  clientName: string | null;
  redirectHost: string | null;
  scopes: string[];
  resources: string[];
}

/**
 * The authorization server's records, one kind per oidc-provider model, keyed so that a database
 * read never yields a usable code or token; and the authorizations the consent page records.
 */
export interface OAuthRecords {
  upsert(model: string, id: string, payload: OAuthPayload, expiresInSeconds?: number): Promise<void>;
  find(model: string, id: string): Promise<OAuthPayload | undefined>;
  findByUid(model: string, uid: string): Promise<OAuthPayload | undefined>;
  consume(model: string, id: string): Promise<void>;
  destroy(model: string, id: string): Promise<void>;
  revokeByGrantId(model: string, grantId: string): Promise<void>;
  createAuthorization(authorization: NewAuthorization): Promise<void>;
}

/** The user a token is issued to, as its ID token's claims name them. */
export type OAuthAccounts = Pick<WebAccounts, 'findUserById'>;

/** Secrets shared by every instance (signing keys, cookie keys), made by the first that needs one and stored encrypted. */
export interface ServerSecrets {
  /** The secret under this name; `create` makes it when there is none yet, and the first writer wins. */
  getOrCreate<T>(name: string, create: () => T): Promise<T>;
  /** Encrypts the rows an earlier version left in clear; answers how many. */
  encryptRowsInClear(): Promise<number>;
}
