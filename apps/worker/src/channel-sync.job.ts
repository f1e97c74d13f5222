import { ChannelEnvironment, synchroniseConnection } from '@innkeep/domain';
import { TypeormUnitOfWork } from '@innkeep/persistence';
import type { ServerLog } from '@innkeep/server';
import { DataSource } from 'typeorm';
import { JobKind } from './job-queue';

export const CHANNEL_SYNC_JOB = 'channel-sync';

export interface ChannelSyncJob {
  workspaceId: string;
  connectionId: string;
}

/**
 * Pulls one connection's feeds, as POST /connections/:id/sync does. A feed's own failure is
 * recorded on the connection and retried by its schedule; only a failure of ours (the database
 * away) fails the job, which pg-boss then retries with backoff.
 */
export function channelSyncJob(dataSource: DataSource, environment: ChannelEnvironment, log: ServerLog, concurrency: number): JobKind<ChannelSyncJob> {
  const unitOfWork = new TypeormUnitOfWork(dataSource);
  return {
    name: CHANNEL_SYNC_JOB,
    concurrency,
    retryLimit: 5,
    retryDelaySeconds: 5,
    // Fetches are bounded (10 s each by default): a pull that runs for 10 minutes is stuck.
    expireInSeconds: 600,
    async handle({ workspaceId, connectionId }) {
      const result = await unitOfWork.run(({ repos }) => synchroniseConnection(repos, environment, workspaceId, connectionId, { now: new Date() })).catch((error: unknown) => {
        log.error({ component: 'channel-sync', connectionId, err: error }, 'Channel synchronisation failed; the job is retried');
        throw error;
      });
      if (result) {
        log.info({ component: 'channel-sync', connectionId, status: result.status, fetched: result.fetched, created: result.created, updated: result.updated, cancelled: result.cancelled, errorCode: result.error?.code, durationMs: result.durationMs }, 'channel synchronised');
      }
    },
  };
}
