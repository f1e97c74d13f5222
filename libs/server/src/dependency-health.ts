import { DependencyCheck, HealthReader, HealthReport } from '@innkeep/domain';
import { QuotaStore } from '@innkeep/ratelimit';
import { DataSource } from 'typeorm';

/** A dependency that has not answered in this long counts as down: probes must answer quickly. */
export const DEPENDENCY_TIMEOUT_MS = 1_000;
/** A report this recent answers again: probes and `/status` under load cost one check a second. */
export const HEALTH_REPORT_MAX_AGE_MS = 1_000;

async function probe(name: string, ask: () => Promise<unknown>, timeoutMs: number): Promise<DependencyCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([ask(), timeout]);
    return { status: 'ok', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    const timedOut = error instanceof Error && error.message.startsWith('no answer');
    return {
      status: 'down',
      msg: timedOut ? `${name} gave no answer within ${timeoutMs} ms.` : `${name} is unreachable.`,
      latencyMs: Math.round(performance.now() - started),
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * PostgreSQL and, when quotas live there, Redis, each asked once with a short timeout. Redis away
 * degrades the service (quotas are counted per instance meanwhile) without making it unready.
 * Concurrent callers share one check, and a check younger than `maxAgeMs` answers again.
 */
export class DependencyHealth implements HealthReader {
  private latest: { startedAt: number; report: Promise<HealthReport> } | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly quotaStore: QuotaStore,
    private readonly timeoutMs = DEPENDENCY_TIMEOUT_MS,
    private readonly maxAgeMs = HEALTH_REPORT_MAX_AGE_MS,
  ) {}

  check(): Promise<HealthReport> {
    const now = Date.now();
    if (!this.latest || now - this.latest.startedAt >= this.maxAgeMs) this.latest = { startedAt: now, report: this.checkNow() };
    return this.latest.report;
  }

  private async checkNow(): Promise<HealthReport> {
    const checks: Record<string, DependencyCheck> = {};
    const ping = this.quotaStore.ping?.bind(this.quotaStore);
    const [postgres, redis] = await Promise.all([
      probe('PostgreSQL', () => this.dataSource.query('SELECT 1'), this.timeoutMs),
      ping ? probe('Redis', ping, this.timeoutMs) : undefined,
    ]);
    checks.postgres = postgres;
    if (redis) checks.redis = redis;
    const degraded = Object.values(checks).some((check) => check.status !== 'ok');
    return { status: degraded ? 'degraded' : 'ok', checks };
  }

  /** Whether this instance can serve requests: PostgreSQL answers. */
  static ready(report: HealthReport): boolean {
    return report.checks.postgres?.status === 'ok';
  }
}
