import { AnyOperation, HttpRoute, inputFieldsOf, InputValidationError, takesBody } from '@innkeep/domain';
import { FastifyRequest } from 'fastify';

/**
 * Gathers an operation's input from a request: path parameters always; query parameters the
 * operation knows (unknown ones are ignored); the JSON body for POST, PUT and PATCH (unknown fields are
 * left in, so validation rejects them).
 */
export function restInput(operation: AnyOperation, route: HttpRoute, request: FastifyRequest): Record<string, unknown> {
  const params = (request.params ?? {}) as Record<string, string>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const known = inputFieldsOf(operation.input);
  const input: Record<string, unknown> = {};
  for (const field of known) if (query[field] !== undefined) input[field] = query[field];

  if (takesBody(route.method)) {
    const body = request.body;
    if (body !== undefined && body !== null) {
      if (typeof body !== 'object' || Array.isArray(body)) {
        throw new InputValidationError(['the request body must be a JSON object']);
      }
      for (const [key, value] of Object.entries(body)) {
        if (route.fixed && key in route.fixed) {
          throw new InputValidationError([`${key} is set by the route ${route.path}`]);
        }
        if (!(key in params)) input[key] = value;
        else if (value !== params[key]) {
          throw new InputValidationError([`${key} in the body differs from the path`]);
        }
      }
    }
  }
  return { ...input, ...params, ...(route.fixed ?? {}) };
}

/**
 * The fields of a request's input that arrived as text (its path and query string), which may
 * stand for numbers, truth values and lists; the JSON body's fields must already have their types.
 */
export function restTextFields(operation: AnyOperation, request: FastifyRequest): ReadonlySet<string> {
  const params = (request.params ?? {}) as Record<string, string>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  return new Set([...Object.keys(params), ...inputFieldsOf(operation.input).filter((field) => query[field] !== undefined)]);
}
