import { AnyOperation, ERROR_STATUS, ErrorCode } from '@innkeep/domain';

/** Statuses every route documents, whatever its operation declares (401 and 403 need a credential first). */
const COMMON_ERROR_STATUSES = [400, 404, 429, 500, 503];
const CREDENTIAL_ERROR_STATUSES = [401, 403];

const ERROR_TEXT: Record<number, string> = {
  400: 'The request did not validate (shape check: `message` lists the problems) or a rule refused it',
  401: 'Credential missing, malformed, unknown or revoked, the owner left the workspace, or the plan has no API access',
  403: 'The credential lacks the scope (SCOPE_REQUIRED), the plan lacks the feature (PLAN_REQUIRED), showorg names a workspace the key does not hold (WORKSPACE_FORBIDDEN), or a test key (ikp_test_…) names a live workspace or a live key a sandbox (SANDBOX_MISMATCH)',
  404: 'No such object in this workspace (the same answer for another workspace’s object)',
  408: 'The request line, headers and body did not all arrive within the request deadline (REQUEST_TIMEOUT_SECONDS, default 30 s); the connection closes',
  409: 'The request conflicts with the current state',
  413: 'The body is larger than 1 MiB',
  414: 'A path segment is longer than 100 characters',
  415: 'The body is not sent as application/json',
  422: 'The Idempotency-Key was used with another request',
  429: 'Quota used up; wait Retry-After seconds',
  431: 'The request line and headers are larger than 16 KiB',
  500: 'Unexpected failure on our side; the body carries a correlation id',
  503: 'The database is not answering, or not within the statement or connection deadline (DATABASE_STATEMENT_TIMEOUT_SECONDS, DATABASE_ACQUIRE_TIMEOUT_SECONDS); retry after Retry-After seconds',
};

/** The coded errors a REST route of this operation can answer, by status. */
function errorCodesOf(operation: AnyOperation, hasBody: boolean, hasPathIds: boolean): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  const add = (code: ErrorCode) => {
    const codes = byStatus.get(ERROR_STATUS[code]) ?? [];
    if (!codes.includes(code)) byStatus.set(ERROR_STATUS[code], [...codes, code]);
  };
  add('VALIDATION_FAILED');
  add('MALFORMED_JSON');
  // What the HTTP layer answers before any route (docs/contract.md#errors).
  for (const code of ['BAD_URL', 'BAD_REQUEST', 'REQUEST_TIMEOUT', 'HEADERS_TOO_LARGE'] as const) add(code);
  if (hasPathIds) add('URI_TOO_LONG');
  if (operation.access !== 'public') {
    for (const code of [
      'UNAUTHENTICATED',
      'INVALID_CREDENTIAL',
      'PLAN_NO_API_ACCESS',
      'SUBSCRIPTION_INACTIVE',
      'WORKSPACE_FORBIDDEN',
      'SANDBOX_MISMATCH',
      'SCOPE_REQUIRED',
      'PLAN_REQUIRED',
    ] as const)
      add(code);
  }
  add('NOT_FOUND');
  add('RATE_LIMITED');
  add('INTERNAL_ERROR');
  add('SERVICE_UNAVAILABLE');
  if (hasBody) {
    add('PAYLOAD_TOO_LARGE');
    add('UNSUPPORTED_MEDIA_TYPE');
  }
  for (const code of operation.errors ?? []) add(code);
  return byStatus;
}

export interface ErrorResponse {
  status: number;
  /** What the status means here, ending with the codes it carries. */
  description: string;
}

/** Every error answer of a route, in status order; each one's body is an ApiError. */
export function errorResponsesOf(operation: AnyOperation, hasBody: boolean, hasPathIds: boolean): ErrorResponse[] {
  const codes = errorCodesOf(operation, hasBody, hasPathIds);
  const common = operation.access === 'public' ? COMMON_ERROR_STATUSES : [...COMMON_ERROR_STATUSES, ...CREDENTIAL_ERROR_STATUSES];
  return [...new Set([...common, ...codes.keys()])]
    .sort((a, b) => a - b)
    .map((status) => {
      const listed = codes.get(status) ?? [];
      return { status, description: `${ERROR_TEXT[status] ?? 'Error'}${listed.length ? `. Codes: ${listed.join(', ')}` : ''}` };
    });
}
