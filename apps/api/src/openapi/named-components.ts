import { NAMED_SCHEMAS } from '@innkeep/domain';
import { OpenAPIObject } from '@nestjs/swagger';

const SCHEMAS_REF = '#/components/schemas/';
const RESPONSES_REF = '#/components/responses/';

type Json = unknown;

/** A value's JSON with object keys sorted at every depth: equal texts, equal schemas. */
function canonicalText(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonicalText).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const record = value as Record<string, Json>;
  return `{${Object.keys(record)
    .sort()
    .filter((key) => record[key] !== undefined)
    .map((key) => `${JSON.stringify(key)}:${canonicalText(record[key])}`)
    .join(',')}}`;
}

/**
 * Moves each named answer shape into `components.schemas` (and the shared error answers into
 * `components.responses`) and refers to it wherever it occurs
 * whole, at any depth (a reservation inside a page of reservations, inside a guest's stays).
 * Dereferenced, the result is the document given: only where each shape is written changes.
 */
export function withNamedComponents(document: OpenAPIObject, named: Readonly<Record<string, Json>> = NAMED_SCHEMAS): OpenAPIObject {
  const nameOfText = new Map<string, string>();
  for (const [name, schema] of Object.entries(named)) {
    const text = canonicalText(schema);
    const twin = nameOfText.get(text);
    if (twin) throw new Error(`${twin} and ${name} are the same shape: name it once`);
    nameOfText.set(text, name);
  }
  const used = new Set<string>();
  /** Answers the value with named shapes below it referred to, and the value's own canonical text. */
  const refer = (value: Json, self?: string): { value: Json; text: string } => {
    if (value === null || typeof value !== 'object') return { value, text: JSON.stringify(value) };
    let result: { value: Json; text: string };
    if (Array.isArray(value)) {
      const items = value.map((item) => refer(item));
      result = { value: items.map((item) => item.value), text: `[${items.map((item) => item.text).join(',')}]` };
    } else {
      const record = value as Record<string, Json>;
      const keys = Object.keys(record)
        .sort()
        .filter((key) => record[key] !== undefined);
      const entries = keys.map((key) => [key, refer(record[key])] as const);
      result = {
        value: Object.fromEntries(entries.map(([key, child]) => [key, child.value])),
        text: `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${child.text}`).join(',')}}`,
      };
    }
    const name = nameOfText.get(result.text);
    if (!name || name === self) return result;
    used.add(name);
    return { value: { $ref: `${SCHEMAS_REF}${name}` }, text: result.text };
  };

  const paths = refer(document.paths).value as OpenAPIObject['paths'];
  const schemas: Record<string, Json> = { ...(document.components?.schemas ?? {}) };
  // A named shape's own definition refers to the named shapes inside it, which may name more.
  for (let pending = [...used]; pending.length > 0; pending = [...used].filter((name) => !(name in schemas))) {
    for (const name of pending) schemas[name] = refer(named[name], name).value;
  }
  const { paths: withResponses, responses } = withNamedErrorResponses(paths);
  return {
    ...document,
    paths: withResponses,
    components: { ...document.components, responses: responses as never, schemas: sortedByName(schemas) as never },
  };
}

const sortedByName = (record: Record<string, Json>) =>
  Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((name) => [name, record[name]]),
  );

const STATUS_NAMES: Record<string, string> = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'NotFound',
  '408': 'RequestTimeout',
  '409': 'Conflict',
  '413': 'ContentTooLarge',
  '414': 'UriTooLong',
  '415': 'UnsupportedMediaType',
  '422': 'UnprocessableContent',
  '429': 'TooManyRequests',
  '431': 'HeadersTooLarge',
  '500': 'InternalError',
  '503': 'ServiceUnavailable',
};

type Operation = { responses?: Record<string, Json> };

/**
 * The error answers most routes share, named once under `components.responses`: per status, the
 * commonest answer of the reads and of the writes (whose headers add `Dry-Run`), e.g. Unauthorized
 * and WriteUnauthorized. An answer only a few routes give (their own codes) stays written out.
 */
function withNamedErrorResponses(paths: OpenAPIObject['paths']): { paths: OpenAPIObject['paths']; responses: Record<string, Json> } {
  const operations = Object.values(paths).flatMap((item) => Object.values(item as Record<string, Operation>));
  const counts = new Map<string, { status: string; response: Json; count: number }>();
  // Each error answer's text, computed once: counted here, looked up when referring below.
  const textOf = new Map<Json, string>();
  for (const operation of operations) {
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      if (!(status in STATUS_NAMES)) continue;
      const text = canonicalText(response);
      textOf.set(response, text);
      const seen = counts.get(text) ?? { status, response, count: 0 };
      seen.count += 1;
      counts.set(text, seen);
    }
  }
  const nameOfText = new Map<string, string>();
  const taken = new Set<string>();
  for (const [text, { status, response, count }] of [...counts].sort((a, b) => b[1].count - a[1].count)) {
    const write = Boolean((response as { headers?: Record<string, Json> }).headers?.['Dry-Run']);
    const name = `${write ? 'Write' : ''}${STATUS_NAMES[status]}`;
    if (count < 3 || taken.has(name)) continue;
    taken.add(name);
    nameOfText.set(text, name);
  }
  const responses: Record<string, Json> = {};
  const named = Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item as Record<string, Operation>).map(([method, operation]) => {
          if (!operation.responses) return [method, operation];
          const answers = Object.fromEntries(
            Object.entries(operation.responses).map(([status, response]) => {
              const text = textOf.get(response);
              const name = text === undefined ? undefined : nameOfText.get(text);
              if (!name) return [status, response];
              responses[name] = response;
              return [status, { $ref: `${RESPONSES_REF}${name}` }];
            }),
          );
          return [method, { ...operation, responses: answers }];
        }),
      ),
    ]),
  );
  return { paths: named as OpenAPIObject['paths'], responses: sortedByName(responses) };
}

/** The paths with every `$ref` to a named answer or shape replaced by what it names: what a client reads. */
export function dereferenceNamed(document: OpenAPIObject): Json {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Json>;
  const responses = (document.components?.responses ?? {}) as Record<string, Json>;
  const inline = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(inline);
    if (value === null || typeof value !== 'object') return value;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith(RESPONSES_REF)) return inline(responses[ref.slice(RESPONSES_REF.length)]);
    if (typeof ref === 'string' && ref.startsWith(SCHEMAS_REF) && ref !== `${SCHEMAS_REF}ApiError`) return inline(schemas[ref.slice(SCHEMAS_REF.length)]);
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, inline(child)]));
  };
  return inline(document.paths);
}
