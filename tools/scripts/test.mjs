#!/usr/bin/env node
/**
 * Runs every compiled test file with node's test runner against a real PostgreSQL server:
 * the one in TEST_DATABASE_URL when set, otherwise an embedded server started here on a
 * loopback port and stopped afterwards. Arguments narrow the run to files whose path contains them.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { startEmbeddedPostgres } from '@innkeep/persistence';
import { ensureSystemPackages } from './system-packages.mjs';

const root = new URL('../..', import.meta.url).pathname;
const filters = process.argv.slice(2);

function testFiles() {
  const files = [];
  for (const group of ['libs', 'apps']) {
    for (const project of readdirSync(join(root, group))) files.push(...findTests(join(root, group, project, 'dist', 'test')));
  }
  files.push(...findTests(join(root, 'tools', 'dist', 'test')));
  return files.filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter))).sort();
}

function findTests(dir) {
  try {
    return readdirSync(dir, { recursive: true })
      .filter((name) => name.endsWith('.test.js'))
      .map((name) => join(dir, name));
  } catch {
    return [];
  }
}

async function main() {
  const files = testFiles();
  if (files.length === 0) {
    console.error('No compiled test files found: run `npm run build` first.');
    process.exit(1);
  }
  ensureSystemPackages();
  let postgres;
  let dataDir;
  const env = { ...process.env };
  if (!env.TEST_DATABASE_URL) {
    dataDir = mkdtempSync(join(tmpdir(), 'innkeep-test-pg-'));
    postgres = await startEmbeddedPostgres({ dataDir, port: 0, database: 'postgres' });
    env.TEST_DATABASE_URL = postgres.url;
    console.log(`PostgreSQL for the tests on 127.0.0.1:${postgres.port}`);
  }
  console.log(`Running ${files.length} test files:\n  ${files.map((file) => relative(root, file)).join('\n  ')}`);
  const code = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--test', '--test-concurrency=2', '--test-timeout=300000', '--test-reporter=spec', ...files],
      { stdio: 'inherit', env, cwd: root },
    );
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  if (postgres) await postgres.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
