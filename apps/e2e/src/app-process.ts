import { ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './free-port';

/** The standalone entry points an operator runs behind a balancer, one instance per process. */
const MAIN = {
  api: resolve(__dirname, '../../api/dist/src/main.js'),
  mcp: resolve(__dirname, '../../mcp/dist/src/main.js'),
};

const READY = { api: /Innkeep API on (\S+)/, mcp: /Innkeep MCP server on (\S+)/ };

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface AppProcess {
  kind: 'api' | 'mcp';
  /** The REST base URL (`…/public/v1`) or the MCP URL (`…/mcp`). */
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, as a balancer's orchestrator stops an instance; resolves once it exited. */
  stop(): Promise<void>;
}

/**
 * Starts `node apps/<kind>/dist/src/main.js` on a free loopback port with the given environment
 * (DATABASE_URL, REDIS_URL, limits…) and resolves once it listens.
 */
export async function startAppProcess(kind: 'api' | 'mcp', env: Record<string, string>, timeoutMs = 30_000): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN[kind]], {
    env: { ...process.env, HOST: '127.0.0.1', [kind === 'api' ? 'API_PORT' : 'MCP_PORT']: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<void>((resolveExit) =>
    child.once('exit', () => {
      running.delete(child);
      resolveExit();
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
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
