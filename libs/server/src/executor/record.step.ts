import { Surface } from '@innkeep/auth';
import { AnyOperation, DomainError, EventActor, Principal, Repositories, TransactionScope } from '@innkeep/domain';

/** What the record steps log through when an audit entry cannot be written. */
export interface AuditLogger {
  error(message: string, detail?: unknown, fields?: Record<string, unknown>): void;
}

/** A site visitor books on the public website: a web actor without an account. */
const ACTOR_KIND = { api_key: 'API_KEY', oauth_token: 'OAUTH', web_session: 'WEB', site_visitor: 'WEB', operator: 'SYSTEM' } as const;
/** The CLI is a client of REST: its calls arrive as REST calls. */
const ACTOR_SURFACE = { rest: 'REST', cli: 'REST', mcp: 'MCP', web: 'WEB' } as const;

export function actorOf(principal: Principal, surface: Surface): EventActor {
  return { kind: ACTOR_KIND[principal.credentialKind], id: principal.credentialId, userId: principal.userId, surface: ACTOR_SURFACE[surface] };
}

/** The ids a write addressed (`unitId`, `reservationId`…) and the id of what it answered. */
export function targetsOf(input: Record<string, unknown>, answer?: unknown): Record<string, string> {
  const targets: Record<string, string> = {};
  for (const [field, value] of Object.entries(input)) {
    if (/Id$/.test(field) && typeof value === 'string' && value.length <= 100) targets[field] = value;
  }
  const answered = (answer as { id?: unknown } | null)?.id;
  if (typeof answered === 'string') targets.id = answered;
  return targets;
}

/** The write's events and its audit entry, in its transaction: committed with it or not at all. */
export function recordWrite(
  scope: TransactionScope,
  operation: AnyOperation,
  principal: Principal,
  surface: Surface,
  raw: Record<string, unknown>,
  input: object,
  body: unknown,
  status: number,
): Promise<void> {
  return scope.repos.events.flush(principal.workspaceId, actorOf(principal, surface), {
    events: operation.events?.(body, input) ?? [],
    audit: { operation: operation.name, actor: actorOf(principal, surface), targets: targetsOf(raw, body), statusCode: status, errorCode: null },
  });
}

/**
 * A refusal from inside the write is audited with the rollback, in its round trip; true when it was,
 * so that it is not audited a second time.
 */
export function auditRefusalOnRollback(
  scope: TransactionScope,
  operation: AnyOperation,
  principal: Principal,
  surface: Surface,
  raw: Record<string, unknown>,
  error: unknown,
  logger: AuditLogger,
  requestId: string | undefined,
): boolean {
  if (!(error instanceof DomainError) || error.statusCode >= 500) return false;
  const attempt = {
    operation: operation.name,
    actor: actorOf(principal, surface),
    targets: targetsOf(raw),
    statusCode: error.statusCode,
    errorCode: error.code,
  };
  scope
    .auditOnRollback(principal.workspaceId, attempt)
    .catch((auditError: unknown) => logger.error('Could not write an audit entry', auditError, { requestId }));
  return true;
}

/**
 * Writes that did not run (refused, replayed) are audited on their own; a run write audits in its
 * transaction. A caller refused before validation is audited without the ids: its input is never gathered.
 */
export async function auditUnrunWrite(
  repos: Repositories,
  operation: AnyOperation,
  principal: Principal,
  surface: Surface,
  raw: Record<string, unknown> | undefined,
  statusCode: number,
  errorCode: string | null,
  logger: AuditLogger,
  requestId: string | undefined,
): Promise<void> {
  await repos.audit
    .append(principal.workspaceId, { operation: operation.name, actor: actorOf(principal, surface), targets: targetsOf(raw ?? {}), statusCode, errorCode })
    .catch((error: unknown) => logger.error('Could not write an audit entry', error, { requestId }));
}
