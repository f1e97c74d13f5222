import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { NAMED_SCHEMAS } from '@innkeep/domain';

import { committedOpenApiDocument, OPENAPI_FILE, openApiFileText } from '../src/openapi/generate-openapi-document';
import { dereferenceNamed } from '../src/openapi/named-components';

describe('committed OpenAPI document', () => {
  it('is what the REST controllers generate (run `npm run openapi` after changing the contract)', async () => {
    const generated = openApiFileText(await committedOpenApiDocument());
    assert.equal(readFileSync(OPENAPI_FILE, 'utf8'), generated);
  });

  it('lists object keys in sorted order at every depth, so its diffs read well', () => {
    const unsorted: string[] = [];
    const visit = (value: unknown, at: string) => {
      if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${at}[${index}]`));
      else if (value !== null && typeof value === 'object') {
        const keys = Object.keys(value);
        if (keys.join('\n') !== [...keys].sort().join('\n')) unsorted.push(at || '/');
        for (const key of keys) visit((value as Record<string, unknown>)[key], `${at}/${key}`);
      }
    };
    visit(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')), '');
    assert.deepEqual(unsorted, []);
  });

  it('names each answer shape once under components.schemas and the shared error answers under components.responses, and means what the inline document means once dereferenced', async () => {
    const [named, inline] = [await committedOpenApiDocument(), await committedOpenApiDocument({ inline: true })];
    assert.deepEqual(dereferenceNamed(named), inline.paths);
    const schemas = Object.keys(named.components?.schemas ?? {});
    for (const name of ['ApiError', 'Reservation', 'Property', 'PropertyDetail', 'Unit', 'CalendarAnswer', 'Task', 'Event'])
      assert.ok(schemas.includes(name), `${name} is a named schema`);
    // Every named shape is used somewhere: a name nobody refers to is a stale entry.
    const text = JSON.stringify(named);
    for (const name of Object.keys(NAMED_SCHEMAS)) assert.ok(text.includes(`"#/components/schemas/${name}"`), `${name} is referred to`);
    for (const name of ['Unauthorized', 'WriteUnauthorized', 'TooManyRequests', 'NotFound'])
      assert.ok(named.components?.responses?.[name], `${name} is a named response`);
    const [namedSize, inlineSize] = [JSON.stringify(named).length, JSON.stringify(inline).length];
    assert.ok(namedSize < inlineSize / 2, `named ${namedSize} bytes, inline ${inlineSize}`);
  });
});
