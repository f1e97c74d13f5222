/**
 * Writes what @innkeep/contract commits of the operation catalogue (routes, commands, input
 * schemas): `npm run contract:generate` after changing an operation. A domain test fails while the
 * committed file differs from the catalogue.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { CATALOGUE, operationContractOf } from '@innkeep/domain';

const TARGET = join(__dirname, '../../../../libs/contract/src/catalogue/operation-contracts.generated.ts');

async function main(): Promise<void> {
  const contracts = CATALOGUE.map(operationContractOf);
  const source = `// Generated from the operation catalogue by \`npm run contract:generate\`; do not edit.
import { OperationContract } from './operation-contract';

export const OPERATION_CONTRACTS: readonly OperationContract[] = ${JSON.stringify(contracts, null, 2)};
`;
  await writeFile(TARGET, source);
  console.log(`Wrote ${contracts.length} operation contracts to ${TARGET}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
