import { Scope } from '../access/scopes';
import { JsonSchema } from '../schemas/json-schema';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Whether a route's input travels in a JSON body; GET and DELETE take theirs in the query string. */
export function takesBody(method: HttpMethod): boolean {
  return method === 'POST' || method === 'PUT' || method === 'PATCH';
}

export interface HttpRoute {
  method: HttpMethod;
  /** Fastify-style path under the base path, e.g. `/properties/:propertyId`. */
  path: string;
  /**
   * The route's OpenAPI operationId, what generated clients name their method: a verb, then what it
   * acts on (`listUnits`, `listPropertyUnits`, `cancelReservation`). Never renamed once published
   * ([contract.md](docs/contract.md#operation-ids)).
   */
  operationId: string;
  /** Input fields this route fixes (`POST …/confirm` fixes `status`). */
  fixed?: Record<string, string>;
}

/**
 * Who may call: nobody needs a credential (`public`), any valid credential (`credential`), or a
 * credential holding a scope.
 */
export type Access = 'public' | 'credential' | Scope;

/** An operation's input as JSON Schema: an object whose fields are its `properties` (none when it takes nothing). */
export interface InputSchema extends JsonSchema {
  type: 'object';
  properties?: Record<string, JsonSchema>;
  required: string[];
}

/**
 * What a client needs to know of one catalogue operation to call it: its routes, its commands and
 * the shape of its input. The operation itself, with its validation and its handler, is the domain's.
 */
export interface OperationContract {
  /** Stable id, also the quota bucket: `properties.list`. */
  name: string;
  summary: string;
  access: Access;
  /** Reads spend the read quota, writes the write quota. */
  quota: 'read' | 'write';
  /** REST routes; the first is canonical. */
  http: HttpRoute[];
  /** The oclif command id (`properties:get`). */
  cli: string;
  /** Further commands for the same operation (`bookings:check-in` beside `bookings:confirm`). */
  moreCli?: string[];
  input: InputSchema;
}
