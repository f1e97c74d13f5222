import { generateApiKey } from '@innkeep/auth';
import type { CreatedSandbox, Repositories, SandboxRepository, SandboxView } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { ID_PREFIX, newId } from '../database/ids';
import { SecretBox } from '../events/secret-box';
import { fillDemoWorkspace } from '../operator/demo-workspace';
import { workspaceTablesInDeleteOrder } from './workspace-tables';

/**
 * What a reset keeps: who may use the sandbox (members, keys, OAuth grants, sessions), its
 * subscription row, what it sent and was sent (events, audit, webhooks and their deliveries, the
 * idempotency records a retry replays) and its connected Stripe test account. Everything else is
 * the demo's data or what was written over it, and goes.
 */
const KEPT_BY_RESET = new Set([
  'memberships',
  'subscriptions',
  'api_keys',
  'api_key_workspaces',
  'oauth_authorizations',
  'oauth_records',
  'web_sessions',
  'idempotency_records',
  'confirmations',
  'events',
  'audit_log',
  'webhook_endpoints',
  'webhook_deliveries',
  'webhook_attempts',
  'billing_events',
  'payment_accounts',
]);

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const SANDBOX_COLUMNS = `w.id, w.name, to_char(w.created_at AT TIME ZONE 'UTC', ${ISO}) AS "createdAt",
       to_char(COALESCE(w.last_used_at, w.created_at) AT TIME ZONE 'UTC', ${ISO}) AS "lastUsedAt"`;

/** The user's sandboxes: the workspaces flagged is_sandbox they are OWNER of ($1 is the user). */
const OWNED = `FROM workspaces w JOIN memberships m ON m.workspace_id = w.id AND m.user_id = $1 AND m.role = 'OWNER' WHERE w.is_sandbox`;

type SandboxRow = Omit<SandboxView, 'isSandbox'>;
const viewOf = (row: SandboxRow): SandboxView => ({ id: row.id, isSandbox: true, name: row.name, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt });

/** Sandboxes are workspaces flagged is_sandbox, each owned by the user who made it. */
export class TypeormSandboxRepository implements SandboxRepository {
  constructor(
    private readonly manager: EntityManager,
    private readonly secrets: SecretBox | undefined,
    /** How a sandbox's demo is written: the repositories over this manager (createRepositories). */
    private readonly repositoriesOf: (manager: EntityManager) => Repositories,
  ) {}

  async countOwned(userId: string): Promise<number> {
    // Two creates at once are taken in turn, so neither passes the limit on the other's count.
    await this.manager.query(`SELECT pg_advisory_xact_lock(hashtext('innkeep:sandboxes:' || $1))`, [userId]);
    const [row] = await this.manager.query(`SELECT count(*)::int AS count ${OWNED}`, [userId]);
    return row.count;
  }

  async create(userId: string, input: { name: string; scopes: readonly string[] }): Promise<CreatedSandbox> {
    const workspaceId = newId(ID_PREFIX.workspace);
    const [workspace] = await this.manager.query(
      `INSERT INTO workspaces (id, name, timezone, is_sandbox, last_used_at) VALUES ($1, $2, 'Europe/Lisbon', true, now())
       RETURNING to_char(created_at AT TIME ZONE 'UTC', ${ISO}) AS "createdAt"`,
      [workspaceId, input.name],
    );
    await this.manager.query(`INSERT INTO memberships (workspace_id, user_id, role) VALUES ($1, $2, 'OWNER')`, [workspaceId, userId]);
    // PRO quotas and features, paid for by nobody: no trial to end, no card to ask for.
    await this.manager.query(`INSERT INTO subscriptions (workspace_id, plan_code, status, trial_ends_at) VALUES ($1, 'PRO', 'ACTIVE', NULL)`, [workspaceId]);
    const key = generateApiKey('test');
    const keyId = newId(ID_PREFIX.apiKey);
    await this.manager.query(`INSERT INTO api_keys (id, workspace_id, user_id, name, key_hash, display_prefix, scopes) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      keyId,
      workspaceId,
      userId,
      `${input.name} (sandbox)`,
      key.hash,
      key.displayPrefix,
      [...input.scopes],
    ]);
    await this.manager.query(`INSERT INTO api_key_workspaces (workspace_id, api_key_id, position) VALUES ($1, $2, 0)`, [workspaceId, keyId]);
    await fillDemoWorkspace(this.manager, workspaceId, { secrets: this.secrets, servedFeeds: false, repositoriesOf: this.repositoriesOf });
    return { id: workspaceId, isSandbox: true, name: input.name, key: key.key, createdAt: workspace.createdAt };
  }

  async list(userId: string): Promise<SandboxView[]> {
    const rows: SandboxRow[] = await this.manager.query(`SELECT ${SANDBOX_COLUMNS} ${OWNED} ORDER BY w.created_at, w.id`, [userId]);
    return rows.map(viewOf);
  }

  async reset(userId: string, sandboxId: string): Promise<SandboxView | null> {
    if (!(await this.lockOwned(userId, sandboxId))) return null;
    for (const table of await workspaceTablesInDeleteOrder(this.manager)) {
      if (!KEPT_BY_RESET.has(table)) await this.manager.query(`DELETE FROM "${table}" WHERE workspace_id = $1`, [sandboxId]);
    }
    await this.manager.query(`UPDATE workspaces SET last_used_at = now() WHERE id = $1`, [sandboxId]);
    await fillDemoWorkspace(this.manager, sandboxId, { secrets: this.secrets, servedFeeds: false, repositoriesOf: this.repositoriesOf });
    const [row] = await this.manager.query(`SELECT ${SANDBOX_COLUMNS} ${OWNED} AND w.id = $2`, [userId, sandboxId]);
    return viewOf(row);
  }

  async delete(userId: string, sandboxId: string): Promise<boolean> {
    if (!(await this.lockOwned(userId, sandboxId))) return false;
    await deleteWorkspaceRows(this.manager, sandboxId);
    return true;
  }

  /** Locks the sandbox's row when the user owns it, so a reset and a delete of one sandbox run one after the other. */
  private async lockOwned(userId: string, sandboxId: string): Promise<boolean> {
    const rows = await this.manager.query(`SELECT w.id ${OWNED} AND w.id = $2 FOR UPDATE OF w`, [userId, sandboxId]);
    return rows.length > 0;
  }
}

/** Left to the workspace row's delete: keys are deleted last, and a session that showed the workspace keeps its user signed in (SET NULL). */
const LEFT_TO_WORKSPACE_ROW = new Set(['api_keys', 'web_sessions']);

/** Deletes a workspace with every row that names it, and its keys. */
export async function deleteWorkspaceRows(manager: EntityManager, workspaceId: string): Promise<void> {
  for (const table of await workspaceTablesInDeleteOrder(manager)) {
    if (!LEFT_TO_WORKSPACE_ROW.has(table)) await manager.query(`DELETE FROM "${table}" WHERE workspace_id = $1`, [workspaceId]);
  }
  await manager.query(`DELETE FROM api_keys WHERE workspace_id = $1`, [workspaceId]);
  await manager.query(`DELETE FROM workspaces WHERE id = $1`, [workspaceId]);
}
