import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { committedOpenApiDocument, OPENAPI_FILE, openApiFileText } from '../src/openapi/generate-openapi-document';

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
});
