/**
 * A steady run's trace, for chasing a tail: with BENCH_TRACE=<file>, each steady round appends to
 * the file, one JSON object a line, when it began, every request slower than BENCH_TRACE_MS (15 by
 * default) with when it was due, and every stall of the host, all in ms since the epoch. Laid beside
 * a server's own log of its collections (BENCH_API_NODE_FLAGS, e.g. a `--require` of a
 * PerformanceObserver for 'gc'), it shows which of them a burst of slow requests followed.
 */
import { appendFileSync } from 'node:fs';

import type { HostStalls } from './host-stalls';

/** What a round's trace reads of its load result (autocannon-runner.ts's LoadResult has these). */
export interface TracedRound {
  requests: number;
  p99: number;
  startedAtMs?: number;
  hostStalls?: HostStalls;
  slowRequests?: { dueAtMs: number; latencyMs: number; status: number }[];
}

export interface SteadyTraceSettings {
  file: string;
  slowMs: number;
}

const DEFAULT_SLOW_MS = 15;

/** What BENCH_TRACE and BENCH_TRACE_MS ask for; null without BENCH_TRACE. */
export function steadyTraceSettings(env: NodeJS.ProcessEnv = process.env): SteadyTraceSettings | null {
  const file = env.BENCH_TRACE;
  if (!file) return null;
  const raw = env.BENCH_TRACE_MS;
  const slowMs = raw === undefined || raw === '' ? DEFAULT_SLOW_MS : Number(raw);
  if (!Number.isFinite(slowMs) || slowMs < 0) throw new Error(`BENCH_TRACE_MS needs a number of milliseconds, not "${raw}".`);
  return { file, slowMs };
}

type TraceLine =
  | { atMs: number; kind: 'round'; url: string; requests: number; p99: number }
  | { atMs: number; kind: 'slow'; latencyMs: number; status: number }
  | { atMs: number; kind: 'host-stall'; lateMs: number };

/** The round's lines in time order: its start, its slow requests and the host's stalls. */
export function steadyTraceLines(url: string, result: TracedRound): string[] {
  const lines: TraceLine[] = [
    ...(result.slowRequests ?? []).map((slow): TraceLine => ({ atMs: slow.dueAtMs, kind: 'slow', latencyMs: slow.latencyMs, status: slow.status })),
    ...(result.hostStalls?.stalls ?? []).map((stall): TraceLine => ({ atMs: stall.atMs, kind: 'host-stall', lateMs: stall.lateMs })),
  ].sort((a, b) => a.atMs - b.atMs);
  const round: TraceLine = {
    atMs: result.startedAtMs ?? lines[0]?.atMs ?? Date.now(),
    kind: 'round',
    url,
    requests: result.requests,
    p99: Math.round(result.p99 * 10) / 10,
  };
  return [round, ...lines].map((line) => JSON.stringify(line));
}

export function appendSteadyTrace(settings: SteadyTraceSettings, url: string, result: TracedRound): void {
  appendFileSync(settings.file, `${steadyTraceLines(url, result).join('\n')}\n`);
}
