import { IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { LookupFunction } from 'node:net';

import type { FeedEvent, FeedRead, FeedReader, SyncErrorCode } from '@innkeep/domain';
import { addDays } from '@innkeep/domain';
import { sync as ical } from 'node-ical';

import { PublicUrlPolicy, Resolve, systemResolve } from '../outbound/public-url-policy';

export interface FeedLimits {
  /** The whole fetch, redirects included. */
  timeoutMs: number;
  maxBytes: number;
  /** Events one feed may hold; beyond, it is refused as too large. */
  maxEvents: number;
  maxRedirects: number;
  /** Loopback and private addresses too (tests, closed networks): CHANNEL_ALLOW_PRIVATE_URLS. */
  allowPrivate: boolean;
}

export const DEFAULT_FEED_LIMITS: FeedLimits = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxEvents: 20_000, maxRedirects: 5, allowPrivate: false };

class FeedFailure extends Error {
  constructor(
    readonly code: SyncErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** One night as YYYY-MM-DD: an all-day value as written (node-ical makes it local midnight), a time by its UTC date. */
function dayOf(value: Date & { dateOnly?: boolean }): string {
  const [year, month, day] = value.dateOnly
    ? [value.getFullYear(), value.getMonth() + 1, value.getDate()]
    : [value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()];
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A text property as node-ical gives it: a string, or `{ val }` when it carries parameters. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'val' in value) return String((value as { val: unknown }).val ?? '');
  return '';
}

function validDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/** The VEVENTs of a calendar's text; recurrence rules are not expanded (a channel feed has none that matter). */
export function parseFeed(text: string, maxEvents: number): FeedEvent[] {
  if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 4096)))
    throw new FeedFailure('FEED_INVALID', 'The address did not answer an iCalendar document (no BEGIN:VCALENDAR).');
  let parsed: Record<string, unknown>;
  try {
    parsed = ical.parseICS(text) as Record<string, unknown>;
  } catch (error) {
    throw new FeedFailure('FEED_INVALID', `The iCalendar document could not be read: ${error instanceof Error ? error.message.slice(0, 200) : 'unreadable'}.`);
  }
  const events: FeedEvent[] = [];
  for (const component of Object.values(parsed)) {
    const event = component as { type?: string; uid?: unknown; start?: unknown; end?: unknown; summary?: unknown; description?: unknown };
    if (event?.type !== 'VEVENT' || !validDate(event.start)) continue;
    if (events.length >= maxEvents) throw new FeedFailure('FEED_TOO_LARGE', `The feed holds more than ${maxEvents} events.`);
    const start = dayOf(event.start);
    const end = validDate(event.end) ? dayOf(event.end) : start;
    events.push({
      uid: textOf(event.uid).slice(0, 255),
      summary: textOf(event.summary).slice(0, 500),
      description: textOf(event.description).slice(0, 2000),
      start,
      end: end > start ? end : addDays(start, 1),
    });
  }
  return events;
}

/**
 * Reads channel feeds over HTTP(S). Every connection, redirects included, resolves its host
 * through a lookup that refuses internal addresses, so a name that resolves to a public address
 * at the check and to 127.0.0.1 at the fetch (DNS rebinding) is refused too.
 */
export class IcalFeedReader implements FeedReader {
  constructor(
    private readonly limits: FeedLimits = DEFAULT_FEED_LIMITS,
    /** How host names resolve (the system's resolver; tests give their own). */
    resolve: Resolve = systemResolve,
  ) {
    this.policy = new PublicUrlPolicy(limits.allowPrivate, resolve);
  }

  private readonly policy: PublicUrlPolicy;

  async isAllowed(url: string, options: { allowPrivate?: boolean } = {}): Promise<boolean> {
    return this.policy.isAllowed(url, options);
  }

  async read(url: string, validators: { etag: string | null; lastModified: string | null }, options: { allowPrivate?: boolean } = {}): Promise<FeedRead> {
    const deadline = Date.now() + this.limits.timeoutMs;
    const allowPrivate = this.limits.allowPrivate || options.allowPrivate === true;
    try {
      let current = url;
      for (let hop = 0; hop <= this.limits.maxRedirects; hop += 1) {
        if (!(await this.isAllowed(current, { allowPrivate })))
          throw new FeedFailure('URL_NOT_ALLOWED', 'The feed address (or a redirect) points at a non-public address or is not http(s).');
        const response = await this.get(current, hop === 0 ? validators : { etag: null, lastModified: null }, deadline, allowPrivate);
        if (response.status >= 300 && response.status < 400 && response.status !== 304 && response.location) {
          current = new URL(response.location, current).toString();
          continue;
        }
        if (response.status === 304) return { kind: 'not-modified' };
        if (response.status < 200 || response.status >= 300) throw new FeedFailure('FEED_UNREACHABLE', `The channel answered HTTP ${response.status}.`);
        return { kind: 'feed', events: parseFeed(response.body, this.limits.maxEvents), etag: response.etag, lastModified: response.lastModified };
      }
      throw new FeedFailure('FEED_UNREACHABLE', `More than ${this.limits.maxRedirects} redirects.`);
    } catch (error) {
      if (error instanceof FeedFailure) return { kind: 'failed', code: error.code, msg: error.message };
      return { kind: 'failed', code: 'FEED_UNREACHABLE', msg: `The feed could not be fetched: ${describe(error)}.` };
    }
  }

  private get(
    url: string,
    validators: { etag: string | null; lastModified: string | null },
    deadline: number,
    allowPrivate: boolean,
  ): Promise<{ status: number; location?: string; body: string; etag: string | null; lastModified: string | null }> {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Innkeep-Calendar-Sync/1' };
    if (validators.etag) headers['if-none-match'] = validators.etag;
    if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    return new Promise((resolve, reject) => {
      const remaining = deadline - Date.now();
      if (remaining <= 0) return reject(new FeedFailure('FEED_UNREACHABLE', `No answer within ${this.limits.timeoutMs / 1000} s.`));
      const request = send(target, { method: 'GET', headers, lookup: this.guardedLookup(allowPrivate) });
      // The reason is settled before the request is destroyed: a destroyed response also emits its
      // own 'aborted' error (ECONNRESET), which could otherwise arrive first and name the wrong cause.
      const fail = (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      };
      const abandon = (failure: FeedFailure) => {
        fail(failure);
        request.destroy(failure);
      };
      const timer = setTimeout(() => abandon(new FeedFailure('FEED_UNREACHABLE', `No complete answer within ${this.limits.timeoutMs / 1000} s.`)), remaining);
      request.on('error', fail);
      request.on('response', (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        const finish = (body: string) => {
          clearTimeout(timer);
          resolve({ status, location: response.headers.location, body, etag: header(response, 'etag'), lastModified: header(response, 'last-modified') });
        };
        if (status < 200 || status >= 300) {
          response.resume();
          return finish('');
        }
        const declared = Number(response.headers['content-length']);
        const tooLarge = () => abandon(new FeedFailure('FEED_TOO_LARGE', `The feed is larger than ${this.limits.maxBytes} bytes.`));
        if (declared > this.limits.maxBytes) return tooLarge();
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > this.limits.maxBytes) tooLarge();
          else chunks.push(chunk);
        });
        response.on('end', () => finish(Buffer.concat(chunks).toString('utf8')));
        response.on('error', fail);
      });
      request.end();
    });
  }

  private guardedLookup(allowPrivate: boolean): LookupFunction {
    return this.policy.lookup((hostname) => new FeedFailure('URL_NOT_ALLOWED', `${hostname} resolves to a non-public address.`), allowPrivate);
  }
}

function header(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name];
  return typeof value === 'string' && value.length <= 512 ? value : null;
}

function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return error instanceof Error ? error.message.slice(0, 200) : 'unknown failure';
}
