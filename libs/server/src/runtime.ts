import { Authenticator } from '@innkeep/auth';
import { ConfirmationStore, ServiceInfo } from '@innkeep/domain';
import {
  BatchedCredentialStore,
  createRepositories,
  openDatabase,
  TypeormAccessTokenStore,
  TypeormConfirmationStore,
  TypeormUnitOfWork,
} from '@innkeep/persistence';
import { createQuotaStore, QuotaPolicy, QuotaStore } from '@innkeep/ratelimit';
import { DataSource } from 'typeorm';
import { ServerConfig } from './config';
import { Logger, OperationExecutor } from './operation-executor';

/** What the api and mcp servers of one process share: the database, quotas and the executor. */
export interface ServerRuntime {
  config: ServerConfig;
  dataSource: DataSource;
  quotaStore: QuotaStore;
  executor: OperationExecutor;
  service: ServiceInfo;
  /** Confirmation tokens of risky MCP calls, outside any write's transaction. */
  confirmations: ConfirmationStore;
  /** Lets go of what the runtime opened itself (the Redis connection); the database is the caller's. */
  close(): Promise<void>;
}

export function serviceInfo(config: ServerConfig): ServiceInfo {
  return {
    version: config.version,
    apiBaseUrl: config.publicApiUrl,
    mcpUrl: config.publicMcpUrl,
    // The OAuth 2.1 authorization server is the api app (apps/api/src/oauth), at its origin.
    authorizationServerUrl: new URL(config.publicApiUrl).origin,
  };
}

export const consoleLogger: Logger = {
  error: (message, detail) => console.error(`[innkeep] ${message}`, detail ?? ''),
  warn: (message) => console.error(`[innkeep] ${message}`),
};

export function createRuntime(
  config: ServerConfig,
  dataSource: DataSource,
  options: { quotaStore?: QuotaStore; logger?: Logger } = {},
): ServerRuntime {
  const logger = options.logger ?? consoleLogger;
  // REDIS_URL: Redis shared by every instance, with this process's memory while it is away.
  const quotaStore =
    options.quotaStore ??
    createQuotaStore({ redisUrl: config.redisUrl, redisCluster: config.redisCluster, log: (line) => (logger.warn ?? logger.error)(line) });
  const service = serviceInfo(config);
  // Read afresh for every request (no cache), concurrent requests sharing one query.
  const credentials = new BatchedCredentialStore(dataSource);
  const executor = new OperationExecutor(
    new Authenticator(credentials, new TypeormAccessTokenStore(dataSource)),
    new QuotaPolicy(quotaStore, {
      read: config.readLimit,
      write: config.writeLimit,
      windowSeconds: config.quotaWindowSeconds,
    }),
    createRepositories(dataSource.manager),
    new TypeormUnitOfWork(dataSource),
    service,
    logger,
  );
  return {
    config,
    dataSource,
    quotaStore,
    executor,
    service,
    confirmations: new TypeormConfirmationStore(dataSource.manager),
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
export async function openConfiguredDatabase(config: ServerConfig): Promise<Database> {
  if (!config.databaseUrl) {
    throw new Error('DATABASE_URL is not set: a server run on its own needs a PostgreSQL server (npm start runs an embedded one on a single machine).');
  }
  const dataSource = await openDatabase({ url: config.databaseUrl });
  return { dataSource, embedded: false, close: () => dataSource.destroy() };
}
