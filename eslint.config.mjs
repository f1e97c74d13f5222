// Lint is part of `npm test`. Module boundaries keep the architecture's arrows honest:
// domain knows no transport or storage; the contract knows nothing at all, not even the domain, so
// that the CLI, which depends on the contract alone, ships without any server code. And each
// manifest declares what its project imports.
import { readFileSync } from 'node:fs';

import nx from '@nx/eslint-plugin';
import prettier from 'eslint-plugin-prettier';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import * as jsonParser from 'jsonc-eslint-parser';
import tseslint from 'typescript-eslint';

const readJson = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const WORKSPACE_PACKAGES = readJson('./package.json').workspaces.map((workspace) => readJson(`./${workspace}/package.json`).name);
// A project's build and test scripts run from the workspace on the root's devDependencies: what
// they import is no dependency of the project.
const BUILD_SCRIPTS = ['{projectRoot}/scripts/**'];
// What the deployed servers must not carry: the single machine's PostgreSQL, test and bench tools.
const SINGLE_MACHINE_AND_TEST = ['embedded-postgres', 'playwright-core', 'autocannon'];
const TRANSPORT_AND_STORAGE = ['@nestjs/*', 'fastify', 'typeorm', 'pg', 'ioredis', '@modelcontextprotocol/*', '@oclif/*', 'embedded-postgres'];

const TEST_KITS = { group: ['@innkeep/*/testing', '**/testing', '**/testing/**'], message: 'Test kits are for tests: import them from test/ only.' };
const BENCH_ENTRY_MESSAGE = 'The bench imports @innkeep/persistence/bench, its own entry point.';
const BENCH_ENTRY = { name: '@innkeep/persistence', message: BENCH_ENTRY_MESSAGE };
const BENCH_ENTRY_ONLY = { group: ['@innkeep/persistence/src/**', '@innkeep/persistence/dist/**', '**/libs/persistence/**'], message: BENCH_ENTRY_MESSAGE };
// Two adapters speak Stripe: the subscription's (Innkeep's own account) and the hosts' own accounts' for their guests' payments.
const STRIPE_ADAPTERS = ['apps/api/src/billing/stripe-billing.ts', 'libs/server/src/payments/stripe-payments.ts'];
const ONLY_IN_ADAPTER = {
  name: 'stripe',
  message: `Stripe is reached through the billing and payments ports: only ${STRIPE_ADAPTERS.join(' and ')} import its client.`,
};

// The apps reach storage through their composition roots, which build the stores and hand them on
// as ports (the runtime, the worker's start); the rest of an app's code speaks to the domain's ports.
const COMPOSITION_ROOTS = ['apps/api/src/runtime.module.ts', 'apps/mcp/src/start-mcp-server.ts', 'apps/worker/src/start-worker.ts'];
const APP_SOURCES = ['apps/api/src/**/*.ts', 'apps/mcp/src/**/*.ts', 'apps/worker/src/**/*.ts'];
const PERSISTENCE_MESSAGE = "An app reaches @innkeep/persistence only from its composition root; take the domain's port from there.";
const PERSISTENCE_AT_ROOT_ONLY = { name: '@innkeep/persistence', message: PERSISTENCE_MESSAGE };
const PERSISTENCE_PATHS = { group: ['@innkeep/persistence/**', '**/libs/persistence/**'], message: PERSISTENCE_MESSAGE };

export default [
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.nx/**', 'tmp/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The servers are applications; the e2e tier and `npm start` (one machine) run them in-process.
          allow: ['@innkeep/api', '@innkeep/mcp', '@innkeep/worker'],
          depConstraints: [
            {
              sourceTag: 'type:contract',
              onlyDependOnLibsWithTags: [],
              // No package at all: a client that installs the contract installs nothing else.
              allowedExternalImports: [],
            },
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:contract', 'type:domain'],
              bannedExternalImports: TRANSPORT_AND_STORAGE,
            },
            {
              sourceTag: 'type:auth',
              onlyDependOnLibsWithTags: ['type:contract', 'type:domain'],
              bannedExternalImports: TRANSPORT_AND_STORAGE,
            },
            {
              sourceTag: 'type:ratelimit',
              onlyDependOnLibsWithTags: ['type:contract', 'type:domain'],
              bannedExternalImports: ['@nestjs/*', 'fastify', 'typeorm', 'pg', '@modelcontextprotocol/*', '@oclif/*'],
            },
            {
              // The single machine's PostgreSQL (npm start, the tests, the benchmarks): no server's.
              sourceTag: 'type:embedded-postgres',
              onlyDependOnLibsWithTags: [],
              bannedExternalImports: TRANSPORT_AND_STORAGE.filter((name) => !['pg', 'embedded-postgres'].includes(name)),
            },
            {
              sourceTag: 'type:persistence',
              onlyDependOnLibsWithTags: ['type:contract', 'type:domain', 'type:auth'],
              bannedExternalImports: ['@nestjs/*', 'fastify', '@modelcontextprotocol/*', '@oclif/*', ...SINGLE_MACHINE_AND_TEST],
            },
            {
              // Fastify is allowed: both servers run on it and share its wiring here (the refusals
              // answered before routing, request ids, the access log).
              sourceTag: 'type:server',
              onlyDependOnLibsWithTags: ['type:contract', 'type:domain', 'type:auth', 'type:ratelimit', 'type:persistence'],
              bannedExternalImports: ['@modelcontextprotocol/*', '@oclif/*', ...SINGLE_MACHINE_AND_TEST],
            },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:contract', 'type:domain', 'type:auth', 'type:ratelimit', 'type:persistence', 'type:server'],
              bannedExternalImports: ['@oclif/*', ...SINGLE_MACHINE_AND_TEST],
            },
            {
              // The published SDK: its generated types and the fetch client, nothing of the servers.
              sourceTag: 'type:sdk',
              onlyDependOnLibsWithTags: [],
              allowedExternalImports: ['openapi-fetch'],
            },
            {
              sourceTag: 'type:cli',
              onlyDependOnLibsWithTags: ['type:contract'],
              // oclif and node's own modules only: the published CLI depends on nothing else.
              allowedExternalImports: ['@oclif/*'],
            },
            {
              sourceTag: 'type:e2e',
              onlyDependOnLibsWithTags: [
                'type:contract',
                'type:domain',
                'type:auth',
                'type:ratelimit',
                'type:persistence',
                'type:server',
                'type:app',
                'type:cli',
                'type:embedded-postgres',
                'type:sdk',
              ],
            },
            {
              // The bench drives the servers as deployed and seeds workspaces; it reaches persistence
              // through its own entry point (below), never through the product's barrel.
              sourceTag: 'type:bench',
              onlyDependOnLibsWithTags: [
                'type:contract',
                'type:domain',
                'type:auth',
                'type:ratelimit',
                'type:persistence',
                'type:server',
                'type:app',
                'type:embedded-postgres',
              ],
            },
            {
              sourceTag: 'type:tools',
              onlyDependOnLibsWithTags: [
                'type:contract',
                'type:domain',
                'type:auth',
                'type:ratelimit',
                'type:persistence',
                'type:server',
                'type:app',
                'type:cli',
                'type:e2e',
                'type:embedded-postgres',
                'type:sdk',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    // A library's test kit (libs/*/testing: fakes of its ports, factories) is for tests only:
    // nothing that ships may import it, by package name or by path. The payment processor's client
    // stays inside its adapter, so no Stripe type leaks past the billing and payments ports.
    files: ['**/src/**/*.ts'],
    // The e2e app is test support through and through.
    ignores: ['apps/e2e/**', ...STRIPE_ADAPTERS],
    rules: {
      'no-restricted-imports': ['error', { paths: [ONLY_IN_ADAPTER], patterns: [TEST_KITS] }],
    },
  },
  {
    files: STRIPE_ADAPTERS,
    rules: { 'no-restricted-imports': ['error', { patterns: [TEST_KITS] }] },
  },
  {
    // An app's code below its composition root speaks to ports, not to the stores (see the lists above).
    files: APP_SOURCES,
    ignores: [...COMPOSITION_ROOTS, ...STRIPE_ADAPTERS],
    rules: { 'no-restricted-imports': ['error', { paths: [ONLY_IN_ADAPTER, PERSISTENCE_AT_ROOT_ONLY], patterns: [TEST_KITS, PERSISTENCE_PATHS] }] },
  },
  {
    files: STRIPE_ADAPTERS.filter((path) => path.startsWith('apps/')),
    rules: { 'no-restricted-imports': ['error', { paths: [PERSISTENCE_AT_ROOT_ONLY], patterns: [TEST_KITS, PERSISTENCE_PATHS] }] },
  },
  {
    // The bench reaches persistence through `@innkeep/persistence/bench` (the product's SQL and the
    // seeding tools), so the product's barrel exports nothing for the bench's sake.
    files: ['bench/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [BENCH_ENTRY], patterns: [TEST_KITS, BENCH_ENTRY_ONLY] }] },
  },
  {
    files: ['bench/test/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [BENCH_ENTRY], patterns: [BENCH_ENTRY_ONLY] }] },
  },
  {
    // The servers' settings are read and checked once, in libs/server/src/config.ts: no other
    // server code reads the environment, so no setting escapes validation or the docs.
    files: ['apps/api/src/**/*.ts', 'apps/mcp/src/**/*.ts', 'libs/*/src/**/*.ts'],
    ignores: ['libs/server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through loadConfig (libs/server/src/config.ts), where they are validated and documented.',
        },
      ],
    },
  },
  {
    // CommonJS configuration files (jest) load their shared parts with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Each project's manifest declares exactly what its sources import (a missing package fails a
    // separate install, an unused one bloats it): the apps' deployable package.json files are
    // generated from these.
    files: ['**/package.json'],
    languageOptions: { parser: jsonParser },
    plugins: { '@nx': nx },
    rules: {
      '@nx/dependency-checks': ['error', { buildTargets: ['build'], ignoredFiles: BUILD_SCRIPTS }],
    },
  },
  {
    // The e2e tier has no build: its manifest lists the packages its tests import. It reaches the
    // workspace's own projects through their sources, never as installed packages.
    files: ['apps/e2e/package.json'],
    rules: {
      '@nx/dependency-checks': ['error', { buildTargets: ['e2e'], ignoredDependencies: WORKSPACE_PACKAGES }],
    },
  },
  {
    // oclif loads the CLI's plugins (`oclif.plugins`: shell completion) by name; no source imports them.
    files: ['apps/cli/package.json'],
    rules: {
      '@nx/dependency-checks': ['error', { buildTargets: ['build'], ignoredFiles: BUILD_SCRIPTS, ignoredDependencies: ['@oclif/plugin-autocomplete'] }],
    },
  },
  {
    // TypeORM's postgres driver loads pg itself.
    files: ['libs/persistence/package.json'],
    rules: {
      '@nx/dependency-checks': ['error', { buildTargets: ['build'], ignoredFiles: BUILD_SCRIPTS, ignoredDependencies: ['pg'] }],
    },
  },
  {
    // One format (Prettier, .prettierrc.json) and one import order, checked with the rest of lint;
    // `nx run <project>:lint --fix` writes both. Re-exports keep their order: a barrel's order is its evaluation order.
    files: ['**/*.ts', '**/*.mjs', '**/*.cjs', '**/*.js'],
    // Generators write these and a test compares them with the generator's output (as .prettierignore says).
    ignores: ['**/*.generated.ts', 'libs/sdk/src/generated/**'],
    plugins: { prettier, 'simple-import-sort': simpleImportSort },
    rules: { 'prettier/prettier': 'error', 'simple-import-sort/imports': 'error' },
  },
];
