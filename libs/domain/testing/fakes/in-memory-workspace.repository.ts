import type { Role, WorkspaceRecord, WorkspaceRepository } from '../../src';
import type { CallLog } from '../call-log';
import { deepCopy } from '../deep-copy';
import type { InMemoryDatabase } from '../in-memory-database';

export class InMemoryWorkspaceRepository implements WorkspaceRepository {
  constructor(
    private readonly db: InMemoryDatabase,
    private readonly log: CallLog,
  ) {}

  async findById(workspaceId: string): Promise<WorkspaceRecord | null> {
    this.log.record('workspaces.findById', [workspaceId]);
    const workspace = this.db.tables.workspaces.get(workspaceId);
    return workspace ? deepCopy(workspace) : null;
  }

  async findUser(userId: string): Promise<{ id: string; email: string; name: string | null } | null> {
    this.log.record('workspaces.findUser', [userId]);
    const user = this.db.tables.users.get(userId);
    return user ? deepCopy(user) : null;
  }

  async memberRole(workspaceId: string, userId: string): Promise<Role | null> {
    this.log.record('workspaces.memberRole', [workspaceId, userId]);
    return this.db.tables.memberships.get(`${workspaceId} ${userId}`)?.role ?? null;
  }
}
