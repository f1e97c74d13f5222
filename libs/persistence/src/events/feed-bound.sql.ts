import { quoteLiteral } from '../database/transaction';

/**
 * The feed's lock class: writers of a workspace's events hold a shared transaction-level advisory
 * lock (FEED_LOCK_CLASS, hashtext(workspace id)) from their first statement to their end.
 */
export const FEED_LOCK_CLASS = 7806;

/** Declares the transaction a writer of the workspace's feed; sent with START TRANSACTION. */
export function beginWriteStatement(workspaceId: string): string {
  return `SELECT pg_advisory_xact_lock_shared(${FEED_LOCK_CLASS}, hashtext(${quoteLiteral(workspaceId)}))`;
}

/**
 * The feed's bound for one workspace: the oldest transaction id still writing its events, or
 * the next transaction id when none is. Every event of a transaction below it has committed
 * (or never will), so reading below it and in (txid, seq) order never passes a late commit.
 * Writers take the lock before they get a transaction id, so one holding it without an id yet
 * will get one above this bound. pg_stat_activity gives 32-bit ids: they are widened with the
 * epoch of the snapshot's xmax (in-progress ids are within 2^31 of it).
 */
export const FEED_BOUND = `
WITH horizon AS (
  SELECT pg_snapshot_xmax(pg_current_snapshot())::text::bigint AS xmax
), writers AS (
  SELECT a.backend_xid::text::bigint AS xid32
  FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
  WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
    AND l.classid::bigint = ${FEED_LOCK_CLASS}
    AND l.objid::bigint = (hashtext($1)::bigint & 4294967295)
    AND a.backend_xid IS NOT NULL
)
SELECT LEAST(
  h.xmax,
  MIN(CASE WHEN ((h.xmax >> 32) << 32) + w.xid32 > h.xmax THEN ((h.xmax >> 32) << 32) + w.xid32 - 4294967296 ELSE ((h.xmax >> 32) << 32) + w.xid32 END)
)::text AS bound
FROM horizon h LEFT JOIN writers w ON true
GROUP BY h.xmax`;
