import type { LapsedSiteHold, SiteHolds } from '@innkeep/domain';
import { DataSource } from 'typeorm';

const LAPSED = `status = 'PROVISIONAL' AND hold_expires_at IS NOT NULL AND hold_expires_at <= now() AND paid_amount_minor = 0`;

/** Finds the website holds to cancel (docs/contract.md#website), and sets how long one holds. */
export class SiteHoldStore implements SiteHolds {
  constructor(private readonly dataSource: DataSource) {}

  /** The lapsed holds of every workspace, oldest first: the worker's hold clock. */
  async lapsed(batch = 100): Promise<LapsedSiteHold[]> {
    const rows: { workspace_id: string; id: string }[] = await this.dataSource.query(
      `SELECT workspace_id, id FROM reservations WHERE ${LAPSED} ORDER BY hold_expires_at LIMIT $1`,
      [batch],
    );
    return rows.map((row) => ({ workspaceId: row.workspace_id, reservationId: row.id }));
  }

  /** The lapsed holds on a unit's nights: a site ends them before it reads or books the unit, whatever the clock's schedule. */
  async lapsedOnUnit(workspaceId: string, unitId: string, batch = 20): Promise<LapsedSiteHold[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM reservations WHERE workspace_id = $1 AND unit_id = $2 AND ${LAPSED} ORDER BY hold_expires_at LIMIT $3`,
      [workspaceId, unitId, batch],
    );
    return rows.map((row) => ({ workspaceId, reservationId: row.id }));
  }

  /** Whether this reservation is a lapsed hold. */
  async isLapsed(workspaceId: string, reservationId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM reservations WHERE workspace_id = $1 AND id = $2 AND ${LAPSED}`, [
      workspaceId,
      reservationId,
    ]);
    return rows.length > 0;
  }

  /**
   * Holds a PROVISIONAL website booking until `until` instead: the short hold of a booking whose
   * deposit is being paid online. Answers false when it is no longer a PROVISIONAL hold.
   */
  async holdUntil(workspaceId: string, reservationId: string, until: Date): Promise<boolean> {
    const [, changed] = await this.dataSource.query(
      `UPDATE reservations SET hold_expires_at = $3 WHERE workspace_id = $1 AND id = $2 AND status = 'PROVISIONAL' AND hold_expires_at IS NOT NULL`,
      [workspaceId, reservationId, until],
    );
    return changed > 0;
  }
}
