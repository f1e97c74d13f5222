import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The `innkeep` of this repository, as its package.json `bin` runs it. */
export const BIN = resolve(__dirname, '../bin/run.js');

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Answer only after this long (a slow API). */
  delayMs?: number;
}

/**
 * An HTTP server in place of the Innkeep API: it records each request and answers from `answers`
 * by path under /public/v1 (`/properties`), or 404 NOT_FOUND.
 */
export interface FakeApi {
  url: string;
  seen: SeenRequest[];
  answers: Record<string, FakeAnswer>;
  close(): Promise<void>;
}

export async function startFakeApi(): Promise<FakeApi> {
  const server: Server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const path = url.pathname.replace(/^\/public\/v1/, '');
      api.seen.push({ method: request.method ?? '', path, query: Object.fromEntries(url.searchParams), body: text ? JSON.parse(text) : undefined });
      const answer = api.answers[path] ?? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', msg: `Nothing at ${path}.` } };
      setTimeout(() => {
        response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body ?? {}));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const api: FakeApi = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/public/v1`,
    seen: [],
    answers: {},
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
  return api;
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Added to the environment; undefined removes a variable. */
  env?: Record<string, string | undefined>;
  /**
   * Run under a pseudo-terminal (util-linux `script`), as in a terminal window: stdout and stderr
   * are then one stream, returned as `stdout` (with `\r\n` line ends).
   */
  terminal?: boolean;
}

/**
 * Runs `innkeep` as a process with a fresh XDG_CONFIG_HOME and none of the runner's INNKEEP_* or
 * colour settings, so nothing ambient decides the outcome.
 */
export async function runInnkeep(args: string[], options: RunOptions = {}): Promise<CliRun> {
  const home = await mkdtemp(join(tmpdir(), 'innkeep-cli-harness-'));
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith('INNKEEP_') && !['NO_COLOR', 'FORCE_COLOR', 'TERM'].includes(name)) env[name] = value;
  }
  Object.assign(env, { XDG_CONFIG_HOME: home, TERM: 'xterm-256color' });
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const [program, programArgs] = options.terminal
    ? ['script', ['-qfec', [process.execPath, BIN, ...args].map(shellQuoted).join(' '), '/dev/null']]
    : [process.execPath, [BIN, ...args]];
  try {
    return await new Promise<CliRun>((done, fail) => {
      const child = spawn(program, programArgs, { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      child.once('error', fail);
      child.once('close', (code) => done({ code, stdout, stderr }));
    });
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}

function shellQuoted(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** Whether text holds an ANSI escape sequence (colour, or a spinner's line erasing). */
export const ESCAPE = /\u001b\[/;

/** Whether text holds colour (an SGR sequence), which a spinner's line erasing is not. */
export const COLOUR = /\u001b\[[\d;]*m/;

const ERASE_LINE = '\r\u001b[2K';

/** What follows the spinner, if one spun: a call on a loaded machine may take over 300 ms. */
export function afterSpinner(text: string): string {
  const erased = text.lastIndexOf(ERASE_LINE);
  return erased === -1 ? text : text.slice(erased + ERASE_LINE.length);
}

/** The output of a run for an assertion message. */
export const reportOf = (run: CliRun) => `exit ${run.code}\nstdout:\n${JSON.stringify(run.stdout)}\nstderr:\n${JSON.stringify(run.stderr)}`;
