import { HttpRoute, OperationContract, operationContract, takesBody } from '@innkeep/contract';

/** Where the CLI talks to when nothing else is configured (docs/contract.md#cli). */
export const DEFAULT_API_URL = 'http://localhost:3000/public/v1';

/** At most this many retries after a 429, and at most this much waiting in all. */
export const MAX_RATE_LIMIT_RETRIES = 2;
export const MAX_RATE_LIMIT_WAIT_SECONDS = 60;
/**
 * A write that carries an Idempotency-Key is sent again, with the same key, after a network failure
 * that may have happened after the API received it (a reset, a timeout), or while the API says a
 * request with that key is still running: at most this many times, waiting 1 s, then 2 s.
 */
export const MAX_IDEMPOTENT_RETRIES = 2;
const REQUEST_TIMEOUT_MS = 30_000;

export type Fetch = typeof fetch;

export interface ApiClientOptions {
  /** The REST base address, ending in `/public/v1`. */
  baseUrl: string;
  /** Sent as the whole `Authorization` value. */
  apiKey?: string;
  /** A workspace id, sent as `showorg`. */
  workspace?: string;
  userAgent?: string;
  /** Told before each wait after a 429 (the CLI prints a one-line notice). */
  onRateLimited?: (notice: RateLimitNotice) => void;
  /** Told before a write is sent again with the same Idempotency-Key. */
  onIdempotentRetry?: (notice: IdempotentRetryNotice) => void;
  /** Told when the API answered with its recorded answer to an earlier request with the same key. */
  onReplayed?: (idempotencyKey: string) => void;
  /** Told of every response as it arrives, before its body is read (`innkeep doctor` reads its Date). */
  onResponse?: (response: Response) => void;
  /** Seams for tests. */
  fetch?: Fetch;
  sleep?: (seconds: number) => Promise<void>;
  timeoutMs?: number;
}

export interface RateLimitNotice {
  waitSeconds: number;
  retry: number;
  maxRetries: number;
}

export interface IdempotentRetryNotice {
  /** Why: the network failure, or the API's IDEMPOTENCY_KEY_IN_USE message. */
  reason: string;
  idempotencyKey: string;
  waitSeconds: number;
  retry: number;
  maxRetries: number;
}

export interface CallOptions {
  /**
   * Sent as `Idempotency-Key` on a write (POST, PUT, DELETE; docs/contract.md#idempotency), never on a
   * read. A write with a key is retried with the same key after a network failure.
   */
  idempotencyKey?: string;
  /** Sent as `?dryRun=true`: the API runs the write, rolls it back and answers what it would answer. */
  dryRun?: boolean;
}

/** The methods that change something, on which the API reads an Idempotency-Key. */
export function isWriteMethod(method: HttpRoute['method']): boolean {
  return method !== 'GET';
}

export type ApiInput = Record<string, unknown>;

/** The API answered with an error status. `body` is the API's error body when it sent one. */
export class ApiError extends Error {
  readonly code: string;
  readonly body: Record<string, unknown>;
  /** A next step chosen by the command, in place of the one its status and code suggest. */
  hint?: string;

  constructor(
    readonly statusCode: number,
    body: unknown,
    readonly url: string,
    /** For a 429 that was not retried: seconds until the quota allows another call. */
    readonly retryAfterSeconds?: number,
  ) {
    const record = isRecord(body) ? body : {};
    super(errorMessageOf(statusCode, record));
    this.name = 'ApiError';
    this.body = record;
    this.code = typeof record.code === 'string' ? record.code : defaultCodeOf(statusCode);
  }
}

/** The API could not be reached, or answered something that is not the API's JSON. */
export class ConnectionError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly code: 'CONNECTION_FAILED' | 'INVALID_RESPONSE' = 'CONNECTION_FAILED',
    /** The request may have reached the API (reset, timeout), so only an idempotent resend is safe. */
    readonly mayHaveArrived = false,
    /** The next step. */
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'ConnectionError';
  }
}

/**
 * A client of the Innkeep REST API that calls operations by their catalogue name: the operation's
 * canonical route gives the method and path, path parameters are filled from the input, and the rest
 * of the input goes in the query (GET, DELETE) or the JSON body (PUT, POST).
 */
export class ApiClient {
  private readonly baseUrl: string;
  private readonly fetch: Fetch;
  private readonly sleep: (seconds: number) => Promise<void>;

  constructor(private readonly options: ApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetch = options.fetch ?? fetch;
    this.sleep = options.sleep ?? ((seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000)));
  }

  /** Calls a catalogue operation by name (`properties.get`) and answers its parsed JSON. */
  async call<T = unknown>(operationName: string, input: ApiInput = {}, options: CallOptions = {}): Promise<T> {
    const operation = operationContract(operationName);
    const request = buildRequest(operation, input);
    const query = new URLSearchParams(request.query);
    if (options.dryRun) query.set('dryRun', 'true');
    return this.send<T>(request.method, request.path, {
      query,
      body: request.body,
      authenticated: operation.access !== 'public',
      idempotencyKey: options.idempotencyKey,
    });
  }

  /** A raw call, for what the catalogue does not describe. */
  async send<T = unknown>(
    method: HttpRoute['method'],
    path: string,
    request: { query?: URLSearchParams; body?: unknown; authenticated?: boolean; idempotencyKey?: string } = {},
  ): Promise<T> {
    const url = `${this.baseUrl}${path}${request.query?.size ? `?${request.query}` : ''}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.userAgent) headers['user-agent'] = this.options.userAgent;
    if (request.authenticated !== false && this.options.apiKey) headers.authorization = this.options.apiKey;
    if (this.options.workspace) headers.showorg = this.options.workspace;
    // The same key on every attempt below: a resend is then answered once, or replayed.
    const idempotencyKey = request.idempotencyKey && isWriteMethod(method) ? request.idempotencyKey : undefined;
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);

    let waited = 0;
    let resent = 0;
    /** Waits before resending an idempotent write; false when that is not allowed or used up. */
    const resendAfter = async (reason: string): Promise<boolean> => {
      if (!idempotencyKey || resent >= MAX_IDEMPOTENT_RETRIES) return false;
      resent++;
      const waitSeconds = resent;
      this.options.onIdempotentRetry?.({ reason, idempotencyKey, waitSeconds, retry: resent, maxRetries: MAX_IDEMPOTENT_RETRIES });
      await this.sleep(waitSeconds);
      return true;
    };
    for (let limited = 0; ;) {
      let response: Response;
      let answer: unknown;
      try {
        response = await this.fetchOrThrow(url, { method, headers, body });
        this.options.onResponse?.(response);
        answer = await readJson(response, url);
      } catch (error) {
        if (error instanceof ConnectionError && error.mayHaveArrived && (await resendAfter(error.message))) continue;
        throw error;
      }
      if (response.ok) {
        if (idempotencyKey && response.headers.get('idempotent-replayed') === 'true') this.options.onReplayed?.(idempotencyKey);
        return answer as T;
      }
      if (response.status === 409 && isRecord(answer) && answer.code === 'IDEMPOTENCY_KEY_IN_USE') {
        if (await resendAfter(errorMessageOf(409, answer))) continue;
      }
      if (response.status === 429) {
        const wait = retryAfterSecondsOf(response.headers);
        if (limited < MAX_RATE_LIMIT_RETRIES && waited + wait <= MAX_RATE_LIMIT_WAIT_SECONDS) {
          limited++;
          this.options.onRateLimited?.({ waitSeconds: wait, retry: limited, maxRetries: MAX_RATE_LIMIT_RETRIES });
          await this.sleep(wait);
          waited += wait;
          continue;
        }
        throw new ApiError(429, answer, url, wait);
      }
      throw new ApiError(response.status, answer, url);
    }
  }

  private async fetchOrThrow(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs ?? REQUEST_TIMEOUT_MS) });
    } catch (error) {
      const { message, hint } = connectionFailure(error, this.baseUrl, this.options.timeoutMs ?? REQUEST_TIMEOUT_MS);
      throw new ConnectionError(message, url, 'CONNECTION_FAILED', mayHaveArrived(error), hint);
    }
  }
}

interface BuiltRequest {
  method: HttpRoute['method'];
  path: string;
  query?: URLSearchParams;
  body?: ApiInput;
}

/**
 * The route to call: the canonical (first) one, unless routes fix input fields (`POST …/check-in`
 * fixes `status: CHECKED_IN`); then the one whose fixed fields the input matches.
 */
export function routeFor(operation: OperationContract, input: ApiInput): HttpRoute {
  const routes = operation.http;
  if (routes.length === 0) throw new Error(`Operation ${operation.name} has no REST route`);
  if (!routes.some((route) => route.fixed)) return routes[0];
  const route = routes.find((candidate) => Object.entries(candidate.fixed ?? {}).every(([field, value]) => input[field] === value));
  if (!route) {
    const fields = [...new Set(routes.flatMap((candidate) => Object.keys(candidate.fixed ?? {})))];
    throw new Error(`Operation ${operation.name}: no route for ${fields.map((field) => `${field}=${String(input[field])}`).join(', ')}`);
  }
  return route;
}

/** Fills the route's path parameters from the input; the rest becomes the query or the body. */
export function buildRequest(operation: OperationContract, input: ApiInput): BuiltRequest {
  const route = routeFor(operation, input);
  const rest: ApiInput = { ...input };
  // What the route fixes is said by the route itself.
  for (const field of Object.keys(route.fixed ?? {})) delete rest[field];
  const path = route.path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Operation ${operation.name} needs the path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
  if (!takesBody(route.method)) return { method: route.method, path, query: toQuery(rest) };
  return { method: route.method, path, body: dropUndefined(rest) };
}

/** Query values as the API's transforms read them: booleans as true/false, lists comma-separated. */
export function toQuery(input: ApiInput): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    query.set(name, Array.isArray(value) ? value.map(String).join(',') : String(value));
  }
  return query;
}

function dropUndefined(input: ApiInput): ApiInput {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

async function readJson(response: Response, url: string): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The connection broke while the answer was arriving: the API has received the request.
    throw new ConnectionError(`The connection to ${url} broke while the answer was arriving (${(error as Error).message}).`, url, 'CONNECTION_FAILED', true);
  }
  if (text.trim() === '') return response.ok ? null : {};
  try {
    return JSON.parse(text);
  } catch {
    if (!response.ok) return {};
    throw new ConnectionError(
      `The server at ${url} answered ${response.status} with a body that is not JSON.`,
      url,
      'INVALID_RESPONSE',
      false,
      'Is --api-url the Innkeep API? Its address ends in /public/v1.',
    );
  }
}

/** `Retry-After` in seconds (or an HTTP date), else `RateLimit-Reset`, else one second. */
export function retryAfterSecondsOf(headers: Headers): number {
  for (const name of ['retry-after', 'ratelimit-reset']) {
    const value = headers.get(name)?.trim();
    if (!value) continue;
    if (/^\d+$/.test(value)) return Number(value);
    const date = Date.parse(value);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
  }
  return 1;
}

function errorMessageOf(statusCode: number, body: Record<string, unknown>): string {
  if (typeof body.msg === 'string' && body.msg) return body.msg;
  if (Array.isArray(body.message) && body.message.length > 0) return body.message.map(String).join('; ');
  if (typeof body.message === 'string' && body.message) return body.message;
  return `The API answered HTTP ${statusCode}.`;
}

function defaultCodeOf(statusCode: number): string {
  switch (statusCode) {
    case 400:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHENTICATED';
    case 404:
      return 'NOT_FOUND';
    case 429:
      return 'RATE_LIMITED';
    default:
      return `HTTP_${statusCode}`;
  }
}

/** Why the API could not be reached, in one sentence, and what to try. */
function connectionFailure(error: unknown, baseUrl: string, timeoutMs: number): { message: string; hint: string } {
  const elsewhere = 'Check --api-url or INNKEEP_API_URL.';
  if (isTimeout(error)) {
    return {
      message: `The Innkeep API at ${baseUrl} did not answer within ${Math.round(timeoutMs / 1000)} s.`,
      hint: `Try again; if it keeps happening, check the server. ${elsewhere}`,
    };
  }
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  const code = failureCodeOf(error);
  switch (code) {
    case 'ECONNREFUSED':
      return {
        message: `Could not connect to the Innkeep API at ${baseUrl}: connection refused.`,
        hint: 'Is the server running? Use --api-url or INNKEEP_API_URL to point elsewhere.',
      };
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return { message: `Could not connect to the Innkeep API at ${baseUrl}: the host name does not resolve.`, hint: elsewhere };
    default: {
      const detail = code ?? cause?.message ?? (error as { message?: string } | null)?.message ?? String(error);
      return { message: `Could not connect to the Innkeep API at ${baseUrl} (${detail}).`, hint: elsewhere };
    }
  }
}

/** Failures after the request may have reached the API: a connection that broke, or no answer in time. */
const MAY_HAVE_ARRIVED = new Set([
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ECONNABORTED',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

// Errors of fetch may come from another realm (a VM context, a worker): their fields are read
// rather than trusting instanceof Error.
function isTimeout(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

/**
 * Whether a failed request may have reached the API. A refused connection, an unknown host or an
 * address fetch will not call never did; a reset or a timeout may have.
 */
function mayHaveArrived(error: unknown): boolean {
  if (isTimeout(error)) return true;
  return MAY_HAVE_ARRIVED.has(failureCodeOf(error) ?? '');
}

function failureCodeOf(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code ?? (error as { code?: string } | undefined)?.code;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
