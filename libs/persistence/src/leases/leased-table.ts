import { randomUUID } from 'node:crypto';

import { DataSource } from 'typeorm';

/** A table whose rows workers lease, one worker a row at a time, and the columns that hold the lease. */
export interface LeasedTableShape {
  table: string;
  /** When the lease ends; NULL while nobody holds the row. */
  until: string;
  /** The holder's claim token, checked by each of the holder's writes. */
  token: string;
  /** When the row was last given back: the one served longest ago is handed out first. */
  servedAt: string;
  /** Which rows have work due, as a condition over the alias `x`; `$1`-`$3` are the claim's own. */
  due: string;
  /** What a claim answers of each row, over the alias `t`. */
  returning: string;
}

/**
 * The lease queue the worker's senders share (webhook endpoints, channel connections): a claim
 * leases the rows served longest ago that have work due and nobody holds, skipping rows another
 * claim is taking at the same moment, under a token of its own; every write of the holder runs
 * behind `holderCte`, which is empty once the lease was taken over, so a worker that stalled past
 * its lease changes nothing; giving a row back clears the lease only while the token still holds.
 */
export class LeasedTable<Row> {
  private readonly claimSql: string;
  private readonly releaseSql: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly shape: LeasedTableShape,
  ) {
    const { table, until, token, servedAt, due, returning } = shape;
    this.claimSql = `UPDATE ${table} t SET ${until} = now() + make_interval(secs => $2), ${token} = $3
       WHERE (t.workspace_id, t.id) IN (
         SELECT x.workspace_id, x.id FROM ${table} x
          WHERE (x.${until} IS NULL OR x.${until} < now()) AND ${due}
          ORDER BY x.${servedAt} NULLS FIRST, x.workspace_id, x.id
          LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING ${returning}`;
    this.releaseSql = `UPDATE ${table} SET ${until} = NULL, ${token} = NULL, ${servedAt} = now() WHERE workspace_id = $1 AND id = $2 AND ${token} = $3`;
  }

  /** Leases up to `limit` rows for `leaseSeconds`: the rows as `returning` reads them, and the claim's token. */
  async claim(limit: number, leaseSeconds: number): Promise<{ rows: Row[]; leaseToken: string }> {
    const leaseToken = randomUUID();
    const [rows] = (await this.dataSource.query(this.claimSql, [limit, leaseSeconds, leaseToken])) as [Row[], number];
    return { rows, leaseToken };
  }

  /** Gives the row back, unless its lease was taken over meanwhile: then it is the new holder's. */
  async release(held: HeldRow): Promise<void> {
    await this.dataSource.query(this.releaseSql, [held.workspaceId, held.id, held.leaseToken]);
  }

  /**
   * Keeps a claimed row from being handed out for `seconds`, under no holder: for a row that cannot
   * be served now (its secret does not open). `alsoSet` adds assignments, with `$4` onwards as `more`.
   */
  async holdFor(workspaceId: string, id: string, seconds: number, alsoSet = '', more: unknown[] = []): Promise<void> {
    const { table, until } = this.shape;
    await this.dataSource.query(
      `UPDATE ${table} SET ${until} = now() + make_interval(secs => $3)${alsoSet ? `, ${alsoSet}` : ''} WHERE workspace_id = $1 AND id = $2`,
      [workspaceId, id, seconds, ...more],
    );
  }

  /**
   * `holder AS (…)`: the row, locked, while `$1` workspace, `$2` id and `$3` token still hold its
   * lease; the first CTE of each of the holder's writes, which change nothing once it is empty.
   */
  holderCte(): string {
    return `holder AS (SELECT workspace_id, id FROM ${this.shape.table} WHERE workspace_id = $1 AND id = $2 AND ${this.shape.token} = $3 FOR UPDATE)`;
  }

  /** Runs one of the holder's writes (`WITH holder AS (…)` then `statement`, `$4` onwards as `more`); answers whether it returned a row. */
  async asHolder(held: HeldRow, statement: string, more: unknown[] = []): Promise<boolean> {
    const [rows] = (await this.dataSource.query(`WITH ${this.holderCte()}${statement}`, [held.workspaceId, held.id, held.leaseToken, ...more])) as [
      unknown[],
      number,
    ];
    return rows.length > 0;
  }
}

/** What a holder names its lease by. */
export interface HeldRow {
  workspaceId: string;
  id: string;
  leaseToken: string;
}
