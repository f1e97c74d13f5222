import { WorkspaceMember, WorkspaceMembership } from './workspace-members';

export interface WebUser {
  id: string;
  email: string;
  name: string | null;
}

export interface WebSession {
  user: WebUser;
  /** The workspace the pages act on; null when the user has none. */
  workspaceId: string | null;
  expiresAt: Date;
}

export interface ApiKeyListing {
  id: string;
  name: string;
  displayPrefix: string;
  scopes: string[];
  workspaceIds: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export interface AuthorizedApplication {
  grantId: string;
  clientId: string;
  clientName: string | null;
  redirectHost: string | null;
  workspaceId: string;
  workspaceName: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
}

export interface LinkedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  createdAt: Date;
}

/**
 * What the web pages read and write beyond the account rules: passwords, sessions (stored as the
 * hash of their cookie; the value is returned once, to be set as the cookie), the lists the pages
 * show, and linked social accounts. linkIdentity throws IdentityTakenError for an identity another
 * user holds.
 */
export interface WebAccounts {
  findUserWithPassword(email: string): Promise<(WebUser & { passwordHash: string | null }) | null>;
  findUserById(userId: string): Promise<WebUser | null>;
  findUserByEmail(email: string): Promise<WebUser | null>;
  setPasswordHash(userId: string, passwordHash: string): Promise<void>;
  createSession(userId: string, workspaceId: string | null, ttlSeconds: number): Promise<string>;
  findSession(token: string): Promise<WebSession | null>;
  setSessionWorkspace(token: string, workspaceId: string): Promise<void>;
  deleteSession(token: string): Promise<void>;
  memberships(userId: string): Promise<WorkspaceMembership[]>;
  billingCustomer(workspaceId: string): Promise<string | null>;
  members(workspaceId: string): Promise<WorkspaceMember[]>;
  apiKeys(userId: string): Promise<ApiKeyListing[]>;
  apiKeyOwner(keyId: string): Promise<string | null>;
  authorizedApplications(userId: string): Promise<AuthorizedApplication[]>;
  revokeAuthorization(userId: string, grantId: string): Promise<boolean>;
  findUserByIdentity(issuer: string, subject: string): Promise<WebUser | null>;
  linkIdentity(userId: string, identity: { issuer: string; subject: string; email: string | null }): Promise<void>;
  identities(userId: string): Promise<LinkedIdentity[]>;
}
