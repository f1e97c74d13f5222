/**
 * Servers under test in processes of their own, as deployed: the steady-rate runs measure
 * latency tails, which the bench's own process (holding the generated workspace and the other
 * scenarios' servers, with a heap of hundreds of MB to collect) would lengthen for either side.
 */
import { ChildProcess, fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { BaselineOptions } from './baseline-calendar-server';
import type { BaselineRequest } from './baseline-process';
import { serverExecArgv } from './quiet-heap';

const ROOT = join(__dirname, '../../..');
const API_OUTPUT = join(ROOT, 'dist/apps/api');
const API_ENTRY = join(API_OUTPUT, 'main.js');

/**
 * The node flags the API's build output starts with (`npm start` there, and the image): both
 * servers of a steady run get them, so the two sides differ in their code only.
 */
function deployedNodeFlags(): string[] {
  const start = (JSON.parse(readFileSync(join(API_OUTPUT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  return start.split(' ').filter((word) => word.startsWith('--'));
}

/** What a server process of the bench runs with: the bench's own flags but its quiet heap, then the deployed ones. */
function serverNodeFlags(): string[] {
  return [...serverExecArgv(), ...deployedNodeFlags()];
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(killer);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

async function answers(url: string, deadline: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server process exited with code ${child.exitCode} before answering ${url}.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`No answer from ${url} within 60 s.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The API as `npm start` in dist/apps/api runs it, on `port`, with `env` on top of the bench's settings. */
export async function startApiProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  // BENCH_API_NODE_FLAGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to profile the API as it is measured.
  const flags = (process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...serverNodeFlags(), ...flags, API_ENTRY], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', API_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await answers(`${origin}/readyz`, Date.now() + 60_000, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { origin, pid: child.pid as number, stop: stopper(child) };
}

/** A bare baseline in a process of its own (baseline-process.ts): its options in over IPC, its origin out. */
function startBaselineProcess(request: BaselineRequest): Promise<ServerProcess> {
  const { server } = request;
  const child = fork(join(__dirname, 'baseline-process.js'), [], { execArgv: serverNodeFlags(), stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { origin?: string; error?: string }) => {
      if (!message.origin) return reject(new Error(`The ${server} baseline did not start: ${message.error}`));
      resolve({
        origin: message.origin,
        pid: child.pid as number,
        stop: () => {
          const stop = stopper(child)();
          child.disconnect();
          return stop;
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`The ${server} baseline exited with code ${code} before starting.`)));
    child.send(request);
  });
}

/** The bare create baseline in a process of its own. */
export function startBaselineCreateProcess(options: BaselineOptions): Promise<ServerProcess> {
  return startBaselineProcess({ server: 'create', options });
}

/**
 * A bare calendar baseline in a process of its own (today's statement, or `options.statements`):
 * its node CPU is then the server's alone, not the bench's, whose heap holds the API, the other
 * baselines and the generated workspace, and whose collections would count on either side.
 */
export function startBaselineCalendarProcess(options: BaselineOptions): Promise<ServerProcess> {
  return startBaselineProcess({ server: 'calendar', options });
}

/**
 * A bare Fastify JSON route (GET /is-connected) in a process of its own: the floor the key check's
 * scenarios measure the API against, each side in its own process as deployed.
 */
export function startBareFastifyProcess(): Promise<ServerProcess> {
  return startBaselineProcess({ server: 'bare Fastify' });
}
