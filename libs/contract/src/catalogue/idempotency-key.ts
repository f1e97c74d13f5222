import { JsonSchema } from '../schemas/json-schema';

/**
 * The Idempotency-Key of a write (the REST header, the MCP argument): 1 to 255 printable ASCII
 * characters, no space. One definition for the server's check and for both surfaces' schemas, so a
 * key a schema allows is a key the server takes.
 */
export const IDEMPOTENCY_KEY_PATTERN = '^[!-~]{1,255}$';

const IDEMPOTENCY_KEY_RULE = new RegExp(IDEMPOTENCY_KEY_PATTERN);

export const IDEMPOTENCY_KEY_SCHEMA: JsonSchema = { type: 'string', minLength: 1, maxLength: 255, pattern: IDEMPOTENCY_KEY_PATTERN };

export const IDEMPOTENCY_KEY_RULE_TEXT = '1 to 255 printable ASCII characters, no space';

export function isIdempotencyKey(key: string): boolean {
  return IDEMPOTENCY_KEY_RULE.test(key);
}
