import type { Role } from '@innkeep/contract';

import type { SubscriptionRecord } from '../access/subscription-access';

/** A workspace with its subscription as stored. */
export interface WorkspaceRecord extends SubscriptionRecord {
  id: string;
  name: string;
  timezone: string;
  /** A developer's sandbox (test keys, no channel traffic, Stripe test mode only). */
  isSandbox?: boolean;
}

export interface WorkspaceRepository {
  findById(workspaceId: string): Promise<WorkspaceRecord | null>;
  findUser(userId: string): Promise<{ id: string; email: string; name: string | null } | null>;
  /** The user's role in the workspace; null when they are not a member. */
  memberRole(workspaceId: string, userId: string): Promise<Role | null>;
}
