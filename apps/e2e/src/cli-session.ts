import { ChildProcessWithoutNullStreams, spawn } from 'node:child_process';

import { CLI_BIN, CliResult } from './cli-runner';

/** An `innkeep` process the test talks to while it runs (a login waiting for its browser). */
export interface CliSession {
  /** Resolves with the first match of `pattern` in the stream, as soon as it is printed. */
  waitFor(pattern: RegExp, stream?: 'stdout' | 'stderr', timeoutMs?: number): Promise<RegExpMatchArray>;
  /** The finished run. */
  done: Promise<CliResult>;
  kill(): void;
}

/** Starts `node apps/cli/bin/run.js …` with the runner's environment minus INNKEEP_*, like runCli. */
export function startCli(args: string[], options: { configHome: string; env?: Record<string, string | undefined>; timeoutMs?: number }): CliSession {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith('INNKEEP_') && name !== 'BROWSER') env[name] = value;
  env.XDG_CONFIG_HOME = options.configHome;
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [CLI_BIN, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  const output = { stdout: '', stderr: '' };
  const listeners = new Set<() => void>();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output.stdout += chunk;
    listeners.forEach((listener) => listener());
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    output.stderr += chunk;
    listeners.forEach((listener) => listener());
  });
  child.stdin.end();
  const done = new Promise<CliResult>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`innkeep ${args.join(' ')} did not finish within ${options.timeoutMs ?? 60_000} ms\n${output.stderr}`));
    }, options.timeoutMs ?? 60_000);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      listeners.forEach((listener) => listener());
      resolve({ code, ...output });
    });
  });
  return {
    done,
    kill: () => child.kill('SIGKILL'),
    waitFor(pattern, stream = 'stderr', timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output[stream]);
          if (match) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve(match);
          } else if (child.exitCode !== null) {
            listeners.delete(check);
            clearTimeout(timer);
            reject(new Error(`innkeep exited (${child.exitCode}) before printing ${pattern}\nstdout:\n${output.stdout}\nstderr:\n${output.stderr}`));
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`innkeep did not print ${pattern} within ${timeoutMs} ms\nstderr:\n${output.stderr}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
  };
}
