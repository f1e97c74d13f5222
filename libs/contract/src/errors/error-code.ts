/**
 * Every error code a client can receive, with its HTTP status. The status is part of the public
 * contract (it appears in every error body as `statusCode`), so it lives beside the code rather than
 * in a transport.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  BAD_URL: 400,
  BAD_REQUEST: 400,
  SOURCE_NOT_ALLOWED: 400,
  RANGE_TOO_LONG: 400,
  ADJUSTMENT_TOO_LARGE: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIAL: 401,
  PLAN_NO_API_ACCESS: 401,
  SCOPE_REQUIRED: 403,
  PLAN_REQUIRED: 403,
  WORKSPACE_FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  NO_AVAILABILITY: 409,
  RESTRICTION_VIOLATED: 409,
  INVALID_TRANSITION: 409,
  IDEMPOTENCY_KEY_IN_USE: 409,
  CONFIRMATION_REQUIRED: 409,
  ARCHIVED: 409,
  ROOMS_IN_USE: 409,
  DEFAULT_RATE_PLAN_REQUIRED: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
