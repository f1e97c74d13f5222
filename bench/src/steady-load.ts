/**
 * An open-loop load at a fixed rate: request i is due at start + i / rate, whatever happened to the
 * ones before it, and its latency counts from when it was due. A stall therefore shows in every
 * request it delayed (no coordinated omission), and nothing is sent in bursts.
 *
 * autocannon's `overallRate` is not used for this: each of its connections sends its share of a
 * second back to back and then idles until the next second (a burst at saturation every second),
 * and its correction records a synthetic sample per millisecond of any response slower than 1 ms.
 */
import { performance } from 'node:perf_hooks';

import { LoadOptions, LoadResult, SlowRequest } from './autocannon-runner';
import { LeanClient, leanClient } from './lean-http-client';
import { createBodyFactory } from './request-bodies';

function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

const WARM_UP_MS = 1500;

/** Slow requests a traced run keeps: a round where more were slow is explained by its first ones. */
const MAX_SLOW_KEPT = 5000;

/**
 * Reads of `warmUpUrl` (default /livez) on the same connections, not measured: first one per
 * connection at once, then a second and a half at the run's rate. Without it the first requests of
 * every run measured hundreds of milliseconds: a fresh load generator compiling and connecting,
 * and a server whose database pool had let its connections go idle while the other side ran (a
 * new PostgreSQL backend is slow on its first statements). A read leaves the data as it is.
 */
async function warmUp(client: LeanClient, path: string, rate: number, connections: number): Promise<void> {
  const get = () => new Promise<void>((resolve) => client.send({ method: 'GET', path }, () => resolve()));
  await Promise.all(Array.from({ length: connections }, get));
  const paced: Promise<void>[] = [];
  const count = Math.round((rate * WARM_UP_MS) / 1000);
  for (let index = 0; index < count; index += 1) {
    paced.push(get());
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS / count));
  }
  await Promise.all(paced);
}

export async function runSteadyLoad(options: LoadOptions): Promise<LoadResult> {
  const rate = options.overallRate;
  if (!rate || !options.amount) throw new Error('A steady load needs overallRate and amount.');
  const total = options.amount;
  const url = new URL(options.url);
  const nextBody = options.createBodies ? createBodyFactory(options.createBodies) : undefined;
  const fixedBody = options.body;
  const method = options.method ?? 'GET';
  const path = url.pathname + url.search;
  // Requests due while every connection is busy wait in the client's queue, and that wait is latency.
  const client = leanClient(url.origin, options.connections, options.headers ?? {}, (options.timeoutSeconds ?? 30) * 1000);

  const latencies = new Float64Array(total);
  const statuses: Record<string, number> = {};
  let answered = 0;
  let bodyBytes = 0;
  let errors = 0;
  let timeouts = 0;
  let lastAnswer = 0;
  // How late this process sent a request after it was due: its own stalls (a collection, a busy
  // CPU) count in the latencies too, and this says how much of them can be the generator's.
  let senderLateMs = 0;
  const slowRequests: SlowRequest[] = [];
  const interval = 1000 / rate;
  const warmUpUrl = new URL(options.warmUpUrl ?? '/livez', url);
  await warmUp(client, warmUpUrl.pathname + warmUpUrl.search, rate, options.connections);
  const start = performance.now() + 20;

  await new Promise<void>((resolve) => {
    let settled = 0;
    const settle = () => {
      settled += 1;
      lastAnswer = performance.now();
      if (settled === total) resolve();
    };
    const noteIfSlow = (due: number, latencyMs: number, status: number) => {
      if (options.traceSlowMs === undefined || latencyMs <= options.traceSlowMs || slowRequests.length >= MAX_SLOW_KEPT) return;
      slowRequests.push({ dueAtMs: Math.round(performance.timeOrigin + due), latencyMs: Math.round(latencyMs * 10) / 10, status });
    };
    const send = (due: number) => {
      const body = nextBody ? nextBody() : fixedBody;
      client.send({ method, path, body }, (outcome) => {
        const latencyMs = performance.now() - due;
        if (outcome instanceof Error) {
          noteIfSlow(due, latencyMs, 0);
          // A timeout is an error too, as autocannon counts it: the no-errors target reads errors.
          if (outcome.message === 'timeout') timeouts += 1;
          errors += 1;
          return settle();
        }
        latencies[answered] = latencyMs;
        noteIfSlow(due, latencyMs, outcome.status);
        answered += 1;
        bodyBytes += outcome.bodyBytes;
        const status = String(outcome.status);
        statuses[status] = (statuses[status] ?? 0) + 1;
        settle();
      });
    };
    let sent = 0;
    const dispatchDue = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        const due = start + sent * interval;
        senderLateMs = Math.max(senderLateMs, now - due);
        send(due);
        sent += 1;
      }
      if (sent < total) setTimeout(dispatchDue, Math.max(0, start + sent * interval - performance.now()));
    };
    setTimeout(dispatchDue, 20);
  });
  client.close();

  const sorted = latencies.subarray(0, answered).sort();
  const seconds = (lastAnswer - start) / 1000;
  const non2xx = Object.entries(statuses).reduce((sum, [status, count]) => sum + (status.startsWith('2') ? 0 : count), 0);
  return {
    requests: answered,
    seconds,
    reqPerSec: seconds > 0 ? answered / seconds : 0,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    meanLatency: answered ? sorted.reduce((sum, value) => sum + value, 0) / answered : 0,
    bodyBytes: answered ? Math.round(bodyBytes / answered) : 0,
    statuses,
    non2xx,
    errors,
    timeouts,
    senderLateMs,
    startedAtMs: Math.round(performance.timeOrigin + start),
    ...(options.traceSlowMs === undefined ? {} : { slowRequests }),
  };
}
