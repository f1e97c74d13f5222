import { Authenticator } from '@innkeep/auth';
import type { ChannelEnvironment } from '@innkeep/domain';
import { AesCursorSeal, ConfirmationStore, ServiceInfo } from '@innkeep/domain';
import {
  BatchedCredentialStore,
  createRepositories,
  DatabaseDeadlines,
  logDataSourceTo,
  openDatabase,
  PaymentAccountStore,
  SecretBox,
  TypeormAccessTokenStore,
  TypeormConfirmationStore,
  TypeormUnitOfWork,
} from '@innkeep/persistence';
import { createQuotaStore, QuotaPolicy, QuotaStore } from '@innkeep/ratelimit';
import { DataSource } from 'typeorm';

import { DEFAULT_FEED_LIMITS, IcalFeedReader } from './channels/ical-feed-reader';
import { ServerConfig } from './config';
import { DependencyHealth } from './dependency-health';
import { Logger, OperationExecutor } from './operation-executor';
import { PublicUrlPolicy } from './outbound/public-url-policy';
import { StripePayments } from './payments/stripe-payments';
import { cursorKeyOf, loadSecretsKeyOrThrow } from './secrets-key';
import { createServerLog, ServerLog } from './server-log';

/** What the api and mcp servers of one process share: the database, quotas and the executor. */
export interface ServerRuntime {
  config: ServerConfig;
  dataSource: DataSource;
  quotaStore: QuotaStore;
  /** PostgreSQL and Redis, asked with a short timeout (readiness, the status operation). */
  health: DependencyHealth;
  executor: OperationExecutor;
  service: ServiceInfo;
  /** The structured log both servers and the executor write to (LOG_LEVEL). */
  log: ServerLog;
  /** Confirmation tokens of risky MCP calls, outside any write's transaction. */
  confirmations: ConfirmationStore;
  /** Seals what repositories keep to read back (webhook signing secrets) with the secrets key. */
  secrets: SecretBox;
  /** The hosts' own Stripe accounts: connected on the Payments page, reached for guests' payments. */
  payments: StripePayments;
  paymentAccounts: PaymentAccountStore;
  /** Lets go of what the runtime opened itself (the Redis connection); the database is the caller's. */
  close(): Promise<void>;
}

/** `version` is the API's, read from its package (the `version` of GET /status and of the OpenAPI document). */
export function serviceInfo(config: ServerConfig, version: string): ServiceInfo {
  return {
    version,
    apiBaseUrl: config.publicApiUrl,
    mcpUrl: config.publicMcpUrl,
    // The OAuth 2.1 authorization server is the api app (apps/api/src/oauth), at its origin.
    authorizationServerUrl: new URL(config.publicApiUrl).origin,
  };
}

/** The executor's failures as lines of the structured log, their errors without SQL parameters. */
function executorLogger(log: ServerLog): Logger {
  return {
    error: (message, detail, fields) => log.error({ ...fields, err: detail }, message),
    warn: (message) => log.warn(message),
  };
}

export interface RuntimeOptions {
  /** The API's version, from its package.json (`API_VERSION` of @innkeep/api). */
  version: string;
  quotaStore?: QuotaStore;
  /** The log to write to; a new one on standard output at the configured LOG_LEVEL when absent. */
  log?: ServerLog;
  /** false: record no events (only the benchmark's baselines do). */
  eventLog?: boolean;
  /** false: record no audit entries either (only the benchmark's baselines do). */
  auditLog?: boolean;
}

export function createRuntime(config: ServerConfig, dataSource: DataSource, options: RuntimeOptions): ServerRuntime {
  const log = options.log ?? createServerLog(config.logLevel);
  const logger = executorLogger(log);
  logDataSourceTo(dataSource, log.child({ component: 'typeorm' }));
  // REDIS_URL: Redis shared by every instance, with this process's memory while it is away.
  const quotaStore =
    options.quotaStore ??
    createQuotaStore({ redisUrl: config.redisUrl, redisCluster: config.redisCluster, log: (line) => (logger.warn ?? logger.error)(line) });
  const service = serviceInfo(config, options.version);
  const repositoryOptions = { secrets: new SecretBox(() => loadSecretsKeyOrThrow(config)), eventLog: options.eventLog, auditLog: options.auditLog };
  // Read afresh for every request (no cache), concurrent requests sharing one query.
  const credentials = new BatchedCredentialStore(dataSource);
  const health = new DependencyHealth(dataSource, quotaStore);
  const paymentAccounts = new PaymentAccountStore(dataSource, repositoryOptions.secrets);
  const payments = new StripePayments(paymentAccounts, config.paymentsApiUrl);
  const executor = new OperationExecutor(
    new Authenticator(credentials, new TypeormAccessTokenStore(dataSource)),
    new QuotaPolicy(quotaStore, {
      read: config.readLimit,
      write: config.writeLimit,
      windowSeconds: config.quotaWindowSeconds,
      unauthenticated: config.unauthenticatedLimit,
      unauthenticatedWindowSeconds: config.unauthenticatedWindowSeconds,
    }),
    createRepositories(dataSource.manager, repositoryOptions),
    new TypeormUnitOfWork(dataSource, repositoryOptions),
    service,
    logger,
    health,
    channelEnvironment(config),
    new PublicUrlPolicy(config.webhooks.allowPrivateUrls),
    new AesCursorSeal(async () => cursorKeyOf(await loadSecretsKeyOrThrow(config))),
    payments,
  );
  return {
    config,
    dataSource,
    quotaStore,
    health,
    executor,
    service,
    log,
    confirmations: new TypeormConfirmationStore(dataSource.manager),
    secrets: repositoryOptions.secrets,
    payments,
    paymentAccounts,
    close: async () => {
      await quotaStore.close?.();
    },
  };
}

export interface Database {
  dataSource: DataSource;
  /** Set when this process runs the embedded server. */
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * The PostgreSQL server of `DATABASE_URL`, migrated. A server run on its own has no other: the
 * embedded PostgreSQL of a single machine is `npm start`'s (tools/src/admin/embedded-database.ts),
 * and is no dependency of a deployed app.
 */
export async function openConfiguredDatabase(config: ServerConfig, log?: ServerLog): Promise<Database> {
  if (!config.databaseUrl) {
    throw new Error('DATABASE_URL is not set: a server run on its own needs a PostgreSQL server (npm start runs an embedded one on a single machine).');
  }
  const dataSource = await openDatabase({
    url: config.databaseUrl,
    log: log?.child({ component: 'typeorm' }),
    migrate: config.migrateOnStart,
    deadlines: databaseDeadlines(config),
  });
  return { dataSource, embedded: false, close: () => dataSource.destroy() };
}

/** The servers' statement and checkout deadlines (DATABASE_STATEMENT_TIMEOUT_SECONDS, DATABASE_ACQUIRE_TIMEOUT_SECONDS). */
export function databaseDeadlines(config: ServerConfig): DatabaseDeadlines {
  return { statementMs: config.deadlines.statementSeconds * 1000, acquireMs: config.deadlines.acquireSeconds * 1000 };
}

/** The feeds and schedule of channel synchronisation, as the API's sync and the worker's both run it. */
export function channelEnvironment(config: ServerConfig): ChannelEnvironment {
  return {
    feeds: new IcalFeedReader({
      ...DEFAULT_FEED_LIMITS,
      timeoutMs: config.channels.fetchTimeoutSeconds * 1000,
      allowPrivate: config.channels.allowPrivateUrls,
    }),
    intervalSeconds: config.channels.syncIntervalSeconds,
  };
}
