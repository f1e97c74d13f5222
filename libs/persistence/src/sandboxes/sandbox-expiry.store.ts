import type { UnusedSandboxes } from '@innkeep/domain';
import { DataSource } from 'typeorm';

import { runTransaction } from '../database/transaction';
import { deleteWorkspaceRows } from './sandbox.repository';

/** How many sandboxes one pass removes at most: the next pass takes the rest. */
const BATCH = 20;

/**
 * The worker's side of sandboxes: one unused for `days` (no authenticated request since, as
 * workspaces.last_used_at keeps it to the hour; its creation or reset counts as a use) is removed
 * with all of its data and keys, each in its own transaction. Every worker may run it.
 */
export class SandboxExpiryStore implements UnusedSandboxes {
  constructor(private readonly dataSource: DataSource) {}

  async removeUnused(days: number): Promise<string[]> {
    const due: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM workspaces WHERE is_sandbox AND last_used_at < now() - make_interval(days => $1) ORDER BY last_used_at LIMIT $2`,
      [days, BATCH],
    );
    const removed: string[] = [];
    for (const { id } of due) {
      const gone = await runTransaction(this.dataSource, async (manager) => {
        // Checked again under the row's lock: a request may have used it since the list was read.
        const [still] = await manager.query(
          `SELECT id FROM workspaces WHERE id = $1 AND is_sandbox AND last_used_at < now() - make_interval(days => $2) FOR UPDATE SKIP LOCKED`,
          [id, days],
        );
        if (!still) return false;
        await deleteWorkspaceRows(manager, id);
        return true;
      });
      if (gone) removed.push(id);
    }
    return removed;
  }
}
