import type { Pool } from 'pg';
import { PgBoss } from 'pg-boss';

const SUPERVISE_SECONDS = 10;

/** How a kind of job is retried and how many run at once in one worker. */
export interface JobKind<T> {
  name: string;
  /** Jobs of this kind one worker runs at once. */
  concurrency: number;
  /** Attempts after the first; each waits twice as long as the one before, from `retryDelaySeconds`. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job that runs longer is failed (and retried): no job can hang a worker. */
  expireInSeconds: number;
  /**
   * A running job's worker vouches for it this often (at half the interval); a job whose worker
   * went silent (killed, its machine lost) is failed and retried by another worker after this
   * long, rather than after `expireInSeconds`. At least 10.
   */
  heartbeatSeconds: number;
  handle(data: T): Promise<void>;
}

/**
 * Background jobs on PostgreSQL (pg-boss): stored in the database the data lives in, fetched
 * with SKIP LOCKED, so any number of workers share them and none runs a job twice. Other
 * features add their kinds of jobs through `register`.
 */
export class JobQueue {
  private constructor(private readonly boss: PgBoss) {}

  /** Starts the queue over the application's own pool: pg-boss keeps its tables in the pgboss schema. */
  static async start(pool: Pool, onError: (error: Error) => void): Promise<JobQueue> {
    const boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values as unknown[]) },
      schema: 'pgboss',
      // The worker's own scheduler claims due connections; pg-boss's cron is not needed.
      schedule: false,
      // The pass that fails jobs whose worker stopped vouching for them (and expires overrun ones):
      // every 10 s rather than every minute, so a killed pull is retried within half a minute.
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
    });
    boss.on('error', onError);
    await boss.start();
    return new JobQueue(boss);
  }

  async register<T extends object>(kind: JobKind<T>): Promise<void> {
    const settings = {
      retryLimit: kind.retryLimit,
      retryDelay: kind.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 600,
      expireInSeconds: kind.expireInSeconds,
      heartbeatSeconds: kind.heartbeatSeconds,
    };
    // One queued and one running job per key: a connection is never pulled twice at once.
    await this.boss.createQueue(kind.name, { policy: 'stately', ...settings });
    // Creating leaves a queue that exists as it was: a database made by an earlier release gets today's settings too.
    await this.boss.updateQueue(kind.name, settings);
    await this.boss.work<T>(kind.name, { localConcurrency: kind.concurrency, pollingIntervalSeconds: 1 }, async ([job]) => {
      await kind.handle(job.data);
    });
  }

  /** Queues a job; a key that is already queued is not queued twice. */
  async send<T extends object>(name: string, data: T, singletonKey: string): Promise<void> {
    await this.boss.send(name, data, { singletonKey });
  }

  /** Stops fetching, lets running jobs finish within the deadline, and lets go of nothing else (the pool is the caller's). */
  async stop(timeoutMs: number): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: false });
  }
}
