import type { Role, SubscriptionRecord, WorkspaceRecord, WorkspaceRepository } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { UserEntity } from '../entities';

/** Over `subscriptions s`: every column of a SubscriptionRecord. */
export const SUBSCRIPTION_SELECT = `s.plan_code, s.status, s.trial_ends_at, s.past_due_since, s.stripe_subscription_id IS NOT NULL AS billed,
       s.current_period_end, s.cancel_at_period_end, s.card_brand, s.card_last4`;

export function subscriptionRecordOf(row: Record<string, any>): SubscriptionRecord {
  return {
    plan: row.plan_code,
    subscriptionStatus: row.status,
    trialEndsAt: row.trial_ends_at,
    pastDueSince: row.past_due_since,
    billedByProcessor: row.billed,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
  };
}

export class TypeormWorkspaceRepository implements WorkspaceRepository {
  constructor(private readonly manager: EntityManager) {}

  async findById(workspaceId: string): Promise<WorkspaceRecord | null> {
    const [row] = await this.manager.query(
      `SELECT w.id, w.name, w.timezone, w.is_sandbox, ${SUBSCRIPTION_SELECT}
         FROM workspaces w JOIN subscriptions s ON s.workspace_id = w.id
        WHERE w.id = $1`,
      [workspaceId],
    );
    if (!row) return null;
    return { id: row.id, name: row.name, timezone: row.timezone, isSandbox: row.is_sandbox, ...subscriptionRecordOf(row) };
  }

  async findUser(userId: string): Promise<{ id: string; email: string; name: string | null } | null> {
    const user = await this.manager.getRepository(UserEntity).findOne({ where: { id: userId } });
    return user && { id: user.id, email: user.email, name: user.name };
  }

  async memberRole(workspaceId: string, userId: string): Promise<Role | null> {
    const [row] = await this.manager.query(`SELECT role FROM memberships WHERE workspace_id = $1 AND user_id = $2`, [workspaceId, userId]);
    return row?.role ?? null;
  }
}
