import { ErrorCode, statusOf } from '@innkeep/contract';

/** The body every coded error has on the wire: `{ statusCode, code, msg, ...details }`. */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  msg: string;
  [detail: string]: unknown;
}

/**
 * An error with a stable code and a safe, human-readable message. It knows nothing of HTTP, MCP or
 * exit codes: each surface maps it.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get statusCode(): number {
    return statusOf(this.code);
  }

  toBody(): ErrorBody {
    return { statusCode: this.statusCode, code: this.code, msg: this.message, ...this.details };
  }
}

/**
 * A request that failed the shape check. It keeps the shape clients of NestJS APIs know
 * (`statusCode`, `message: string[]`, `error`), plus the stable code (docs/contract.md#errors).
 */
export class InputValidationError extends DomainError {
  constructor(readonly messages: string[]) {
    super('VALIDATION_FAILED', messages.join('; '));
    this.name = 'InputValidationError';
  }

  override toBody(): ErrorBody {
    return {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      msg: this.message,
      message: this.messages,
      error: 'Bad Request',
    };
  }
}

export function notFound(what: string): DomainError {
  return new DomainError('NOT_FOUND', `${what} not found in this workspace.`);
}
