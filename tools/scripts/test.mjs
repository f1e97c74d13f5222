#!/usr/bin/env node
/**
 * `npm test`: every project's lint, typecheck and build, then the three test tiers (unit, medium on
 * a real PostgreSQL, e2e through the servers with Redis and Chromium), all as Nx targets, so a
 * cached task is replayed and `nx affected` works the same way. It ends with the totals of every
 * jest run. Arguments go to Nx (`npm test -- --projects=cli`, `--skip-nx-cache`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const resultsDir = join(root, 'tmp', 'test-results');
const TARGETS = ['lint', 'typecheck', 'build', 'test', 'test-medium', 'e2e'];

function summaries(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return summaries(path);
    return name.endsWith('.json') ? [{ file: relative(resultsDir, path), ...JSON.parse(readFileSync(path, 'utf8')) }] : [];
  });
}

rmSync(resultsDir, { recursive: true, force: true });
const nx = spawnSync('nx', ['run-many', '-t', ...TARGETS, '--parallel=2', '--outputStyle=static', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});

const runs = summaries(resultsDir);
const total = (field) => runs.reduce((sum, run) => sum + run[field], 0);
console.log('\nTest totals by project and tier:');
for (const run of runs.sort((a, b) => a.file.localeCompare(b.file))) {
  console.log(`  ${run.project.padEnd(18)} ${run.tier.padEnd(7)} ${String(run.passed).padStart(4)} passed  ${run.failed} failed  ${run.skipped} skipped`);
}
console.log(`tests ${total('passed') + total('failed') + total('skipped') + total('todo')}`);
console.log(`pass ${total('passed')}`);
console.log(`fail ${total('failed')}`);
console.log(`skipped ${total('skipped')}`);
console.log(`todo ${total('todo')}`);
console.log(`failed suites ${total('failedSuites')}`);
process.exit(nx.status ?? 1);
