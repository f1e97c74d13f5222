import assert from 'node:assert/strict';

import { CATALOGUE, JsonSchema } from '../src';

/** What a one-time secret in an answer is called: a secret, a token, a password, a key, or an address carrying a token. */
const SECRET_NAME = /secret|token|password|apikey|exporturl/i;

/** The paths of an answer schema's properties whose names read as secrets, at any depth. */
function secretPaths(schema: JsonSchema | undefined, path = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const found: string[] = [];
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    if (SECRET_NAME.test(name)) found.push(`${path}${name}`);
    found.push(...secretPaths(property, `${path}${name}.`));
  }
  if (schema.items) found.push(...secretPaths(schema.items as JsonSchema, `${path}[].`));
  for (const branch of [...((schema.anyOf as JsonSchema[]) ?? []), ...((schema.oneOf as JsonSchema[]) ?? []), ...((schema.allOf as JsonSchema[]) ?? [])])
    found.push(...secretPaths(branch, path));
  return found;
}

describe('answers that hold a secret', () => {
  it('are declared by every write whose answer names one, so its idempotency record is stored sealed', () => {
    const undeclared = CATALOGUE.filter((operation) => operation.quota === 'write' && !operation.answerHoldsSecrets)
      .map((operation) => [operation.name, secretPaths(operation.output)] as const)
      .filter(([, paths]) => paths.length > 0)
      .map(([name, paths]) => `${name}: ${paths.join(', ')}`);
    assert.deepEqual(undeclared, []);
  });

  it('covers the operations known to answer one: signing secrets and export feed addresses', () => {
    const declared = CATALOGUE.filter((operation) => operation.answerHoldsSecrets)
      .map((operation) => operation.name)
      .sort();
    for (const name of ['connections.create', 'connections.rotateExportUrls', 'webhooks.create']) assert.ok(declared.includes(name), name);
  });
});
