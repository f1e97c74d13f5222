import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { CATALOGUE } from '@innkeep/domain';

import { cliArgumentsOf } from '../src/docs/cli-arguments';
import { commandIdsOf, TABLE_END, TABLE_START, withOperationsTable } from '../src/docs/operations-table';

const ROOT = join(__dirname, '../..');

describe('the operations table of docs/contract.md', () => {
  it('is the one the catalogue and the CLI commands make (else run `npm run contract:generate`)', () => {
    const page = readFileSync(join(ROOT, 'docs/contract.md'), 'utf8');
    const cliArguments = cliArgumentsOf(join(ROOT, 'apps/cli/src/commands'), commandIdsOf(CATALOGUE));
    assert.equal(page, withOperationsTable(page, CATALOGUE, cliArguments), 'docs/contract.md is out of date: run `npm run contract:generate`');
  });

  it('has a row for every operation, in the catalogue’s order', () => {
    const page = readFileSync(join(ROOT, 'docs/contract.md'), 'utf8');
    const table = page.slice(page.indexOf(TABLE_START), page.indexOf(TABLE_END));
    const rows = table.match(/^\| `[\w.]+` \|/gm) ?? [];
    assert.deepEqual(
      rows.map((row) => row.slice(3, -3)),
      CATALOGUE.map((operation) => operation.name),
    );
  });
});
