import createClient, { type Client } from 'openapi-fetch';

import { InnkeepError } from './errors';
import { EventFeed, type FollowOptions } from './event-feed';
import type { paths } from './generated/openapi';
import { OPERATIONS, type Resources } from './generated/resources';
import type { OperationSpec } from './operation-table';
import type { WriteOptions } from './operation-types';
import { Paged } from './paged';
import { createTransport } from './transport';

export interface InnkeepOptions {
  /** An API key (`ikp_…`), from the web app's API keys page. */
  apiKey?: string;
  /** Or an OAuth access token (`iko_…`). */
  accessToken?: string;
  /** The API's address, ending in `/public/v1` (e.g. `https://innkeep.example/public/v1`). */
  baseUrl: string;
  /** Retries of a call answered 429 or 503, or not answered at all (default 3). */
  maxRetries?: number;
  /** The longest Retry-After to wait out before answering RATE_LIMITED (default 60 s). */
  maxRetryAfterMs?: number;
  /** How long one try may take before it is abandoned and retried (default 60 s). */
  timeoutMs?: number;
}

type AnyOptions = WriteOptions | undefined;

/**
 * A client of Innkeep's public REST API. Its resources are named after the operation catalogue
 * (`innkeep.reservations.create(body)`, `.get(id)`, `.list(query)`); `innkeep.http` is the typed
 * fetch client underneath, for any route by path.
 */
// The interface below, merged in, types the resources this constructor defines from the generated table.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class Innkeep {
  /** The typed client underneath (openapi-fetch), through the same credential, keys and retries. */
  readonly http: Client<paths>;
  /** The change feed: `.list(query)` reads it up to now, `.follow(options)` keeps polling. */
  declare readonly events: Resources['events'] & { follow(options?: FollowOptions): EventFeed };

  constructor(options: InnkeepOptions) {
    const token = options.apiKey ?? options.accessToken;
    if (!token) throw new TypeError('new Innkeep() needs an apiKey or an accessToken');
    if (!/\/public\/v1\/?$/.test(options.baseUrl)) throw new TypeError('baseUrl is the API’s address ending in /public/v1');
    const transport = createTransport(`Bearer ${token}`, {
      maxRetries: options.maxRetries ?? 3,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
      timeoutMs: options.timeoutMs ?? 60_000,
    });
    this.http = createClient<paths>({
      baseUrl: options.baseUrl,
      fetch: transport,
      // Lists in a query are comma-separated (`types=a,b`), as the API reads them.
      querySerializer: { array: { style: 'form', explode: false } },
    });
    for (const [resource, methods] of Object.entries(OPERATIONS)) {
      const built: Record<string, unknown> = {};
      for (const [name, spec] of Object.entries(methods)) built[name] = this.method(spec);
      Object.defineProperty(this, resource, { value: built, enumerable: true });
    }
    const events = (this as unknown as { events: Record<string, unknown> }).events;
    events.follow = (follow: FollowOptions = {}) =>
      new EventFeed((query, signal) => this.call(OPERATIONS.events.list, [], query, { signal }) as Promise<any>, follow);
  }

  private method(spec: OperationSpec): (...args: unknown[]) => unknown {
    return (...args: unknown[]) => {
      const ids = args.slice(0, spec.pathParams.length) as string[];
      const [input, options] = spec.input === 'none' ? [undefined, args[ids.length]] : [args[ids.length], args[ids.length + 1]];
      if (!spec.page) return this.call(spec, ids, input, options as AnyOptions);
      const query = (input ?? {}) as Record<string, unknown>;
      const page = spec.page;
      return new Paged(
        (cursor) => this.call(spec, ids, { ...query, [page.cursor]: cursor }, options as AnyOptions) as Promise<any>,
        page.items as never,
        query[page.cursor] as string | undefined,
      );
    };
  }

  private async call(spec: OperationSpec, ids: string[], input: unknown, options: AnyOptions = {}): Promise<unknown> {
    const query: Record<string, unknown> = spec.input === 'query' ? { ...(input as object) } : {};
    for (const [name, value] of Object.entries(query)) if (value === undefined) delete query[name];
    if (options.dryRun) query.dryRun = true;
    const headers: Record<string, string> = { ...options.headers };
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    if (options.workspaceId) headers.showorg = options.workspaceId;
    const http = this.http as unknown as {
      request(method: string, path: string, init: object): Promise<{ data?: unknown; error?: unknown; response: Response }>;
    };
    const { data, error, response } = await http.request(spec.method.toLowerCase(), spec.path, {
      params: { path: Object.fromEntries(spec.pathParams.map((name, index) => [name, ids[index]])), query },
      body: spec.input === 'body' ? input : undefined,
      headers,
      signal: options.signal,
    });
    if (!response.ok) throw InnkeepError.fromAnswer(response, error);
    return data;
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface Innkeep extends Omit<Resources, 'events'> {}
