/**
 * The generated part of @innkeep/sdk, from the committed OpenAPI document: the request and answer
 * types (openapi-typescript) and the table of resources and methods the client builds itself from,
 * named after the operation catalogue (`x-operation: reservations.create` →
 * `innkeep.reservations.create(body)`), so a new operation appears in the SDK when `npm run
 * openapi` runs, without hand work.
 */
import openapiTS, { astToString } from 'openapi-typescript';

type Json = Record<string, any>;

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
/** Query parameters that pages are read with: `cursor` (lists) and `after` (the change feed). */
const CURSOR_PARAMETERS = ['cursor', 'after'];

export const GENERATED_HEADER = '// Generated from apps/api/openapi.json by `npm run openapi`; do not edit.\n';

/** One method of one resource, as the runtime needs it and the types describe it. */
export interface SdkMethod {
  resource: string;
  name: string;
  operationId: string;
  summary: string;
  httpMethod: string;
  path: string;
  pathParams: string[];
  input: 'body' | 'query' | 'none';
  inputRequired: boolean;
  dryRun: boolean;
  write: boolean;
  successStatus: string | null;
  page: { items: string; cursor: string } | null;
}

function resolve(document: Json, value: Json | undefined): Json | undefined {
  if (!value || typeof value.$ref !== 'string') return value;
  const target = value.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node: Json, key: string) => node?.[key], document);
  return resolve(document, target);
}

/** The JSON schema of the first 2xx answer, and its status (null when it has no JSON body). */
function success(document: Json, operation: Json): { status: string | null; schema: Json | undefined } {
  const status = Object.keys(operation.responses ?? {}).find((code) => /^2\d\d$/.test(code));
  if (!status) return { status: null, schema: undefined };
  const schema = resolve(document, resolve(document, operation.responses[status])?.content?.['application/json']?.schema);
  return { status: schema ? status : null, schema };
}

/** The page shape: one array of items beside a `nextCursor`, read with a cursor parameter. */
function pageOf(document: Json, queryNames: string[], schema: Json | undefined): SdkMethod['page'] {
  const cursor = CURSOR_PARAMETERS.find((name) => queryNames.includes(name));
  if (!cursor || !schema?.properties?.nextCursor) return null;
  const arrays = Object.entries(schema.properties as Record<string, Json>).filter(([, property]) => resolve(document, property)?.type === 'array');
  return arrays.length === 1 ? { items: arrays[0][0], cursor } : null;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const singular = (word: string) => word.replace(/ies$/, 'y').replace(/s$/, '');

/**
 * A method's name: the catalogue's verb (`reservations.create` → `create`). Where several routes
 * share one catalogue operation (check-in, confirm… all `reservations.setStatus`; `/units` and
 * `/properties/{propertyId}/units`), each takes its operationId less the resource's noun
 * (`checkInReservation` → `checkIn`), or the whole operationId when it names another resource.
 */
function methodName(resource: string, verb: string, operationId: string, pathParams: string[], shared: boolean): string {
  if (!shared) return verb;
  const nouns = [capitalised(resource), capitalised(singular(resource))];
  const otherNouns = pathParams.map((name) => capitalised(name.replace(/Id$/, ''))).filter((noun) => !nouns.includes(noun));
  if (otherNouns.some((noun) => operationId.includes(noun))) return operationId;
  const stripped = nouns.reduce((name, noun) => name.replace(noun, ''), operationId);
  return stripped && stripped !== operationId ? stripped : operationId;
}

/** Every SDK method of the document, sorted by resource and name. */
export function sdkMethods(document: Json): SdkMethod[] {
  const found: Array<Omit<SdkMethod, 'resource' | 'name'> & { catalogue: string }> = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const httpMethod of HTTP_METHODS) {
      const operation = item[httpMethod] as Json | undefined;
      // Routes outside the catalogue (a channel's inbound hook) are not for integrators.
      if (!operation || typeof operation['x-operation'] !== 'string') continue;
      const parameters = ((operation.parameters ?? []) as Json[]).map((parameter) => resolve(document, parameter) as Json);
      const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const query = parameters.filter((parameter) => parameter.in === 'query');
      const inputQuery = query.filter((parameter) => parameter.name !== 'dryRun');
      const body = resolve(document, operation.requestBody);
      const answer = success(document, operation);
      const write = WRITE_METHODS.has(httpMethod);
      const input = body?.content?.['application/json'] ? 'body' : inputQuery.length > 0 ? 'query' : 'none';
      found.push({
        catalogue: operation['x-operation'],
        operationId: operation.operationId,
        summary: String(operation.summary ?? operation.operationId),
        httpMethod: httpMethod.toUpperCase(),
        path,
        pathParams,
        input,
        inputRequired: input === 'body' ? body?.required === true : inputQuery.some((parameter) => parameter.required === true),
        dryRun: query.some((parameter) => parameter.name === 'dryRun'),
        write,
        successStatus: answer.status,
        page: write
          ? null
          : pageOf(
              document,
              query.map((parameter) => parameter.name),
              answer.schema,
            ),
      });
    }
  }
  const uses = new Map<string, number>();
  for (const method of found) uses.set(method.catalogue, (uses.get(method.catalogue) ?? 0) + 1);
  const methods = found.map(({ catalogue, ...method }) => {
    const [resource, verb] = catalogue.split('.');
    return { resource, name: methodName(resource, verb, method.operationId, method.pathParams, (uses.get(catalogue) ?? 0) > 1), ...method };
  });
  const seen = new Set<string>();
  for (const method of methods) {
    const key = `${method.resource}.${method.name}`;
    if (seen.has(key)) throw new Error(`Two routes would both be innkeep.${key}: give one its own catalogue operation`);
    seen.add(key);
  }
  return methods.sort((a, b) => a.resource.localeCompare(b.resource) || a.name.localeCompare(b.name));
}

const comment = (text: string) => text.replace(/\*\//g, '*\\/');

function signature(method: SdkMethod): string {
  const parameters = method.pathParams.map((name) => `${name}: string`);
  const op = `'${method.operationId}'`;
  if (method.input === 'body') parameters.push(`body${method.inputRequired ? '' : '?'}: Body<${op}>`);
  if (method.input === 'query') parameters.push(`query${method.inputRequired ? '' : '?'}: Query<${op}>`);
  parameters.push(`options?: ${method.write ? (method.dryRun ? 'WriteOptions' : 'IdempotentOptions') : 'RequestOptions'}`);
  const answer = method.successStatus ? `Answer<${op}, ${method.successStatus}>` : 'void';
  const result = method.page ? `Paged<Answer<${op}, ${method.successStatus}>, '${method.page.items}'>` : `Promise<${answer}>`;
  return `${method.name}(${parameters.join(', ')}): ${result};`;
}

/** src/generated/resources.ts: the runtime table and the typed interface of every resource. */
export function resourcesSource(methods: SdkMethod[]): string {
  const resources = [...new Set(methods.map((method) => method.resource))];
  const table = resources
    .map((resource) => {
      const entries = methods
        .filter((method) => method.resource === resource)
        .map((method) => {
          const spec = {
            method: method.httpMethod,
            path: method.path,
            pathParams: method.pathParams,
            input: method.input,
            ...(method.page ? { page: method.page } : {}),
          };
          return `    ${method.name}: ${JSON.stringify(spec)},`;
        });
      return `  ${resource}: {\n${entries.join('\n')}\n  },`;
    })
    .join('\n');
  const types = resources
    .map((resource) => {
      const entries = methods
        .filter((method) => method.resource === resource)
        .map((method) => `    /** ${comment(method.summary)} (\`${method.httpMethod} ${method.path}\`) */\n    ${signature(method)}`);
      return `  ${resource}: {\n${entries.join('\n')}\n  };`;
    })
    .join('\n');
  const used = ['Answer', 'Body', 'IdempotentOptions', 'Query', 'RequestOptions', 'WriteOptions'].filter((name) => new RegExp(`\\b${name}\\b`).test(types));
  return `${GENERATED_HEADER}import type { ${used.join(', ')} } from '../operation-types';
import type { Paged } from '../paged';
import type { OperationTable } from '../operation-table';

/** Each resource's methods: the route they call and where their input goes. */
export const OPERATIONS = {
${table}
} as const satisfies OperationTable;

/** The resources of a client, named after the operation catalogue. */
export interface Resources {
${types}
}
`;
}

/** Every generated file of libs/sdk/src/generated, by name. */
export async function sdkSources(document: Json): Promise<Record<string, string>> {
  const types = astToString(await openapiTS(structuredClone(document) as any, { alphabetize: true }));
  return {
    'openapi.ts': `${GENERATED_HEADER}${types}`,
    'resources.ts': resourcesSource(sdkMethods(document)),
  };
}
