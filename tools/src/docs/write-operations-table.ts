/**
 * Rewrites the operations table of docs/contract.md from the operation catalogue; run by
 * `npm run contract:generate` after changing an operation. A unit test of the tools fails while the
 * committed table differs from the catalogue.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { CATALOGUE } from '@innkeep/domain';

import { cliArgumentsOf } from './cli-arguments';
import { commandIdsOf, withOperationsTable } from './operations-table';

const ROOT = join(__dirname, '../../../..');
const PAGE = join(ROOT, 'docs/contract.md');

async function main(): Promise<void> {
  const cliArguments = cliArgumentsOf(join(ROOT, 'apps/cli/dist/src/commands'), commandIdsOf(CATALOGUE));
  writeFileSync(PAGE, withOperationsTable(readFileSync(PAGE, 'utf8'), CATALOGUE, cliArguments));
  console.log(`Wrote the table of ${CATALOGUE.length} operations to ${PAGE}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
