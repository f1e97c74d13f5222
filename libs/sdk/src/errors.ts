/** Fields of an error answer the error names itself; the rest are its details. */
const OWN_FIELDS = new Set(['statusCode', 'code', 'msg', 'requestId']);

/**
 * A refused or failed call: the HTTP `status`, the stable UPPER_SNAKE `code` to branch on, `msg` for
 * humans, the `requestId` to quote to support, and what else the answer said (`details`: the
 * validation problems, the missing scope, `retryAfter`…). A call that never got an answer has
 * status 0 and code CONNECTION_FAILED.
 */
export class InnkeepError extends Error {
  override readonly name = 'InnkeepError';

  constructor(
    readonly status: number,
    readonly code: string,
    readonly msg: string,
    readonly requestId: string | null,
    readonly details: Record<string, unknown> = {},
    options?: { cause?: unknown },
  ) {
    super(`${status ? `${status} ` : ''}${code}: ${msg}`, options);
  }

  /** The error an answer carries; `body` is its parsed JSON, or its text when it was not JSON. */
  static fromAnswer(response: Response, body: unknown): InnkeepError {
    const answer = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const details = Object.fromEntries(Object.entries(answer).filter(([field]) => !OWN_FIELDS.has(field)));
    const code = typeof answer.code === 'string' ? answer.code : `HTTP_${response.status}`;
    const msg = typeof answer.msg === 'string' ? answer.msg : typeof body === 'string' && body ? body.slice(0, 200) : response.statusText || 'Request failed';
    const requestId = typeof answer.requestId === 'string' ? answer.requestId : response.headers.get('x-request-id');
    return new InnkeepError(response.status, code, msg, requestId, details);
  }

  static connectionFailed(cause: unknown): InnkeepError {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return new InnkeepError(0, 'CONNECTION_FAILED', `No answer from the server: ${reason}`, null, {}, { cause });
  }
}
