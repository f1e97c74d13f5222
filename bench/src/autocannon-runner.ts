/**
 * Runs autocannon against one URL and sums it up: requests per second, p50 and p99 latency,
 * average body size and the status codes. `runLoad` runs it in a child process, so that the load
 * generator never shares an event loop with the servers under test (they live in the bench's
 * process); `runAutocannon` is the same run in the current process (the child's entry uses it).
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

import autocannon from 'autocannon';

import { HostStalls, watchHostStalls } from './host-stalls';
import { databaseCpuMsBetween, databaseCpuTicks, processCpuMs } from './process-cpu';
import { createBodyFactory, CreateBodySpec } from './request-bodies';
import { appendSteadyTrace, steadyTraceSettings } from './steady-trace';

export interface LoadOptions {
  /** Full URL, query included. */
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  connections: number;
  /** Seconds; ignored when amount is set. */
  duration?: number;
  /** A fixed number of requests instead of a duration. */
  amount?: number;
  headers?: Record<string, string>;
  /** POST bodies, one new body per request. */
  createBodies?: CreateBodySpec;
  /** One JSON body sent with every request. */
  body?: string;
  /** Request paths (query included) taken in turn, one per request, instead of `url`'s own; `url` names the origin. */
  paths?: string[];
  /** Per-request timeout in seconds (default 30). */
  timeoutSeconds?: number;
  /**
   * Requests per second over all connections: a steady, open-loop rate instead of as fast as
   * answered (with `amount`; see steady-load.ts). Latencies then count from when each request was due.
   */
  overallRate?: number;
  /** With overallRate: a harmless GET to warm connections and the server's pool on before measuring. */
  warmUpUrl?: string;
  /** With overallRate: note every request slower than this many ms (LoadResult.slowRequests), for a trace. */
  traceSlowMs?: number;
  /** The server under test runs in this process (not the bench's): its CPU is read from /proc. */
  serverPid?: number;
}

export interface LoadResult {
  /** Responses received, any status. */
  requests: number;
  /** From the start to the last response. */
  seconds: number;
  reqPerSec: number;
  /** Latency percentiles in ms, over every response (errors included). */
  p50: number;
  p99: number;
  meanLatency: number;
  /** Average body size in bytes. */
  bodyBytes: number;
  /** Count per HTTP status. */
  statuses: Record<string, number>;
  non2xx: number;
  /** Socket errors and timeouts. */
  errors: number;
  timeouts: number;
  /**
   * CPU time of the bench process (the servers under test and their pg clients, not PostgreSQL and
   * not the load generator) per response, in ms; set by the caller that owns the servers.
   */
  serverCpuMs?: number;
  /** CPU time of PostgreSQL's processes per response, in ms (see process-cpu.ts); set with serverCpuMs. */
  databaseCpuMs?: number;
  /** The longest the bench process's event loop was held up during the run, and its longest GC pause, in ms. */
  serverStallMs?: number;
  serverGcMs?: number;
  /** Steady runs: the most the load generator sent a request after it was due, in ms (steady-load.ts). */
  senderLateMs?: number;
  /** Steady runs: how the machine itself stalled meanwhile (host-stalls.ts), for both sides alike. */
  hostStalls?: HostStalls;
  /** Steady runs: when the first request was due, in ms since the epoch. */
  startedAtMs?: number;
  /** Steady runs with traceSlowMs: the requests slower than it (the first MAX_SLOW_KEPT, steady-load.ts). */
  slowRequests?: SlowRequest[];
}

export interface SlowRequest {
  /** When it was due, in ms since the epoch. */
  dueAtMs: number;
  latencyMs: number;
  /** The HTTP status, or 0 for an error or a timeout. */
  status: number;
}

export async function runAutocannon(options: LoadOptions): Promise<LoadResult> {
  const nextBody = options.createBodies ? createBodyFactory(options.createBodies) : undefined;
  let bodyBytes = 0;
  let bodies = 0;
  const request: autocannon.Request = {
    method: options.method ?? 'GET',
    ...(options.body !== undefined ? { body: options.body } : {}),
    onResponse: (_status: number, body: string) => {
      bodyBytes += Buffer.byteLength(body ?? '');
      bodies += 1;
    },
  };
  const paths = options.paths;
  let nextPath = 0;
  if (nextBody || paths) {
    request.setupRequest = (req: autocannon.Request) => ({
      ...req,
      ...(nextBody ? { body: nextBody() } : {}),
      ...(paths ? { path: paths[nextPath++ % paths.length] } : {}),
    });
  }
  const headers = { ...(options.headers ?? {}), ...(nextBody || options.body !== undefined ? { 'content-type': 'application/json' } : {}) };
  const started = process.hrtime.bigint();
  let last = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
        headers,
        method: options.method ?? 'GET',
        requests: [request],
        timeout: options.timeoutSeconds ?? 30,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', () => {
      last = process.hrtime.bigint();
    });
  });
  const requests = Object.values(result.statusCodeStats ?? {}).reduce((sum, stat) => sum + (stat?.count ?? 0), 0);
  const seconds = Number(last - started) / 1e9;
  const statuses: Record<string, number> = {};
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = stat?.count ?? 0;
  return {
    requests,
    seconds,
    reqPerSec: seconds > 0 ? requests / seconds : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    meanLatency: result.latency.average,
    bodyBytes: bodies > 0 ? Math.round(bodyBytes / bodies) : 0,
    statuses,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** What a server under test used during a run: CPU in ms (null when unreadable), and for this process its stalls. */
interface ServerUsage {
  cpuMs: number | null;
  stallMs?: number;
  gcMs?: number;
}

/**
 * Starts measuring the server under test: this process (which holds the in-process servers, with
 * its event-loop stalls and GC pauses), or the process `pid` when the server runs in one of its own.
 * The returned function stops measuring and tells what was used since.
 */
function meterServer(pid: number | undefined): () => ServerUsage {
  if (pid !== undefined) {
    const before = processCpuMs(pid);
    return () => {
      const after = processCpuMs(pid);
      return { cpuMs: before !== null && after !== null ? after - before : null };
    };
  }
  const before = process.cpuUsage();
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  let longestGc = 0;
  const gcs = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestGc = Math.max(longestGc, entry.duration);
  });
  stalls.enable();
  gcs.observe({ entryTypes: ['gc'] });
  return () => {
    stalls.disable();
    gcs.disconnect();
    const used = process.cpuUsage(before);
    return { cpuMs: (used.user + used.system) / 1000, stallMs: stalls.max / 1e6, gcMs: longestGc };
  };
}

/** One load run in a child process of its own, with the server's and PostgreSQL's CPU time per response. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  // Only a steady run's latencies count from when requests were due, so only there does a stall of the host show whole.
  const trace = options.overallRate ? steadyTraceSettings() : null;
  const hostProbe = options.overallRate ? await watchHostStalls() : null;
  const load = trace ? { ...options, traceSlowMs: trace.slowMs } : options;
  const stopMetering = meterServer(options.serverPid);
  const databaseBefore = databaseCpuTicks();
  let server: ServerUsage = { cpuMs: null };
  let hostStalls: HostStalls | undefined;
  const result = await runInChild(load).finally(async () => {
    server = stopMetering();
    hostStalls = await hostProbe?.stop();
  });
  const databaseAfter = databaseCpuTicks();
  if (trace) appendSteadyTrace(trace, load.url, { ...result, ...(hostStalls ? { hostStalls } : {}) });
  const perResponse = (ms: number) => (result.requests > 0 ? ms / result.requests : 0);
  // The slow requests are the trace's; the results file keeps the figures.
  const { slowRequests: _traced, ...measured } = result;
  return {
    ...measured,
    ...(server.cpuMs !== null ? { serverCpuMs: perResponse(server.cpuMs) } : {}),
    ...(server.stallMs !== undefined ? { serverStallMs: server.stallMs, serverGcMs: server.gcMs } : {}),
    ...(databaseBefore && databaseAfter ? { databaseCpuMs: perResponse(databaseCpuMsBetween(databaseBefore, databaseAfter)) } : {}),
    ...(hostStalls ? { hostStalls } : {}),
  };
}

function runInChild(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(join(__dirname, 'autocannon-child.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let settled = false;
    child.once('message', (message: { result?: LoadResult; error?: string }) => {
      settled = true;
      if (message.result) resolve(message.result);
      else reject(new Error(`autocannon failed: ${message.error}`));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`The autocannon child exited with code ${code} before reporting.`));
    });
    child.send(options);
  });
}
