/**
 * `npm run openapi` (after apps/api/openapi.json): writes the generated part of @innkeep/sdk. A
 * tools test fails while the committed files differ from what the document generates.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { sdkSources } from './sdk-sources';

const OPENAPI_DOCUMENT = join(__dirname, '../../../../apps/api/openapi.json');
const SDK_GENERATED_DIR = join(__dirname, '../../../../libs/sdk/src/generated');

async function main(): Promise<void> {
  const sources = await sdkSources(JSON.parse(await readFile(OPENAPI_DOCUMENT, 'utf8')));
  await mkdir(SDK_GENERATED_DIR, { recursive: true });
  for (const [name, text] of Object.entries(sources)) await writeFile(join(SDK_GENERATED_DIR, name), text);
  console.log(`Wrote ${Object.keys(sources).join(', ')} to ${SDK_GENERATED_DIR}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
