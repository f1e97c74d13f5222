/** One dependency's state, as readiness and the status operation report it. */
export interface DependencyCheck {
  status: 'ok' | 'down';
  /** Why it is down, in a sentence without internals (no addresses, no credentials). */
  msg?: string;
  latencyMs: number;
}

export interface HealthReport {
  /** `degraded` when any dependency is down. */
  status: 'ok' | 'degraded';
  checks: Record<string, DependencyCheck>;
}

/** Asks every dependency (PostgreSQL, Redis) to answer within a short timeout. */
export interface HealthReader {
  check(): Promise<HealthReport>;
}
