import type { AuditAttempt, AuditQuery, AuditRepository } from '@innkeep/domain';
import { AuditEntryView, EventActor } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { queryPrepared } from '../database/prepared-query';
import { inlineParameters, InlineValue } from '../database/transaction';

interface AuditRow {
  seq: string;
  at: Date;
  operation: string;
  actor: EventActor;
  targets: Record<string, string>;
  status_code: number;
  error_code: string | null;
}

/** Audit ids are their position: `aud_<seq>`, so a page's last id is the next page's cursor. */
const AUDIT_ID = /^aud_(\d{1,19})$/;

export function auditSeqOf(id: string): string | null {
  return AUDIT_ID.exec(id)?.[1] ?? null;
}

const AUDIT_INSERT = 'INSERT INTO audit_log (workspace_id, operation, actor, targets, status_code, error_code) VALUES ($1, $2, $3, $4, $5, $6)';

function auditValues(workspaceId: string, attempt: AuditAttempt): InlineValue[] {
  return [workspaceId, attempt.operation, JSON.stringify(attempt.actor), JSON.stringify(attempt.targets), Math.trunc(attempt.statusCode), attempt.errorCode];
}

/**
 * The entry as one statement with its values inlined, to go in the same message as a ROLLBACK
 * (a message of several statements takes no parameters).
 */
export function auditInsertStatement(workspaceId: string, attempt: AuditAttempt): string {
  return inlineParameters(AUDIT_INSERT, auditValues(workspaceId, attempt));
}

export class TypeormAuditRepository implements AuditRepository {
  constructor(private readonly manager: EntityManager) {}

  async append(workspaceId: string, attempt: AuditAttempt): Promise<void> {
    // Prepared: a burst of refusals (a sold-out night, a spent quota) writes one of these per request.
    await queryPrepared(this.manager, AUDIT_INSERT, auditValues(workspaceId, attempt));
  }

  async list(workspaceId: string, query: AuditQuery): Promise<AuditEntryView[]> {
    const before = query.before ? auditSeqOf(query.before) : null;
    const rows = (await this.manager.query(
      `SELECT seq::text, at, operation, actor, targets, status_code, error_code
       FROM audit_log
       WHERE workspace_id = $1
         AND ($2::bigint IS NULL OR seq < $2::bigint)
         AND ($3::timestamptz IS NULL OR at >= $3::timestamptz)
         AND ($4::timestamptz IS NULL OR at < $4::timestamptz)
         AND ($5::text IS NULL OR actor->>'id' = $5 OR actor->>'userId' = $5)
         AND ($6::text IS NULL OR operation = $6)
       ORDER BY audit_log.seq DESC
       LIMIT $7`,
      [workspaceId, before, query.from, query.to, query.actor, query.operation, query.take],
    )) as AuditRow[];
    return rows.map((row) => ({
      id: `aud_${row.seq}`,
      at: row.at.toISOString(),
      operation: row.operation,
      actor: row.actor,
      targets: row.targets,
      outcome: { statusCode: row.status_code, errorCode: row.error_code },
    }));
  }
}
