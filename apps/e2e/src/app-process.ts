import { ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

import { freePort } from './free-port';

/**
 * What `nx build api|mcp` writes: the bundle an operator runs behind a balancer, one instance per
 * process, with its package.json. Run from here, it finds its packages in the workspace's
 * node_modules; copied elsewhere, in its own (see deployable-apps.test.ts).
 */
export const APP_OUTPUT = {
  api: resolve(__dirname, '../../../dist/apps/api'),
  mcp: resolve(__dirname, '../../../dist/apps/mcp'),
  worker: resolve(__dirname, '../../../dist/apps/worker'),
};

type AppKind = keyof typeof APP_OUTPUT;
const PORT_VARIABLE: Record<AppKind, string> = { api: 'API_PORT', mcp: 'MCP_PORT', worker: 'WORKER_PORT' };

// The start line is a JSON log line: the address ends at its closing quote.
const READY = { api: /Innkeep API on ([^\s"]+)/, mcp: /Innkeep MCP server on ([^\s"]+)/, worker: /Innkeep worker on ([^\s"]+)/ };

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** How a process ended: its exit code, or the signal that ended it. */
export interface AppExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface AppProcess {
  kind: AppKind;
  /** The REST base URL (`…/public/v1`), the MCP URL (`…/mcp`), or the worker's probe origin. */
  url: string;
  /** The loopback port it listens on. */
  port: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Set once the process has ended. */
  exit(): AppExit | undefined;
  /** Resolves once the process has ended. */
  exited: Promise<AppExit>;
  /** Sends a signal without waiting for the end. */
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, as a balancer's orchestrator stops an instance; resolves once it exited. */
  stop(): Promise<AppExit>;
}

export interface AppProcessOptions {
  /** The build output to run (default: the workspace's dist/apps/<kind>). */
  outputDir?: string;
  timeoutMs?: number;
}

/**
 * Starts `node main.js` of the app's build output on a free loopback port with the given
 * environment (DATABASE_URL, REDIS_URL, limits…) and resolves once it listens.
 */
export async function startAppProcess(kind: AppKind, env: Record<string, string>, options: AppProcessOptions = {}): Promise<AppProcess> {
  // A start takes a second or two; the wait allows for a machine whose load average stands at 20
  // (two api processes missed 30 s there), and ends as soon as the app listens.
  const { outputDir = APP_OUTPUT[kind], timeoutMs = 90_000 } = options;
  const port = await freePort();
  const child = spawn(process.execPath, [join(outputDir, 'main.js')], {
    env: { ...process.env, HOST: '127.0.0.1', [PORT_VARIABLE[kind]]: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  let ended: AppExit | undefined;
  const exited = new Promise<AppExit>((resolveExit) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      ended = { code, signal };
      resolveExit(ended);
    }),
  );
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The ${kind} process did not start within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const collect = (chunk: string) => {
      output += chunk;
      const ready = READY[kind].exec(output);
      if (ready) {
        clearTimeout(timer);
        resolveUrl(ready[1]);
      }
    };
    child.stdout.setEncoding('utf8').on('data', collect);
    child.stderr.setEncoding('utf8').on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The ${kind} process exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    kind,
    url,
    port,
    output: () => output,
    exit: () => ended,
    exited,
    signal: (signal) => child.kill(signal),
    stop() {
      if (!ended) child.kill('SIGTERM');
      return exited;
    },
  };
}
