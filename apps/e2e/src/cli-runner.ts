import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The `innkeep` program of apps/cli, run as a user runs it. */
export const CLI_DIR = resolve(__dirname, '../../cli');
export const CLI_BIN = resolve(CLI_DIR, 'bin/run.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** XDG_CONFIG_HOME of the run: where `login` stores and every command reads the login. */
  configHome: string;
  /** Added to the environment (undefined removes a variable). */
  env?: Record<string, string | undefined>;
  /** Written to standard input, which is then closed. */
  input?: string;
  timeoutMs?: number;
  /** The path of an installed `innkeep` to run instead of apps/cli's. */
  program?: string;
}

/**
 * Runs `node apps/cli/bin/run.js …` (or an installed `innkeep`) as a process, the way a user does.
 * The environment is the test runner's without any INNKEEP_* variable, so nothing ambient leaks
 * into a run.
 */
export function runCli(args: string[], options: RunOptions): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith('INNKEEP_')) env[name] = value;
  }
  env.XDG_CONFIG_HOME = options.configHome;
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return new Promise((resolvePromise, reject) => {
    const [command, commandArgs] = options.program ? [options.program, args] : [process.execPath, [CLI_BIN, ...args]];
    const child = spawn(command, commandArgs, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`innkeep ${args.join(' ')} did not finish within ${options.timeoutMs ?? 30_000} ms\n${stderr}`));
    }, options.timeoutMs ?? 30_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout, stderr });
    });
    child.stdin.end(options.input ?? '');
  });
}

/** A fresh XDG_CONFIG_HOME for one test; `remove` deletes it. */
export async function makeConfigHome(): Promise<{ path: string; storePath: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'innkeep-cli-test-'));
  return {
    path,
    storePath: join(path, 'innkeep', 'config.json'),
    remove: () => rm(path, { recursive: true, force: true }),
  };
}

/** Parses stdout as exactly one JSON document, with a readable failure. */
export function parseJsonOutput<T = unknown>(result: CliResult): T {
  try {
    return JSON.parse(result.stdout) as T;
  } catch (error) {
    throw new Error(`stdout is not one JSON document (${(error as Error).message}):\n${result.stdout}\nstderr:\n${result.stderr}`);
  }
}
