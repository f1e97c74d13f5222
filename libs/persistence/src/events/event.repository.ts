import type { AuditAttempt, EventDraft, EventRepository, FeedPosition } from '@innkeep/domain';
import { EventActor, EventType, EventView } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { inlineParameters, type TransactionEnds } from '../database/transaction';
import { AriTouches } from './ari-touches';
import { FEED_BOUND } from './feed-bound.sql';

interface EventRow {
  seq: string;
  txid: string;
  id: string;
  type: EventType;
  occurred_at: Date;
  workspace_id: string;
  resource_type: string;
  resource_id: string;
  data: unknown;
  actor: EventActor;
}

/**
 * Events, their webhook deliveries, the write's audit entry and the API connections' outbox rows
 * of the nights it changed, in one call of the `record_write` function (see its migration), so
 * recording a write costs no round trip and no planning of its own. Delivery and event ids are
 * made in SQL, in the order given.
 */
const RECORD_WRITE = 'SELECT record_write($1, $2::jsonb, $3::jsonb, $4::jsonb, $5::jsonb)';

export function viewOfEvent(row: EventRow): EventView {
  return {
    id: row.id,
    type: row.type,
    occurredAt: row.occurred_at.toISOString(),
    workspaceId: row.workspace_id,
    resource: { type: row.resource_type, id: row.resource_id },
    data: row.data,
    actor: row.actor,
  };
}

export class TypeormEventRepository implements EventRepository {
  private readonly kept: EventDraft[] = [];
  private readonly followers: EventDraft[] = [];

  constructor(
    private readonly manager: EntityManager,
    private readonly touches: AriTouches = new AriTouches(),
    private readonly ends?: TransactionEnds,
    /** What is written: both, but in the benchmark's baselines. */
    private readonly kinds: { events: boolean; audit: boolean } = { events: true, audit: true },
  ) {}

  record(draft: EventDraft): void {
    if (this.kinds.events) this.kept.push(draft);
  }

  follow(draft: EventDraft): void {
    if (this.kinds.events) this.followers.push(draft);
  }

  async flush(workspaceId: string, actor: EventActor, extra: { events?: EventDraft[]; audit?: AuditAttempt } = {}): Promise<void> {
    const drafts = this.kinds.events ? [...this.kept.splice(0), ...(extra.events ?? []), ...this.followers.splice(0)] : [];
    const attempt = this.kinds.audit ? extra.audit : undefined;
    const touched = this.touches.drain();
    if (drafts.length === 0 && !attempt && touched.length === 0) return;
    const rows = drafts.map((draft, ord) => ({
      ord,
      type: draft.type,
      resource_type: draft.resource.type,
      resource_id: draft.resource.id,
      data: draft.data ?? null,
    }));
    const audit = attempt ? [{ operation: attempt.operation, targets: attempt.targets, status_code: attempt.statusCode, error_code: attempt.errorCode }] : [];
    const values = [workspaceId, JSON.stringify(rows), JSON.stringify(actor), JSON.stringify(audit), JSON.stringify(touched)];
    if (this.ends) this.ends.atCommit(inlineParameters(RECORD_WRITE, values));
    else await this.manager.query(RECORD_WRITE, values);
  }

  async list(
    workspaceId: string,
    query: { after: FeedPosition | null; types: string[] | null; take: number },
  ): Promise<{ events: EventView[]; last: FeedPosition | null }> {
    // Two statements on purpose: the events are read in a snapshot taken after the bound was, so
    // every writer that finished before the bound was read is visible.
    const [{ bound }] = (await this.manager.query(FEED_BOUND, [workspaceId])) as { bound: string }[];
    const after = query.after ?? { txid: '0', seq: '0' };
    const rows = (await this.manager.query(
      `SELECT seq::text, txid::text, id, type, occurred_at, workspace_id, resource_type, resource_id, data, actor
       FROM events
       WHERE workspace_id = $1 AND events.txid < $2::bigint AND (events.txid, events.seq) > ($3::bigint, $4::bigint)
         AND ($5::text[] IS NULL OR type = ANY ($5::text[]))
       ORDER BY events.txid, events.seq
       LIMIT $6`,
      [workspaceId, bound, after.txid, after.seq, query.types, query.take],
    )) as EventRow[];
    const lastRow = rows.at(-1);
    if (rows.length === query.take && lastRow) return { events: rows.map(viewOfEvent), last: { txid: lastRow.txid, seq: lastRow.seq } };
    // A short page read everything below the bound: the next read may start at the bound itself
    // (unless the reader is already past it), so filtered-out events are not read again.
    const boundPosition = { txid: (BigInt(bound) - 1n).toString(), seq: '9223372036854775807' };
    return { events: rows.map(viewOfEvent), last: BigInt(boundPosition.txid) >= BigInt(after.txid) ? boundPosition : query.after };
  }
}

/**
 * Records nothing: what a deployment without the feed, webhooks and audit would do. Only the
 * benchmark uses it, to measure what recording costs a write.
 */
export class NoEventRepository implements EventRepository {
  record(): void {}
  follow(): void {}
  async flush(): Promise<void> {}
  async list(): Promise<{ events: EventView[]; last: FeedPosition | null }> {
    return { events: [], last: null };
  }
}
