import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { PUBLISHED_DOCS, publishedDoc } from '../src';

const DOCS_DIR = join(__dirname, '../../../docs');

describe('the published pages of docs/', () => {
  it.each(PUBLISHED_DOCS.map((doc) => [doc.name, doc] as const))(
    '%s: the embedded copy is the page in docs/ (run `npm run docs:embed` after editing it)',
    (name, doc) => {
      assert.equal(doc.text, readFileSync(join(DOCS_DIR, name), 'utf8'));
      assert.ok(doc.title.length > 0 && doc.title !== name, `${name} starts with a heading`);
    },
  );

  it('finds a page by its exact name only', () => {
    assert.equal(publishedDoc('contract.md')?.title, 'The public contract');
    for (const name of ['../package.json', 'contract', 'CONTRACT.md', 'architecture.md', '', 'docs/contract.md'])
      assert.equal(publishedDoc(name), undefined, name);
  });
});
