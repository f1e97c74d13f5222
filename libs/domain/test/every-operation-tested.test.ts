import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { CATALOGUE } from '../src';

const SRC = join(__dirname, '../src');
const OPERATION_TESTS = join(__dirname, 'operations');

/** Each name the catalogue imports, with the module it comes from (`operations/blocks/create-block.operation`). */
function catalogueImports(): { name: string; module: string }[] {
  const source = readFileSync(join(SRC, 'registry/catalogue.ts'), 'utf8');
  return [...source.matchAll(/^import \{ ([^}]+) \} from '\.\.\/(operations\/[^']+)';$/gm)].flatMap(([, names, module]) =>
    names.split(',').map((name) => ({ name: name.trim(), module })),
  );
}

describe('the unit tests of the operations', () => {
  it('import every operation of the catalogue: each has tests over the in-memory fakes in test/operations', () => {
    const imports = catalogueImports();
    assert.equal(imports.length, CATALOGUE.length, 'the catalogue imports one name per operation');
    const tests = readdirSync(OPERATION_TESTS)
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(OPERATION_TESTS, file), 'utf8'));
    const tested = (name: string, module: string) =>
      tests.some((test) =>
        [...test.matchAll(/^import \{ ([^}]+) \} from '([^']+)';$/gm)].some(
          ([, names, from]) => from.endsWith(module) && names.split(',').some((each) => each.trim() === name),
        ),
      );
    assert.deepEqual(
      imports.filter(({ name, module }) => !tested(name, module)).map(({ name, module }) => `${name} (${module})`),
      [],
      'operations without a unit test: add one under libs/domain/test/operations',
    );
  });
});
