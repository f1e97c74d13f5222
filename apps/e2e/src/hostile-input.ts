import { AnyOperation, ERROR_CODES, HttpRoute, inputSchemaOf, JsonSchema } from '@innkeep/domain';
import fc from 'fast-check';

import { daysFromNow } from './dates';

/**
 * Malformed input for any catalogue operation, generated from the operation's own input JSON
 * Schema: each field is left out, sent as it should be, or replaced by something hostile (another
 * type, null, NUL bytes, huge or deep values, impossible dates), and fields no schema names are
 * added. A new operation is covered by construction.
 */

/** Values of the right kind from the fixture, so that some cases get past the shape check. */
export interface HostileContext {
  /** Real ids by field name (`unitId` → the fixture's units). */
  ids: Record<string, string[]>;
}

export const SEED = Number(process.env.HOSTILE_SEED ?? 20261123);
export const RUNS = Number(process.env.HOSTILE_RUNS ?? 30);

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(100_000),
  '\ud800',
  '😀'.repeat(70),
  '\r\nSet-Cookie: a=b',
  "'; DROP TABLE units; --",
  '../../etc/passwd',
  '%00',
  '__proto__',
  'null',
  'true',
  '-1',
  '1e309',
  'NaN',
];

const IMPOSSIBLE_DATES = [
  '2027-02-30',
  '9999-12-31',
  '0000-00-00',
  '1999-12-31',
  '2026-13-01',
  '20260101',
  '2026-1-1',
  '+002026-01-01',
  '2026-06-31T00:00:00Z',
];

const HOSTILE_NUMBERS = [-1, 0, 0.5, -0, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 31) - 1, 2 ** 31];

/** JSON nested `depth` levels deep, as objects or arrays. */
export function nestedValue(depth: number, asArray = false): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
  return value;
}

const hostileScalar = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS),
  fc.constantFrom<unknown>(...IMPOSSIBLE_DATES),
  fc.constantFrom<unknown>(...HOSTILE_NUMBERS),
  fc.constantFrom<unknown>(null, true, false),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Anything a client could send in place of a value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([], {}, [null], { a: null }, ['MON', 'MON'], [1, 'x', {}]) },
  { weight: 1, arbitrary: fc.constantFrom(33, 200, 2_000).chain((depth) => fc.boolean().map((asArray) => nestedValue(depth, asArray))) },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', '\u0000', '__proto__', 'constructor'), hostileScalar, { maxKeys: 3 }) },
);

function types(schema: JsonSchema): string[] {
  return Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
}

/** A value the schema would take (or nearly: a date in range, an integer at its bounds). */
function fittingValue(name: string, schema: JsonSchema, context: HostileContext): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const kinds = types(schema);
  if (kinds.includes('integer') || kinds.includes('number')) {
    const min = typeof schema.minimum === 'number' ? schema.minimum : -10;
    const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000;
    return fc.oneof(fc.constantFrom(min, max, min - 1, max + 1), fc.integer({ min, max }));
  }
  if (kinds.includes('boolean')) return fc.constantFrom(true, false, 'true', '0');
  if (kinds.includes('array')) {
    const items = (schema.items ?? {}) as JsonSchema;
    return fc.array(fittingValue(name, items, context), { maxLength: 8 });
  }
  if (kinds.includes('object')) return fittingInput(schema, context);
  if (schema.format === 'date') return fc.integer({ min: -400, max: 2_000 }).map(daysFromNow);
  if (context.ids[name]?.length) return fc.constantFrom(...context.ids[name]);
  if (schema.format === 'email') return fc.constantFrom('guest@example.test', 'not-an-email');
  return fc.string({ maxLength: typeof schema.maxLength === 'number' ? schema.maxLength + 2 : 30 });
}

/** The fields of an object schema: each fitting, hostile or left out, plus some the schema does not name. */
function fittingInput(schema: JsonSchema, context: HostileContext): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, field]) => [
      name,
      fc.oneof(
        { weight: 3, arbitrary: fittingValue(name, field, context) },
        { weight: 2, arbitrary: hostileValue },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    ]),
  );
  const extra = fc.dictionary(fc.constantFrom('surprise', 'id', 'workspaceId', '__proto__', 'a\u0000b', 'x'.repeat(300)), hostileValue, { maxKeys: 2 });
  return fc.tuple(fc.record(fields), fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extra })).map(([known, unknown]) => {
    const input: Record<string, unknown> = {};
    for (const [name, value] of Object.entries({ ...unknown, ...known })) if (value !== undefined) input[name] = value;
    return input;
  });
}

/** The input of one call: mostly an object from the schema, sometimes no object at all. */
export function hostileInput(operation: AnyOperation, context: HostileContext): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 12, arbitrary: fittingInput(inputSchemaOf(operation.input), context) }, { weight: 1, arbitrary: hostileValue });
}

/** Path segments a router has to survive: broken percent-encoding, NUL, over-long, traversal. */
const HOSTILE_SEGMENTS = ['%E0%A4%A', '%', '%00', 'a%00b', 'x'.repeat(150), '..', '%2e%2e', '%2F', '%F0%9F%98%80', '%C0%AF', ';', '*'];

export const hostileSegment = fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) }, { weight: 2, arbitrary: fc.constant(undefined) });

/** How a value travels in a query string or a path: lists comma-separated, anything else as JSON text. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(',');
  return JSON.stringify(value) ?? '';
}

export interface RestCall {
  method: string;
  /** Under the API base URL, already encoded. */
  path: string;
  body?: string;
}

/**
 * A value as a URL carries it: a lone surrogate has no UTF-8 form, so a client sends U+FFFD (as
 * fetch and browsers do) rather than failing to build the URL.
 */
const inUrl = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

/** The request a client would make for this input on this route, hostile segments included. */
export function restCall(route: HttpRoute, input: unknown, segment: string | undefined): RestCall {
  const fields = input !== null && typeof input === 'object' && !Array.isArray(input) ? { ...(input as Record<string, unknown>) } : {};
  let path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = fields[name];
    delete fields[name];
    return segment ?? inUrl(asText(value));
  });
  if (route.method === 'GET' || route.method === 'DELETE') {
    const query = Object.entries(fields)
      .map(([name, value]) => `${inUrl(name)}=${inUrl(asText(value))}`)
      .join('&');
    if (query) path += `?${query}`;
    return { method: route.method, path };
  }
  const body = input !== null && typeof input === 'object' && !Array.isArray(input) ? fields : input;
  return { method: route.method, path, body: JSON.stringify(body) ?? 'null' };
}

const CODE_PATTERN = /^[A-Z][A-Z0-9_]*$/;

/** Why an error body is not an ApiError of this status with a documented code, or undefined when it is. */
export function apiErrorProblem(status: number, body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return `the ${status} body is not a JSON object: ${String(body).slice(0, 200)}`;
  const { statusCode, code, msg } = body as Record<string, unknown>;
  if (statusCode !== status) return `statusCode ${String(statusCode)} differs from the HTTP status ${status}`;
  if (typeof code !== 'string' || !CODE_PATTERN.test(code)) return `code ${JSON.stringify(code)} is not UPPER_SNAKE`;
  if (!(ERROR_CODES as readonly string[]).includes(code)) return `code ${code} is not a documented error code`;
  if (typeof msg !== 'string' || msg.length === 0) return 'msg is missing';
  return undefined;
}

/** Shortens a generated value for a failure message (100 kB strings, 2,000-deep JSON). */
export function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
}

/**
 * Return addresses (`next`) that try to leave the site: slashes, backslashes and their encodings,
 * dot segments plain and encoded, characters browsers drop, around another host. Whatever the
 * server makes of one, the Location it answers must stay on its own origin.
 */
const REDIRECT_SEPARATORS = ['/', '//', '\\', '%2f', '%2F', '%5c', '%5C', '/\t/', '/\n/', '\t', '%09'];
const REDIRECT_SEGMENTS = ['', '.', '..', '%2e', '%2E', '%2e%2e', '.%2e', '%2e.', '%252e%252e', 'a', 'account', '..;', '.\\', '%00'];
const REDIRECT_HOSTS = ['evil.test', 'evil.test/', 'evil.test:443/x?y#z', '@evil.test', 'user@evil.test', '%65vil.test', '[::1]', '127.0.0.1'];
const REDIRECT_PREFIXES = ['/', '//', '/\\', '\\/', 'https:', 'https://', 'http:/', '/https:', ' /', 'javascript:'];

export const hostileRedirectTarget: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...REDIRECT_PREFIXES),
    fc.array(fc.tuple(fc.constantFrom(...REDIRECT_SEGMENTS), fc.constantFrom(...REDIRECT_SEPARATORS)), { maxLength: 4 }),
    fc.constantFrom(...REDIRECT_SEPARATORS, ''),
    fc.constantFrom(...REDIRECT_HOSTS),
  )
  .map(([prefix, path, separator, host]) => `${prefix}${path.map(([segment, slash]) => `${segment}${slash}`).join('')}${separator}${host}`);

/**
 * Why a redirect's Location leaves `origin` as a browser reads it (tabs and newlines dropped,
 * backslashes as slashes, dot segments resolved), or undefined when it stays.
 */
export function offSiteRedirect(origin: string, location: string | null): string | undefined {
  if (location === null) return 'no Location';
  let target: URL;
  try {
    target = new URL(location, origin);
  } catch {
    return `Location ${JSON.stringify(location)} is not a URL`;
  }
  return target.origin === origin ? undefined : `Location ${JSON.stringify(location)} goes to ${target.origin}`;
}

/** An IPv4 address of a range no request on a user's behalf may reach; `linkLocal` for the ones closed even when private addresses are allowed. */
export function internalIpv4(options: { linkLocal?: boolean } = {}): fc.Arbitrary<[number, number, number, number]> {
  const byte = fc.integer({ min: 0, max: 255 });
  const linkLocal = fc.tuple(fc.constant(169), fc.constant(254), byte, byte);
  if (options.linkLocal) return fc.oneof(linkLocal, fc.constant<[number, number, number, number]>([100, 100, 100, 200]));
  return fc.oneof(
    fc.tuple(fc.constant(127), byte, byte, byte),
    fc.tuple(fc.constant(10), byte, byte, byte),
    fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), byte, byte),
    fc.tuple(fc.constant(192), fc.constant(168), byte, byte),
    fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), byte, byte),
    fc.tuple(fc.constant(0), byte, byte, byte),
    linkLocal,
  );
}

const hex = (value: number) => value.toString(16);

/**
 * The spellings of one IPv4 address as a URL host: dotted, the integer, hex and octal forms the
 * URL parser accepts, and every IPv6 form that embeds it (IPv4-mapped, -compatible, -translated,
 * NAT64, 6to4, Teredo server and client, ISATAP), in hex or dotted, upper case, with leading zeros.
 */
export function ipLiteralForms([a, b, c, d]: [number, number, number, number]): string[] {
  const high = (a << 8) | b;
  const low = (c << 8) | d;
  const dotted = `${a}.${b}.${c}.${d}`;
  const pair = `${hex(high)}:${hex(low)}`;
  const ipv6 = [
    `::ffff:${dotted}`,
    `::ffff:${pair}`,
    `0:0:0:0:0:ffff:${dotted}`,
    `0000:0000:0000:0000:0000:FFFF:${hex(high).padStart(4, '0').toUpperCase()}:${hex(low).padStart(4, '0')}`,
    `::${dotted}`,
    `::ffff:0:${dotted}`,
    `64:ff9b::${dotted}`,
    `64:FF9B::${pair}`,
    `2002:${pair}::`,
    `2002:${pair}:1:2:3:4:5`,
    `2001:0:${pair}::1`,
    `2001:0:4136:e378:8000:63bf:${hex(~high & 0xffff)}:${hex(~low & 0xffff)}`,
    `2001:db8:1:2:0:5efe:${dotted}`,
    `2001:db8:1:2:200:5efe:${pair}`,
  ];
  return [
    dotted,
    String(((a << 24) >>> 0) + (b << 16) + (c << 8) + d),
    `0x${hex(((a << 24) >>> 0) + (b << 16) + (c << 8) + d)}`,
    `0${a.toString(8)}.${b}.${c}.${d}`,
    ...ipv6.map((form) => `[${form}]`),
  ];
}

/** One spelling of one internal address as an http(s) URL, with or without a port and a path. */
export function internalUrl(options: { linkLocal?: boolean } = {}): fc.Arbitrary<string> {
  return internalIpv4(options)
    .chain((address) => fc.constantFrom(...ipLiteralForms(address)))
    .chain((host) =>
      fc.tuple(
        fc.constant(host),
        fc.constantFrom('http', 'https'),
        fc.constantFrom('', ':80', ':8080'),
        fc.constantFrom('/', '/feed.ics', '/latest/meta-data/'),
      ),
    )
    .map(([host, scheme, port, path]) => `${scheme}://${host}${port}${path}`);
}

const base64url = (text: string | Uint8Array) => Buffer.from(text).toString('base64url');

/** Text a cursor's parts may be made of: what PostgreSQL refuses (NUL), what no key holds, dates and ids of every shape. */
const cursorPart = fc.oneof(
  fc.constantFrom<unknown>(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x'.repeat(5_000),
    '',
    '2026-01-01',
    '2026-02-30',
    '2026-01-01T00:00:00.000Z',
    'res_x',
    "'; --",
    null,
    1,
    1e309,
    [],
    {},
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/**
 * Cursors a client could send: bytes that are not base64url, base64url of random bytes, of JSON
 * lists of hostile parts, of a feed position spelled as text, and real cursors cut short,
 * lengthened or with one character changed.
 */
export function hostileCursor(real: string[]): fc.Arbitrary<string> {
  const mutated = real.length
    ? fc.tuple(fc.constantFrom(...real), fc.nat(), fc.constantFrom('cut', 'grow', 'change', 'pad', 'standard')).map(([cursor, at, how]) => {
        const index = at % cursor.length;
        if (how === 'cut') return cursor.slice(0, index);
        if (how === 'grow') return `${cursor}${cursor.slice(0, 4)}`;
        if (how === 'pad') return `${cursor}==`;
        if (how === 'standard') return cursor.replace(/-/g, '+').replace(/_/g, '/');
        return `${cursor.slice(0, index)}${cursor[index] === 'A' ? 'B' : 'A'}${cursor.slice(index + 1)}`;
      })
    : fc.constant('');
  return fc.oneof(
    // As text in a query string: a lone surrogate has no UTF-8 spelling to send.
    fc.constantFrom(...HOSTILE_STRINGS.filter((text) => text.length < 1_000 && !/[\ud800-\udfff]/.test(text))),
    fc.uint8Array({ maxLength: 80 }).map(base64url),
    fc.array(cursorPart, { maxLength: 4 }).map((parts) => base64url(JSON.stringify(parts))),
    fc.tuple(fc.bigInt({ min: 0n, max: 2n ** 70n }), fc.bigInt({ min: 0n, max: 2n ** 70n })).map(([txid, seq]) => base64url(`${txid}.${seq}`)),
    mutated,
  );
}
