/**
 * The bench's own process holds the generated workspace and the servers it starts in-process, a
 * heap of over 100 MB. Idle while another process was measured, V8's memory reducer shrank that
 * heap with a mark-compact of 360 ms on one of the machine's two cores: it fell on the API's second
 * steady-read round in run after run (p99 48 to 61 ms, against 9 to 13 ms in the rounds around it).
 * So the bench runs itself without the memory reducer. The servers it measures in processes of
 * their own run with the flags they are deployed with (server-process.ts), not the bench's.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const BENCH_FLAGS = ['--no-memory-reducer'];

/** Node flags for a server process the bench starts: its own, without the bench's. */
export function serverExecArgv(): string[] {
  return process.execArgv.filter((flag) => !BENCH_FLAGS.includes(flag));
}

/**
 * Runs this script again with the bench's flags when it was started without them, passing on the
 * signals that would stop it, and answers the exit code of that run; null when this process already
 * has them.
 */
export function rerunWithBenchFlags(): Promise<number> | null {
  if (BENCH_FLAGS.every((flag) => process.execArgv.includes(flag))) return null;
  const child = spawn(process.execPath, [...BENCH_FLAGS, ...process.execArgv, process.argv[1], ...process.argv.slice(2)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    // Ended by a signal: the shell's convention, 128 plus its number.
    child.once('exit', (code, signal) => resolve(code ?? 128 + (signal ? constants.signals[signal] : 0)));
  });
}
