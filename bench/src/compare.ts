/**
 * Measures a scenario beside its baseline in the same run: one warm-up run of each, then three
 * alternating rounds (subject then baseline, baseline then subject, …), and the median of the
 * rounds per side and per figure. Interleaving spreads drift (caches, autovacuum, a noisy neighbour) over
 * both sides instead of letting it land on one.
 */
import { LoadResult } from './autocannon-runner';

export interface Side {
  /** One run; `round` is 0 for the warm-up, then 1, 2, 3… */
  run(round: number): Promise<LoadResult>;
}

export interface Summary {
  reqPerSec: number;
  p50: number;
  p99: number;
  bodyBytes: number;
  /** CPU ms of the bench process per response (see LoadResult.serverCpuMs). */
  serverCpuMs: number;
  /** CPU ms of PostgreSQL per response (see LoadResult.databaseCpuMs). */
  databaseCpuMs: number;
  /** Sums over the measured rounds. */
  requests: number;
  statuses: Record<string, number>;
  errors: number;
}

export interface Comparison {
  warmup: { subject: LoadResult; baseline: LoadResult } | null;
  rounds: { subject: LoadResult; baseline: LoadResult }[];
  subject: Summary;
  baseline: Summary;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summarize(results: LoadResult[]): Summary {
  const statuses: Record<string, number> = {};
  for (const result of results) for (const [status, count] of Object.entries(result.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  return {
    reqPerSec: median(results.map((result) => result.reqPerSec)),
    p50: median(results.map((result) => result.p50)),
    p99: median(results.map((result) => result.p99)),
    bodyBytes: median(results.map((result) => result.bodyBytes)),
    serverCpuMs: median(results.map((result) => result.serverCpuMs ?? 0)),
    databaseCpuMs: median(results.map((result) => result.databaseCpuMs ?? 0)),
    requests: results.reduce((sum, result) => sum + result.requests, 0),
    statuses,
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  };
}

export async function compare(
  subject: Side,
  baseline: Side,
  options: { rounds?: number; warmup?: boolean; onRun?: (label: string, result: LoadResult) => void } = {},
): Promise<Comparison> {
  const rounds = options.rounds ?? 3;
  const note = options.onRun ?? (() => undefined);
  let warmup: Comparison['warmup'] = null;
  if (options.warmup ?? true) {
    const warmSubject = await subject.run(0);
    note('warm-up API', warmSubject);
    const warmBaseline = await baseline.run(0);
    note('warm-up baseline', warmBaseline);
    warmup = { subject: warmSubject, baseline: warmBaseline };
  }
  const measured: Comparison['rounds'] = [];
  for (let round = 1; round <= rounds; round += 1) {
    // The side that goes first alternates (subject first in odd rounds, baseline in even ones): the
    // first run after the other side's meets what that run left (dirty pages, a checkpoint's
    // full-page writes, autovacuum), and going first every time cost a side about 6 % in a run
    // of the same server on both sides.
    const order = round % 2 === 1 ? (['subject', 'baseline'] as const) : (['baseline', 'subject'] as const);
    const results: Partial<Record<'subject' | 'baseline', LoadResult>> = {};
    for (const side of order) {
      results[side] = await (side === 'subject' ? subject : baseline).run(round);
      note(`round ${round} ${side === 'subject' ? 'API' : 'baseline'}`, results[side] as LoadResult);
    }
    measured.push({ subject: results.subject as LoadResult, baseline: results.baseline as LoadResult });
  }
  return {
    warmup,
    rounds: measured,
    subject: summarize(measured.map((round) => round.subject)),
    baseline: summarize(measured.map((round) => round.baseline)),
  };
}
