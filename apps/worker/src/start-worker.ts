import {
  ChannelScheduleStore,
  ConnectorOutboxStore,
  createRepositories,
  SandboxExpiryStore,
  SetAsideListener,
  SiteHoldStore,
  TrialClockStore,
  TypeormUnitOfWork,
  UNREADABLE_SECRET_RETRY_SECONDS,
  WebhookDispatchStore,
} from '@innkeep/persistence';
import {
  channelEnvironment,
  PublicUrlPolicy,
  registerHealthRoutes,
  requestDeadlineOptions,
  serverErrorHandlers,
  ServerRuntime,
  StoppableServer,
} from '@innkeep/server';
import Fastify from 'fastify';
import type { Pool } from 'pg';

import { ChannelScheduler } from './channel-scheduler';
import { channelSyncJob } from './channel-sync.job';
import { ConnectorDispatcher } from './connector-dispatcher';
import { Housekeeping } from './housekeeping';
import { JobQueue } from './job-queue';
import { SandboxExpiry } from './sandbox-expiry';
import { SiteHoldClock } from './site-hold-clock';
import { TrialClock } from './trial-clock';
import { WebhookDispatcher } from './webhook-dispatcher';

/** The pg Pool under TypeORM's PostgreSQL driver: pg-boss runs its statements on it. */
function poolOf(runtime: ServerRuntime): Pool {
  return (runtime.dataSource.driver as unknown as { master: Pool }).master;
}

/**
 * Starts the worker: the job queue with its kinds of jobs, the channel scheduler, and /livez and
 * /readyz on WORKER_PORT for the orchestrator. Closing stops the scheduler, lets running jobs
 * finish, then closes the probes. The worker's composition root: the one file of the app that
 * builds the stores, handing each job the domain's port it needs.
 */
export async function startWorker(runtime: ServerRuntime): Promise<StoppableServer> {
  const { config, log } = runtime;
  const queue = await JobQueue.start(poolOf(runtime), (error) => log.error({ component: 'job-queue', err: error }, 'Job queue error'));
  const repositoryOptions = { secrets: runtime.secrets };
  const unitOfWork = new TypeormUnitOfWork(runtime.dataSource, repositoryOptions);
  await queue.register(
    channelSyncJob(createRepositories(runtime.dataSource.manager, repositoryOptions), unitOfWork, channelEnvironment(config), log, config.worker.concurrency),
  );
  const scheduler = new ChannelScheduler(new ChannelScheduleStore(runtime.dataSource), queue, log, config.worker.pollSeconds);
  scheduler.start();
  // A secret sealed under another SECRETS_KEY leaves its endpoint or connection undelivered: said here, as nothing else would.
  const setAside: SetAsideListener = ({ kind, id, workspaceId }) =>
    log.warn(
      { component: 'delivery', kind, id, workspaceId, retryInSeconds: UNREADABLE_SECRET_RETRY_SECONDS },
      'Signing secret does not open (sealed under another SECRETS_KEY?); set aside, deliveries kept',
    );
  const dispatchStore = new WebhookDispatchStore(runtime.dataSource, runtime.secrets, setAside);
  const webhooks = new WebhookDispatcher(dispatchStore, unitOfWork, new PublicUrlPolicy(config.webhooks.allowPrivateUrls), log, {
    timeoutMs: config.webhooks.timeoutSeconds * 1000,
    concurrency: config.worker.concurrency,
    idleMs: 250,
    leaseSeconds: config.worker.leaseSeconds,
  });
  webhooks.start();
  // Connectors are reached under the channel address rule (CHANNEL_ALLOW_PRIVATE_URLS), as their feeds are.
  const connectors = new ConnectorDispatcher(
    new ConnectorOutboxStore(runtime.dataSource, runtime.secrets, setAside),
    new PublicUrlPolicy(config.channels.allowPrivateUrls),
    log,
    {
      timeoutMs: config.webhooks.timeoutSeconds * 1000,
      concurrency: config.worker.concurrency,
      idleMs: 250,
      leaseSeconds: config.worker.leaseSeconds,
    },
  );
  connectors.start();
  const housekeeping = new Housekeeping(dispatchStore, log);
  housekeeping.start();
  const trials = new TrialClock(new TrialClockStore(runtime.dataSource), log, config.worker.pollSeconds * 1000);
  trials.start();
  const siteHolds = new SiteHoldClock(runtime, new SiteHoldStore(runtime.dataSource), config.worker.pollSeconds * 1000);
  siteHolds.start();
  const sandboxes = new SandboxExpiry(new SandboxExpiryStore(runtime.dataSource), log);
  sandboxes.start();
  // The probes take no body, but a client may still send one slowly: it gets the servers' deadline.
  const probes = Fastify({
    logger: false,
    ...requestDeadlineOptions(config),
    clientErrorHandler: serverErrorHandlers(runtime.executor, '').clientErrorHandler,
  });
  registerHealthRoutes(probes, runtime.health);
  const address = await probes.listen({ port: config.worker.port, host: config.host });
  return {
    url: address,
    httpServer: probes.server,
    close: async () => {
      await scheduler.stop();
      housekeeping.stop();
      await trials.stop();
      await siteHolds.stop();
      await sandboxes.stop();
      await webhooks.stop();
      await connectors.stop();
      await queue.stop(config.shutdownTimeoutSeconds * 1000);
      await probes.close();
    },
  };
}
