/**
 * How long `innkeep --help` takes to start, as a process, as a terminal user starts it: the package
 * `nx build cli` writes (each command bundled, an oclif manifest), beside bare `node` (which no CLI
 * starts faster than) and the repository's own CLI (compiled sources, no manifest). The three take
 * turns run after run, so drift (a noisy neighbour, the file cache) lands on each alike.
 */
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';

import { median } from './compare';

export const CLI_START_TARGET_MS = 300;

const ROOT = join(__dirname, '../../..');

const PROGRAMS = {
  node: { label: "node -e ''", args: ['-e', ''] },
  package: { label: 'innkeep --help (package)', args: [join(ROOT, 'dist/apps/cli/bin/run.js'), '--help'] },
  repository: { label: 'innkeep --help (repository)', args: [join(ROOT, 'apps/cli/bin/run.js'), '--help'] },
} as const;
type Program = keyof typeof PROGRAMS;

export interface StartTimes {
  label: string;
  p50: number;
  p90: number;
  min: number;
}

export interface CliStartResult {
  runs: number;
  times: Record<Program, StartTimes>;
  targetMs: number;
  pass: boolean;
}

function timeProcess(args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, args, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(Number(process.hrtime.bigint() - started) / 1e6);
      else reject(new Error(`${args.join(' ')} exited with ${code}`));
    });
  });
}

function startTimes(label: string, samples: number[]): StartTimes {
  const sorted = [...samples].sort((a, b) => a - b);
  return { label, p50: median(sorted), p90: sorted[Math.ceil(sorted.length * 0.9) - 1], min: sorted[0] };
}

/** Builds the package, then runs each program `runs` times after one unmeasured round. */
export async function measureCliStart(runs: number): Promise<CliStartResult> {
  execFileSync(process.execPath, [join(ROOT, 'apps/cli/scripts/build-package.mjs')], { stdio: 'ignore' });
  const samples: Record<Program, number[]> = { node: [], package: [], repository: [] };
  for (let round = 0; round <= runs; round += 1) {
    for (const program of Object.keys(PROGRAMS) as Program[]) {
      const ms = await timeProcess(PROGRAMS[program].args);
      if (round > 0) samples[program].push(ms);
    }
  }
  const times = Object.fromEntries(
    (Object.keys(PROGRAMS) as Program[]).map((program) => [program, startTimes(PROGRAMS[program].label, samples[program])]),
  ) as Record<Program, StartTimes>;
  return { runs, times, targetMs: CLI_START_TARGET_MS, pass: times.package.p50 <= CLI_START_TARGET_MS };
}

export function renderCliStart(result: CliStartResult): string {
  const rows = Object.values(result.times).map(
    (times) => `   ${times.label.padEnd(28)} ${[times.p50, times.p90, times.min].map((ms) => ms.toFixed(0).padStart(6)).join(' ')}`,
  );
  return [
    `== cli-start: \`innkeep --help\` started as a process, ${result.runs} runs of each, interleaved`,
    `   ${'program'.padEnd(28)} ${['p50 ms', 'p90 ms', 'min ms'].map((title) => title.padStart(6)).join(' ')}`,
    ...rows,
    `   target: package p50 ≤ ${result.targetMs} ms: ${result.times.package.p50.toFixed(0)} ms, ${result.pass ? 'PASS' : 'MISS'}`,
  ].join('\n');
}
