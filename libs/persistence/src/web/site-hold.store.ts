import { DataSource } from 'typeorm';

/** A PROVISIONAL website booking, nothing paid, whose time for the host to confirm it has passed. */
export interface LapsedSiteHold {
  workspaceId: string;
  reservationId: string;
}

/** Finds the website holds the worker's hold clock cancels (docs/contract.md#website). */
export class SiteHoldStore {
  constructor(private readonly dataSource: DataSource) {}

  async lapsed(batch = 100): Promise<LapsedSiteHold[]> {
    const rows: { workspace_id: string; id: string }[] = await this.dataSource.query(
      `SELECT workspace_id, id FROM reservations
        WHERE status = 'PROVISIONAL' AND hold_expires_at IS NOT NULL AND hold_expires_at <= now() AND paid_amount_minor = 0
        ORDER BY hold_expires_at LIMIT $1`,
      [batch],
    );
    return rows.map((row) => ({ workspaceId: row.workspace_id, reservationId: row.id }));
  }
}
