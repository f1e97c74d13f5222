import type { ChannelSchedule, DueConnection } from '@innkeep/domain';
import { DataSource } from 'typeorm';

/**
 * The scheduler's side of channel synchronisation: which connections are due. A claim pushes the
 * connection's next_sync_at one lease ahead in the same statement (rows already claimed by another
 * worker are skipped), so any number of workers never pull one connection twice; the
 * synchronisation then sets the real next time, and a worker that died lets the lease run out.
 * Sandboxes' connections are never due.
 */
export class ChannelScheduleStore implements ChannelSchedule {
  constructor(private readonly dataSource: DataSource) {}

  async claimDue(limit: number, leaseSeconds: number): Promise<DueConnection[]> {
    // An UPDATE answers [rows, affected count] through TypeORM.
    const [rows]: [{ workspace_id: string; id: string }[], number] = await this.dataSource.query(
      `UPDATE channel_connections c SET next_sync_at = now() + make_interval(secs => $2)
         FROM (SELECT workspace_id, id FROM channel_connections
                WHERE status <> 'DISCONNECTED' AND next_sync_at <= now()
                  -- A sandbox's connections are never pulled: its data is the demo's copy.
                  AND NOT EXISTS (SELECT 1 FROM workspaces w WHERE w.id = channel_connections.workspace_id AND w.is_sandbox)
                  -- iCal connections on their schedule; any connection whose synchronisation was asked
                  -- for (RUNNING too: its worker died, and the claim's lease has run out since).
                  AND (method = 'ICAL' OR sync_request->>'status' IN ('QUEUED', 'RUNNING'))
                ORDER BY next_sync_at LIMIT $1
                FOR UPDATE SKIP LOCKED) due
        WHERE c.workspace_id = due.workspace_id AND c.id = due.id
        RETURNING c.workspace_id, c.id`,
      [limit, leaseSeconds],
    );
    return rows.map((row) => ({ workspaceId: row.workspace_id, connectionId: row.id }));
  }
}
