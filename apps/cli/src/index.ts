/** The pieces of the `innkeep` CLI that other code (tests, scripts) may use. */
export { ApiClient, ApiError, ConnectionError, DEFAULT_API_URL, buildRequest, retryAfterSecondsOf, routeFor } from './api-client';
export type { ApiClientOptions, ApiInput, CallOptions, RateLimitNotice } from './api-client';
export { CONFIRM_FLAGS, GLOBAL_FLAGS, InnkeepCommand, NON_INPUT_FLAGS, camelCase, operationInput } from './base-command';
export type { CommandArgs, CommandFlags, Connection, FieldName } from './base-command';
export { CliFailure, EXIT_FAILURE, EXIT_SUCCESS, EXIT_USAGE, reportFailure, usageError } from './cli-failure';
export { configPath, deleteStoredLogin, readStoredLoginOrThrow, writeStoredLogin } from './config-store';
export type { StoredLogin } from './config-store';
export { formatMinor, minorUnitsOf } from './output/money-format';
export { cellText, renderFields, renderTable } from './output/table-renderer';
export type { Column } from './output/table-renderer';
