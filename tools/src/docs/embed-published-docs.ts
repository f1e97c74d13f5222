/**
 * `npm run docs:embed`: copies the published pages of docs/ into @innkeep/server, so a deployed
 * server (its bundle alone, no docs/ folder) serves them. A unit test of the library fails while the
 * committed copy differs from docs/.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { PUBLISHED_DOC_PAGES } from '@innkeep/server';

const ROOT = join(__dirname, '../../../..');
const TARGET = join(ROOT, 'libs/server/src/agent-docs/published-doc-texts.generated.ts');

const texts = Object.fromEntries(PUBLISHED_DOC_PAGES.map(({ name }) => [name, readFileSync(join(ROOT, 'docs', name), 'utf8')]));
writeFileSync(
  TARGET,
  `// Copied from docs/ by \`npm run docs:embed\`; do not edit.
export const PUBLISHED_DOC_TEXTS: Readonly<Record<string, string>> = ${JSON.stringify(texts, null, 2)};
`,
);
console.log(`Wrote ${Object.keys(texts).length} pages to ${TARGET}`);
