import { Role } from '@innkeep/contract';

import { SubscriptionRecord } from '../access/subscription-access';

/** A workspace of the user's, with its subscription as stored (`currentStatus` tells it now). */
export interface WorkspaceMembership extends SubscriptionRecord {
  workspaceId: string;
  name: string;
  role: Role;
}

/** A member of a workspace, as the members page and the task board list them. */
export interface WorkspaceMember {
  userId: string;
  email: string;
  name: string | null;
  role: Role;
}
