import { randomUUID } from 'node:crypto';
import { authorize, Authenticator, CredentialInput, Surface } from '@innkeep/auth';
import {
  AnyOperation,
  DomainError,
  ErrorBody,
  OperationContext,
  Principal,
  Repositories,
  ServiceInfo,
  validateInput,
} from '@innkeep/domain';
import { QuotaDecision, QuotaPolicy } from '@innkeep/ratelimit';

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
  /** A surface's own step between validation and the handler (MCP confirmations). */
  beforeHandle?: (ctx: OperationContext, input: object) => Promise<void>;
}

export type Outcome =
  | { ok: true; status: number; body: unknown; quota: QuotaDecision; principal: Principal | null }
  | { ok: false; status: number; body: ErrorBody; quota: QuotaDecision | undefined; principal: Principal | null };

export interface Logger {
  error(message: string, detail?: unknown): void;
}

/**
 * The one policy every surface applies, in this order: authenticate, spend quota, authorize,
 * validate, then run the handler. Each surface only gathers the input and renders the outcome.
 */
export class OperationExecutor {
  constructor(
    readonly authenticator: Authenticator,
    readonly quotas: QuotaPolicy,
    private readonly repos: Repositories,
    private readonly service: ServiceInfo,
    private readonly logger: Logger,
  ) {}

  async execute(invocation: Invocation): Promise<Outcome> {
    const { operation } = invocation;
    let quota: QuotaDecision | undefined;
    let principal: Principal | null = null;
    try {
      if (operation.access === 'public') {
        quota = await this.quotas.spendForAddress(invocation.clientAddress, operation.name);
        this.refuseWhenExhausted(quota);
      } else {
        try {
          principal = invocation.principal ?? (await this.authenticator.authenticate(invocation.credential));
        } catch (error) {
          // Failed credentials spend the caller's address quota, never anyone's key quota.
          quota = await this.quotas.spendForAddress(invocation.clientAddress, 'unauthenticated');
          this.refuseWhenExhausted(quota);
          throw error;
        }
        quota = await this.quotas.spendForCredential(principal.credentialId, operation);
        this.refuseWhenExhausted(quota);
        authorize(principal, operation, invocation.surface);
      }
      const input = validateInput(operation.input, invocation.input());
      const ctx: OperationContext = { principal, repos: this.repos, service: this.service, now: () => new Date() };
      await invocation.beforeHandle?.(ctx, input);
      const body = await operation.handle(ctx, input);
      return { ok: true, status: operation.successStatus ?? 200, body, quota, principal };
    } catch (error) {
      const body = this.errorBody(error, operation);
      return { ok: false, status: body.statusCode, body, quota, principal };
    }
  }

  private refuseWhenExhausted(quota: QuotaDecision): void {
    if (!quota.allowed) {
      throw new DomainError('RATE_LIMITED', `Quota of ${quota.limit} requests per ${quota.windowSeconds} s used up; retry in ${quota.resetSeconds} s.`, {
        retryAfter: quota.resetSeconds,
      });
    }
  }

  /** Coded errors keep their code; anything else is a 500 with a correlation id and no internals. */
  errorBody(error: unknown, operation?: AnyOperation): ErrorBody {
    if (error instanceof DomainError) return error.toBody();
    const correlationId = randomUUID();
    this.logger.error(`Unexpected failure in ${operation?.name ?? 'request'} [${correlationId}]`, error);
    return {
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      msg: `Something failed on our side. Quote ${correlationId} if you contact support.`,
      correlationId,
    };
  }
}
