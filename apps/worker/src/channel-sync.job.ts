import { ChannelEnvironment, EventActor, fetchConnectionFeeds, Repositories, synchroniseConnection, UnitOfWork } from '@innkeep/domain';
import type { ServerLog } from '@innkeep/server';

import { JobKind } from './job-queue';

export const CHANNEL_SYNC_JOB = 'channel-sync';

export interface ChannelSyncJob {
  workspaceId: string;
  connectionId: string;
}

/** What the feed and the audit say made a scheduled pull's changes: the connection, through synchronisation. */
export function channelActor(connectionId: string): EventActor {
  return { kind: 'CHANNEL', id: connectionId, userId: null, surface: 'SYNC' };
}

/**
 * Pulls one connection's feeds, on its schedule or because POST /connections/:id/sync asked (then
 * with that request's options, and its result written back for the client that follows it): the
 * feeds are read first, then applied in one short transaction with their events. A feed's own
 * failure is recorded on the connection and retried by its schedule; only a failure of ours (the
 * database away) fails the job, which pg-boss then retries with backoff (a retry takes the
 * request, still RUNNING, again).
 */
export function channelSyncJob(
  reads: Repositories,
  unitOfWork: UnitOfWork,
  environment: ChannelEnvironment,
  log: ServerLog,
  concurrency: number,
): JobKind<ChannelSyncJob> {
  return {
    name: CHANNEL_SYNC_JOB,
    concurrency,
    retryLimit: 5,
    retryDelaySeconds: 5,
    // Fetches are bounded (10 s each by default): a pull that runs for 10 minutes is stuck.
    expireInSeconds: 600,
    // A pull whose worker died is retried within about half a minute (the heartbeat, then the next supervision pass).
    heartbeatSeconds: 10,
    async handle({ workspaceId, connectionId }) {
      // A synchronisation someone asked for (POST /connections/:id/sync): this run takes it (RUNNING) and answers it, with its options.
      const requested = await reads.channels.startSyncRequest(workspaceId, connectionId);
      const result = await fetchConnectionFeeds(reads, environment, workspaceId, connectionId)
        .then((prefetched) =>
          unitOfWork.run(
            async ({ repos }) => {
              const synced = await synchroniseConnection(repos, environment, workspaceId, connectionId, {
                now: new Date(),
                prefetched,
                acceptEmpty: requested?.acceptEmpty,
              });
              await repos.channels.finishSyncRequest(workspaceId, connectionId, requested?.requestedAt ?? null, synced);
              await repos.events.flush(workspaceId, channelActor(connectionId));
              return synced;
            },
            { feedWriterOf: workspaceId },
          ),
        )
        .catch((error: unknown) => {
          log.error({ component: 'channel-sync', connectionId, err: error }, 'Channel synchronisation failed; the job is retried');
          throw error;
        });
      if (result) {
        log.info(
          {
            component: 'channel-sync',
            connectionId,
            status: result.status,
            fetched: result.fetched,
            created: result.created,
            updated: result.updated,
            cancelled: result.cancelled,
            errorCode: result.error?.code,
            durationMs: result.durationMs,
          },
          'channel synchronised',
        );
      }
    },
  };
}
