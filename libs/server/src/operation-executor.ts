import { randomBytes } from 'node:crypto';

import { Authenticator, CredentialInput, Surface } from '@innkeep/auth';
import {
  AesCursorSeal,
  AnyOperation,
  ChannelEnvironment,
  CursorSeal,
  ErrorBody,
  HealthReader,
  OnlinePayments,
  OperationContext,
  OutboundUrlPolicy,
  Principal,
  QuotaReader,
  Repositories,
  ServiceInfo,
  UnitOfWork,
} from '@innkeep/domain';
import { QuotaDecision, QuotaPolicy } from '@innkeep/ratelimit';

import { isDatabaseUnreachable } from './database-unavailable';
import { DryRunAnswer } from './dry-run';
import { errorBodyOf, replayedErrorCode } from './executor/answer.step';
import { authorizeCall } from './executor/authorize.step';
import { confirm, SurfaceStep } from './executor/confirm.step';
import { checkIdempotencyKey, claimOrReplay, idempotencyRefOf, recordAnswer, recordRefusal, Replay, requestHashOf } from './executor/idempotency.step';
import { gatherInput, validate } from './executor/input.step';
import { METERED_OPERATIONS, refuseWhenExhausted, spendForAddress, spendForCaller, spendForRefusedCredential } from './executor/quota.step';
import { auditRefusalOnRollback, auditUnrunWrite, recordWrite } from './executor/record.step';
import { handleAsAllowed } from './staff-gate';

export { requestHashOf } from './executor/idempotency.step';
export { actorOf } from './executor/record.step';

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
  beforeHandle?: SurfaceStep;
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

/**
 * The one policy every surface applies, in this order: authenticate, spend quota, authorize,
 * validate, then run the handler (writes in one transaction with their idempotency record).
 * Each surface only gathers the input and renders the outcome. Each step is a function of its own
 * under executor/, called here in order: no pipeline is built per request on this hot path.
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
        quota = await spendForAddress(this.quotas, invocation.clientAddress, operation);
        refuseWhenExhausted(quota);
      } else {
        try {
          principal = invocation.principal ?? (await this.authenticator.authenticate(invocation.credential));
        } catch (error) {
          // A database away is no failed credential: it answers 503 and spends nothing.
          if (isDatabaseUnreachable(error)) throw error;
          // Failed credentials spend a quota of their own, never anyone's key quota.
          quota = await spendForRefusedCredential(this.quotas, invocation.credential, invocation.clientAddress, invocation.surface);
          refuseWhenExhausted(quota);
          throw error;
        }
        quota = await spendForCaller(this.quotas, principal, operation, dryRun);
        refuseWhenExhausted(quota);
        authorizeCall(principal, operation, invocation.surface);
      }
      const raw = gatherInput(operation, principal, invocation);
      rawInput = raw;
      const input = validate(operation, raw, invocation);
      const result =
        operation.quota === 'write' && principal
          ? await this.write(invocation, principal, raw, input, dryRun)
          : await handleAsAllowed(operation, principal, this.context(principal, this.readRepos), input);
      if (result instanceof Replay) {
        if (principal)
          await auditUnrunWrite(
            this.readRepos,
            operation,
            principal,
            invocation.surface,
            raw,
            result.status,
            replayedErrorCode(result.status, result.body),
            this.logger,
            invocation.requestId,
          );
        return result.status < 400
          ? { ok: true, status: result.status, body: result.body, quota, principal, replayed: true }
          : { ok: false, status: result.status, body: result.body as ErrorBody, quota, principal, replayed: true };
      }
      return { ok: true, status: operation.successStatus ?? 200, body: result, quota, principal, replayed: false };
    } catch (error) {
      const body = this.errorBody(error, operation, invocation.requestId);
      // A dry run changed nothing, so it leaves no audit entry either.
      if (principal && operation.quota === 'write' && !dryRun && body.code !== 'SERVICE_UNAVAILABLE' && !this.auditedWithRollback.has(error as object)) {
        await auditUnrunWrite(
          this.readRepos,
          operation,
          principal,
          invocation.surface,
          rawInput,
          body.statusCode,
          body.code,
          this.logger,
          invocation.requestId,
        );
      }
      return { ok: false, status: body.statusCode, body, quota, principal, replayed: false };
    }
  }

  private context(principal: Principal | null, repos: Repositories): OperationContext {
    return {
      principal,
      repos,
      service: this.service,
      quotas: this.quotaReader,
      health: this.health,
      channels: this.channels,
      webhookUrls: this.webhookUrls,
      payments: this.payments,
      cursors: this.cursors,
      now: () => new Date(),
    };
  }

  /**
   * A write: one transaction holding the idempotency claim, the surface's step and the handler. A dry
   * run does all of it but the idempotency record, then rolls back and answers what would have been.
   */
  private async write(invocation: Invocation, principal: Principal, raw: Record<string, unknown>, input: object, dryRun: boolean): Promise<unknown> {
    const { operation, idempotencyKey: key, surface } = invocation;
    checkIdempotencyKey(key);
    const requestHash = requestHashOf(operation, raw);
    const ref = idempotencyRefOf(principal, key, dryRun);
    try {
      return await this.unitOfWork.run(
        async (scope) => {
          try {
            if (ref) {
              const replay = await claimOrReplay(scope, ref, requestHash);
              if (replay) return replay;
            }
            const callId = invocation.idempotencyKey ?? invocation.requestId;
            const ctx = { ...this.context(principal, scope.repos), ...(dryRun ? { dryRun } : {}), ...(callId !== undefined ? { callId } : {}) };
            await confirm(invocation.beforeHandle, dryRun, ctx, input, scope, requestHash);
            const body = await handleAsAllowed(operation, principal, ctx, input);
            const status = operation.successStatus ?? 200;
            await recordWrite(scope, operation, principal, surface, raw, input, body, status);
            if (dryRun) throw new DryRunAnswer(body);
            if (ref) await recordAnswer(scope, ref, operation, requestHash, status, body);
            return body;
          } catch (error) {
            if (!dryRun && auditRefusalOnRollback(scope, operation, principal, surface, raw, error, this.logger, invocation.requestId))
              this.auditedWithRollback.add(error as object);
            throw error;
          }
        },
        { feedWriterOf: principal.workspaceId, genericPlans: operation.genericPlans === true },
      );
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
    return spendForRefusedCredential(this.quotas, credential, clientAddress, surface);
  }

  /**
   * Coded errors keep their code; PostgreSQL out of reach is a 503 to retry; anything else is a
   * 500 with a correlation id and no internals.
   */
  errorBody(error: unknown, operation?: AnyOperation, requestId?: string): ErrorBody {
    return errorBodyOf(error, this.logger, operation, requestId);
  }
}
