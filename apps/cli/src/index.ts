/** The pieces of the `innkeep` CLI that other code (tests, scripts) may use. */
export {
  ApiClient,
  ApiError,
  ConnectionError,
  DEFAULT_API_URL,
  MAX_IDEMPOTENT_RETRIES,
  buildRequest,
  isWriteMethod,
  retryAfterSecondsOf,
  routeFor,
} from './api-client';
export type { ApiClientOptions, ApiInput, CallOptions, IdempotentRetryNotice, RateLimitNotice } from './api-client';
export { CONFIRM_FLAGS, GLOBAL_FLAGS, IDEMPOTENCY_FLAGS, InnkeepCommand, NON_INPUT_FLAGS, camelCase, operationInput } from './base-command';
export type { CommandArgs, CommandFlags, Connection, FieldName } from './base-command';
export { CliFailure, EXIT_FAILURE, EXIT_SUCCESS, EXIT_USAGE, reportFailure, usageError } from './cli-failure';
export { configPath, deleteStoredLogin, readStoredLoginOrThrow, writeStoredLogin } from './config-store';
export type { StoredLogin } from './config-store';
export { nightsFrom, parseCalendarDate, parseNightCount, parseNightRange } from './input-flags';
export type { NightRange } from './input-flags';
export { CALENDAR_LEGEND, nightMark, renderCalendar, renderCalendarGrid } from './output/calendar-grid';
export type { AnyCalendar, CalendarAnswer } from './output/calendar-grid';
export { renderReservation, renderReservations } from './output/reservation-views';
export { cellText, renderFields, renderTable } from './output/table-renderer';
export type { Column } from './output/table-renderer';
