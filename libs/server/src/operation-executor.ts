import { randomBytes, randomUUID } from 'node:crypto';
import { authorize, Authenticator, CredentialInput, hashCredential, Surface, wellFormedCredentialOf } from '@innkeep/auth';
import {
  AesCursorSeal,
  AnyOperation,
  CATALOGUE,
  DomainError,
  ErrorBody,
  EventActor,
  ChannelEnvironment,
  CursorSeal,
  HealthReader,
  OnlinePayments,
  OperationContext,
  OutboundUrlPolicy,
  Principal,
  QuotaReader,
  Repositories,
  ServiceInfo,
  TransactionScope,
  UnitOfWork,
  validateInput,
} from '@innkeep/domain';
import { QuotaDecision, QuotaPolicy } from '@innkeep/ratelimit';
import { databaseUnavailable, isDatabaseUnreachable } from './database-unavailable';
import { DryRunAnswer, dryRunBucketOf } from './dry-run';
import { checkIdempotencyKey, claimOrReplay, idempotencyRefOf, recordAnswer, recordRefusal, Replay, requestHashOf } from './executor/idempotency.step';
import { handleAsAllowed, staffInput } from './staff-gate';

export { requestHashOf } from './executor/idempotency.step';

export interface Invocation {
  operation: AnyOperation;
  surface: Surface;
  credential: CredentialInput;
  /** Set when the surface already authenticated this request (MCP authenticates once per HTTP request). */
  principal?: Principal;
  /** Counts unauthenticated callers. */
  clientAddress: string;
  /**
   * Gathers the operation's fields (path, query, body or tool arguments). Called after
   * authorization, so malformed input cannot be used to probe without a credential.
   */
  input: () => Record<string, unknown>;
  /**
   * The input fields that arrived as text (REST's path and query string) and may stand for numbers,
   * truth values and lists; the others arrived as JSON and must have their types. Absent, any field
   * may be text (forms, MCP arguments).
   */
  textFields?: () => ReadonlySet<string>;
  /** The Idempotency-Key of a write (header on REST, argument on MCP). */
  idempotencyKey?: string;
  /** The HTTP request's id (`X-Request-Id`), on the log line of an unexpected failure. */
  requestId?: string;
  /**
   * Run a write in full, then roll it back (`?dryRun=true`, the `dryRun` argument): ignored on reads,
   * which change nothing anyway.
   */
  dryRun?: boolean;
  /**
   * A surface's own step inside the write's transaction, before the handler (MCP confirmations).
   * Skipped on a dry run: nothing happens that needs the user's agreement.
   */
  beforeHandle?: (ctx: OperationContext, input: object, scope: TransactionScope, requestHash: string) => Promise<void>;
}

export type Outcome =
  | { ok: true; status: number; body: unknown; quota: QuotaDecision; principal: Principal | null; replayed: boolean }
  | { ok: false; status: number; body: ErrorBody; quota: QuotaDecision | undefined; principal: Principal | null; replayed: boolean };

export interface Logger {
  /** `fields` are structured context (the request's id). */
  error(message: string, detail?: unknown, fields?: Record<string, unknown>): void;
  /** Something an operator should know that fails no request (Redis away, then back). */
  warn?(message: string): void;
}

/** A site visitor books on the public website: a web actor without an account. */
const ACTOR_KIND = { api_key: 'API_KEY', oauth_token: 'OAUTH', web_session: 'WEB', site_visitor: 'WEB', operator: 'SYSTEM' } as const;
/** The CLI is a client of REST: its calls arrive as REST calls. */
const ACTOR_SURFACE = { rest: 'REST', cli: 'REST', mcp: 'MCP', web: 'WEB' } as const;

export function actorOf(principal: Principal, surface: Surface): EventActor {
  return { kind: ACTOR_KIND[principal.credentialKind], id: principal.credentialId, userId: principal.userId, surface: ACTOR_SURFACE[surface] };
}

/** The ids a write addressed (`unitId`, `reservationId`…) and the id of what it answered. */
function targetsOf(input: Record<string, unknown>, answer?: unknown): Record<string, string> {
  const targets: Record<string, string> = {};
  for (const [field, value] of Object.entries(input)) {
    if (/Id$/.test(field) && typeof value === 'string' && value.length <= 100) targets[field] = value;
  }
  const answered = (answer as { id?: unknown } | null)?.id;
  if (typeof answered === 'string') targets.id = answered;
  return targets;
}

/** Buckets counted per credential: all operations but the public ones (counted per address), and the dry runs of writes. */
const METERED_OPERATIONS = CATALOGUE.filter((operation) => operation.access !== 'public').flatMap((operation) =>
  operation.quota === 'write' ? [operation, dryRunBucketOf(operation)] : [operation],
);

/**
 * The one policy every surface applies, in this order: authenticate, spend quota, authorize,
 * validate, then run the handler (writes in one transaction with their idempotency record).
 * Each surface only gathers the input and renders the outcome.
 */
export class OperationExecutor {
  private readonly quotaReader: QuotaReader;
  /** Refusals already audited by the rollback of the write that refused them. */
  private readonly auditedWithRollback = new WeakSet<object>();

  constructor(
    readonly authenticator: Authenticator,
    readonly quotas: QuotaPolicy,
    private readonly readRepos: Repositories,
    private readonly unitOfWork: UnitOfWork,
    private readonly service: ServiceInfo,
    private readonly logger: Logger,
    private readonly health?: HealthReader,
    private readonly channels?: ChannelEnvironment,
    private readonly webhookUrls?: OutboundUrlPolicy,
    // A server passes the cursor key every instance shares; this process's own key suits a test alone.
    private readonly cursors: CursorSeal = new AesCursorSeal(async () => randomBytes(32)),
    private readonly payments?: OnlinePayments,
  ) {
    this.quotaReader = { usageOf: (credentialId) => this.quotas.usageForCredential(credentialId, METERED_OPERATIONS) };
  }

  async execute(invocation: Invocation): Promise<Outcome> {
    const { operation } = invocation;
    const dryRun = invocation.dryRun === true && operation.quota === 'write';
    let quota: QuotaDecision | undefined;
    let principal: Principal | null = null;
    let rawInput: Record<string, unknown> | undefined;
    try {
      if (operation.access === 'public') {
        quota = await this.quotas.spendForAddress(invocation.clientAddress, operation.name);
        this.refuseWhenExhausted(quota);
      } else {
        try {
          principal = invocation.principal ?? (await this.authenticator.authenticate(invocation.credential));
        } catch (error) {
          // A database away is no failed credential: it answers 503 and spends nothing.
          if (isDatabaseUnreachable(error)) throw error;
          // Failed credentials spend a quota of their own, never anyone's key quota.
          quota = await this.spendForRefusedCredential(invocation.credential, invocation.clientAddress, invocation.surface);
          this.refuseWhenExhausted(quota);
          throw error;
        }
        quota = await this.quotas.spendForCredential(principal.credentialId, dryRun ? dryRunBucketOf(operation) : operation);
        this.refuseWhenExhausted(quota);
        authorize(principal, operation, invocation.surface);
      }
      const raw = principal ? staffInput(operation, principal, invocation.input()) : invocation.input();
      rawInput = raw;
      const input = validateInput(operation.input, raw, { textFields: invocation.textFields?.() });
      const result =
        operation.quota === 'write' && principal
          ? await this.write(invocation, principal, raw, input, dryRun)
          : await handleAsAllowed(operation, principal, this.context(principal, this.readRepos), input);
      if (result instanceof Replay) {
        if (principal) await this.audit(invocation, principal, raw, result.status, result.status < 400 ? null : ((result.body as ErrorBody).code ?? null));
        return result.status < 400
          ? { ok: true, status: result.status, body: result.body, quota, principal, replayed: true }
          : { ok: false, status: result.status, body: result.body as ErrorBody, quota, principal, replayed: true };
      }
      return { ok: true, status: operation.successStatus ?? 200, body: result, quota, principal, replayed: false };
    } catch (error) {
      const body = this.errorBody(error, operation, invocation.requestId);
      // A dry run changed nothing, so it leaves no audit entry either.
      if (principal && operation.quota === 'write' && !dryRun && body.code !== 'SERVICE_UNAVAILABLE' && !this.auditedWithRollback.has(error as object)) await this.audit(invocation, principal, rawInput, body.statusCode, body.code);
      return { ok: false, status: body.statusCode, body, quota, principal, replayed: false };
    }
  }

  /**
   * Writes that did not run (refused, replayed) are audited on their own; a run write audits in its
   * transaction. A caller refused before validation is audited without the ids: its input is never gathered.
   */
  private async audit(invocation: Invocation, principal: Principal, raw: Record<string, unknown> | undefined, statusCode: number, errorCode: string | null): Promise<void> {
    await this.readRepos.audit
      .append(principal.workspaceId, { operation: invocation.operation.name, actor: actorOf(principal, invocation.surface), targets: targetsOf(raw ?? {}), statusCode, errorCode })
      .catch((error: unknown) => this.logger.error('Could not write an audit entry', error, { requestId: invocation.requestId }));
  }

  private context(principal: Principal | null, repos: Repositories): OperationContext {
    return { principal, repos, service: this.service, quotas: this.quotaReader, health: this.health, channels: this.channels, webhookUrls: this.webhookUrls, payments: this.payments, cursors: this.cursors, now: () => new Date() };
  }

  /**
   * A write: one transaction holding the idempotency claim, the surface's step and the handler. A dry
   * run does all of it but the idempotency record, then rolls back and answers what would have been.
   */
  private async write(invocation: Invocation, principal: Principal, raw: Record<string, unknown>, input: object, dryRun: boolean): Promise<unknown> {
    const { operation, idempotencyKey: key } = invocation;
    checkIdempotencyKey(key);
    const requestHash = requestHashOf(operation, raw);
    const ref = idempotencyRefOf(principal, key, dryRun);
    try {
      return await this.unitOfWork.run(async (scope) => {
        try {
          if (ref) {
            const replay = await claimOrReplay(scope, ref, requestHash);
            if (replay) return replay;
          }
          const callId = invocation.idempotencyKey ?? invocation.requestId;
          const ctx = { ...this.context(principal, scope.repos), ...(dryRun ? { dryRun } : {}), ...(callId !== undefined ? { callId } : {}) };
          if (!dryRun) await invocation.beforeHandle?.(ctx, input, scope, requestHash);
          const body = await handleAsAllowed(operation, principal, ctx, input);
          const status = operation.successStatus ?? 200;
          await scope.repos.events.flush(principal.workspaceId, actorOf(principal, invocation.surface), {
            events: operation.events?.(body, input) ?? [],
            audit: { operation: operation.name, actor: actorOf(principal, invocation.surface), targets: targetsOf(raw, body), statusCode: status, errorCode: null },
          });
          if (dryRun) throw new DryRunAnswer(body);
          if (ref) await recordAnswer(scope, ref, operation, requestHash, status, body);
          return body;
        } catch (error) {
          // A refusal from inside the write is audited with the rollback, in its round trip.
          if (error instanceof DomainError && error.statusCode < 500 && !dryRun) {
            this.auditedWithRollback.add(error);
            const attempt = { operation: operation.name, actor: actorOf(principal, invocation.surface), targets: targetsOf(raw), statusCode: error.statusCode, errorCode: error.code };
            scope.auditOnRollback(principal.workspaceId, attempt).catch((auditError: unknown) => this.logger.error('Could not write an audit entry', auditError, { requestId: invocation.requestId }));
          }
          throw error;
        }
      }, { feedWriterOf: principal.workspaceId, genericPlans: operation.genericPlans === true });
    } catch (error) {
      if (error instanceof DryRunAnswer) return error.body;
      await recordRefusal(this.unitOfWork, ref, operation, requestHash, error, this.logger);
      throw error;
    }
  }

  /**
   * What a request whose credential failed spends: a well-formed credential its own count, anything
   * else (none, garbage, a typo) the count of its address on its surface. So a client without a key
   * never locks out a real key, a token meant for the other server, or the other surface.
   */
  spendForRefusedCredential(credential: CredentialInput, clientAddress: string, surface: Surface): Promise<QuotaDecision> {
    const wellFormed = wellFormedCredentialOf(credential.authorization);
    return wellFormed ? this.quotas.spendForFailedCredential(hashCredential(wellFormed)) : this.quotas.spendUnauthenticated(clientAddress, surface);
  }

  private refuseWhenExhausted(quota: QuotaDecision): void {
    if (!quota.allowed) {
      throw new DomainError('RATE_LIMITED', `Quota of ${quota.limit} requests per ${quota.windowSeconds} s used up; retry in ${quota.resetSeconds} s.`, {
        retryAfter: quota.resetSeconds,
      });
    }
  }

  /**
   * Coded errors keep their code; PostgreSQL out of reach is a 503 to retry; anything else is a
   * 500 with a correlation id and no internals.
   */
  errorBody(error: unknown, operation?: AnyOperation, requestId?: string): ErrorBody {
    if (error instanceof DomainError) return error.toBody();
    if (isDatabaseUnreachable(error)) return databaseUnavailable().toBody();
    const correlationId = randomUUID();
    this.logger.error(`Unexpected failure in ${operation?.name ?? 'request'} [${correlationId}]`, error, { correlationId, requestId });
    return {
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      msg: `Something failed on our side. Quote ${correlationId} if you contact support.`,
      correlationId,
    };
  }
}
