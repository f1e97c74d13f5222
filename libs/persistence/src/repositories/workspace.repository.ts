import type { WorkspaceRecord, WorkspaceRepository } from '@innkeep/domain';
import { EntityManager } from 'typeorm';
import { UserEntity } from '../entities';

export class TypeormWorkspaceRepository implements WorkspaceRepository {
  constructor(private readonly manager: EntityManager) {}

  async findById(workspaceId: string): Promise<WorkspaceRecord | null> {
    const [row] = await this.manager.query(
      `SELECT w.id, w.name, w.timezone, s.plan_code AS plan, s.status, s.trial_ends_at
         FROM workspaces w JOIN subscriptions s ON s.workspace_id = w.id
        WHERE w.id = $1`,
      [workspaceId],
    );
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      timezone: row.timezone,
      plan: row.plan,
      subscriptionStatus: row.status,
      trialEndsAt: row.trial_ends_at,
    };
  }

  async findUser(userId: string): Promise<{ id: string; email: string; name: string | null } | null> {
    const user = await this.manager.getRepository(UserEntity).findOne({ where: { id: userId } });
    return user && { id: user.id, email: user.email, name: user.name };
  }
}
