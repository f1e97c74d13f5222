import { loadSocialLoginConfig, SocialLoginConfig } from './social-login-config';
import { loadStripeConfig, stripeApiUrlOf, StripeConfig } from './stripe-config';

/**
 * Every setting of the servers, read from the environment and checked once at start; a bad value
 * stops the start with a sentence naming the variable.
 */
export interface ServerConfig {
  apiPort: number;
  mcpPort: number;
  /** Interface the servers listen on. */
  host: string;
  dataDir: string;
  /** A real PostgreSQL server; when absent an embedded one runs in dataDir (never in production). */
  databaseUrl: string | undefined;
  /** Apply pending migrations when a server starts (MIGRATE_ON_START); off when `npm run migrate` does it. */
  migrateOnStart: boolean;
  /** How long a stopping server waits for requests in flight before it cuts them (SHUTDOWN_TIMEOUT_SECONDS). */
  shutdownTimeoutSeconds: number;
  /** Quotas in Redis, shared by every instance; in this process's memory when absent. */
  redisUrl: string | undefined;
  /** REDIS_URL names nodes of a Redis Cluster (comma-separated). */
  redisCluster: boolean;
  readLimit: number;
  writeLimit: number;
  quotaWindowSeconds: number;
  /** Requests without a valid credential per client address and surface (API_UNAUTHENTICATED_LIMIT)… */
  unauthenticatedLimit: number;
  /** …in this window (API_UNAUTHENTICATED_WINDOW_SECONDS). */
  unauthenticatedWindowSeconds: number;
  /** Public addresses, as clients reach them (behind a proxy they differ from host:port). */
  publicApiUrl: string;
  publicMcpUrl: string;
  /** Behind a proxy: the client address from X-Forwarded-For, the scheme from X-Forwarded-Proto. */
  trustProxy: boolean;
  /** Sign-in with an external OpenID Connect provider (INNKEEP_OIDC_*); off when unset. */
  socialLogin: SocialLoginConfig | undefined;
  /** Billing by card with Stripe (STRIPE_*); without it trials end by their date and the operator sets plans. */
  stripe: StripeConfig | undefined;
  /** Where the hosts' own Stripe accounts are reached for their guests' payments (STRIPE_API_URL). */
  paymentsApiUrl: URL;
  /** The least severe log line written (LOG_LEVEL); `silent` writes none. */
  logLevel: LogLevel;
  /** The key that encrypts the server secrets at rest (SECRETS_KEY); a generated one in DATA_DIR when absent outside production. */
  secretsKey: Buffer | undefined;
  /** NODE_ENV=production: nothing generated on the machine stands in for a missing setting. */
  production: boolean;
  /** Channel calendar synchronisation (CHANNEL_*). */
  channels: ChannelConfig;
  /** Background jobs of the worker app (WORKER_*). */
  worker: WorkerConfig;
  webhooks: WebhookConfig;
  /** How long a request and each of its statements may take before they are cut. */
  deadlines: DeadlineConfig;
  /**
   * The MCP conformance suite's fixture tools, resources and prompts served beside Innkeep's own, so
   * that the suite's scenarios that call them can run (MCP_CONFORMANCE_FIXTURES): tests only, refused
   * with NODE_ENV=production.
   */
  mcpConformanceFixtures: boolean;
}

export interface DeadlineConfig {
  /** A request's headers and body must all arrive within this (REQUEST_TIMEOUT_SECONDS), else 408 REQUEST_TIMEOUT. */
  requestSeconds: number;
  /** One SQL statement (DATABASE_STATEMENT_TIMEOUT_SECONDS), else 503 SERVICE_UNAVAILABLE. */
  statementSeconds: number;
  /** Waiting for a pooled connection, or opening one (DATABASE_ACQUIRE_TIMEOUT_SECONDS), else 503 SERVICE_UNAVAILABLE. */
  acquireSeconds: number;
}

export interface WebhookConfig {
  /** Deliver to loopback and private addresses too: tests and closed networks only (WEBHOOK_ALLOW_PRIVATE_URLS). */
  allowPrivateUrls: boolean;
  /** How long one delivery may take (WEBHOOK_TIMEOUT_SECONDS). */
  timeoutSeconds: number;
}

export interface ChannelConfig {
  /** Seconds between two scheduled pulls of a connection (CHANNEL_SYNC_INTERVAL_SECONDS). */
  syncIntervalSeconds: number;
  /** Fetch feeds from loopback and private addresses too: tests and closed networks only (CHANNEL_ALLOW_PRIVATE_URLS). */
  allowPrivateUrls: boolean;
  /** How long one feed fetch may take, redirects included (CHANNEL_FETCH_TIMEOUT_SECONDS). */
  fetchTimeoutSeconds: number;
}

export interface WorkerConfig {
  /** Port of the worker's /livez and /readyz (WORKER_PORT). */
  port: number;
  /** How often the scheduler looks for connections due for a pull (WORKER_POLL_SECONDS). */
  pollSeconds: number;
  /** Synchronisations one worker runs at once, and webhook endpoints and connectors it serves at once (WORKER_CONCURRENCY). */
  concurrency: number;
  /**
   * How long a webhook endpoint or connector stays with a worker that stopped answering before
   * another takes it over (WORKER_LEASE_SECONDS); a live worker renews it as it goes.
   */
  leaseSeconds: number;
}

type Env = Record<string, string | undefined>;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function logLevel(env: Env): LogLevel {
  const raw = (env.LOG_LEVEL ?? '').trim().toLowerCase();
  if (raw === '') return 'info';
  if ((LOG_LEVELS as readonly string[]).includes(raw)) return raw as LogLevel;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${env.LOG_LEVEL}".`);
}

/** 32 bytes, as base64 (`openssl rand -base64 32`) or 64 hexadecimal digits. */
function secretsKey(env: Env): Buffer | undefined {
  const raw = env.SECRETS_KEY?.trim();
  if (!raw) return undefined;
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(raw) ? Buffer.from(raw, 'base64') : undefined;
  if (key?.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes as base64 (`openssl rand -base64 32`) or 64 hexadecimal digits.');
  return key;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  }
  return value;
}

function flag(env: Env, name: string, fallback = false): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new Error(`${name} must be true or false, not "${env[name]}".`);
}

function redisUrl(env: Env, cluster: boolean): string | undefined {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return undefined;
  const parts = raw.split(',');
  if (parts.length > 1 && !cluster) {
    throw new Error('REDIS_URL names several servers: set REDIS_CLUSTER=true for a Redis Cluster, or give one redis:// address.');
  }
  for (const part of parts) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(part.trim());
    } catch {
      // Reported below.
    }
    if (!parsed || !['redis:', 'rediss:'].includes(parsed.protocol)) {
      throw new Error(`REDIS_URL must be a redis:// or rediss:// address (several, comma-separated, with REDIS_CLUSTER=true), not "${part.trim()}".`);
    }
  }
  return raw;
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be an absolute URL, not "${raw}".`);
  }
}

function databaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  if (!raw && env.NODE_ENV === 'production') {
    throw new Error(
      'DATABASE_URL is not set: with NODE_ENV=production the servers need a PostgreSQL server of yours (postgres://user:password@host:5432/database); there is no embedded one.',
    );
  }
  return raw || undefined;
}

export const API_BASE_PATH = '/public/v1';

export function loadConfig(env: Env = process.env): ServerConfig {
  const apiPort = integer(env, 'API_PORT', 3000, 0, 65535);
  const mcpPort = integer(env, 'MCP_PORT', 3001, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    apiPort,
    mcpPort,
    host,
    dataDir: env.DATA_DIR || '.data',
    databaseUrl: databaseUrl(env),
    migrateOnStart: flag(env, 'MIGRATE_ON_START', true),
    shutdownTimeoutSeconds: integer(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10, 1, 600),
    redisUrl: redisUrl(env, flag(env, 'REDIS_CLUSTER')),
    redisCluster: flag(env, 'REDIS_CLUSTER'),
    readLimit: integer(env, 'API_LIMIT', 90, 1, 1_000_000_000),
    writeLimit: integer(env, 'API_WRITE_LIMIT', 60, 1, 1_000_000_000),
    quotaWindowSeconds: integer(env, 'API_LIMIT_WINDOW_SECONDS', 3600, 1, 86_400),
    unauthenticatedLimit: integer(env, 'API_UNAUTHENTICATED_LIMIT', 300, 1, 1_000_000_000),
    unauthenticatedWindowSeconds: integer(env, 'API_UNAUTHENTICATED_WINDOW_SECONDS', 60, 1, 86_400),
    publicApiUrl: url(env, 'PUBLIC_API_URL', `http://${shownHost}:${apiPort}${API_BASE_PATH}`),
    publicMcpUrl: url(env, 'PUBLIC_MCP_URL', `http://${shownHost}:${mcpPort}/mcp`),
    trustProxy: flag(env, 'TRUST_PROXY'),
    socialLogin: loadSocialLoginConfig(env),
    stripe: loadStripeConfig(env),
    paymentsApiUrl: stripeApiUrlOf(env),
    logLevel: logLevel(env),
    secretsKey: secretsKey(env),
    production: env.NODE_ENV === 'production',
    channels: {
      syncIntervalSeconds: integer(env, 'CHANNEL_SYNC_INTERVAL_SECONDS', 900, 1, 86_400),
      allowPrivateUrls: flag(env, 'CHANNEL_ALLOW_PRIVATE_URLS'),
      fetchTimeoutSeconds: integer(env, 'CHANNEL_FETCH_TIMEOUT_SECONDS', 10, 1, 120),
    },
    webhooks: {
      allowPrivateUrls: flag(env, 'WEBHOOK_ALLOW_PRIVATE_URLS'),
      timeoutSeconds: integer(env, 'WEBHOOK_TIMEOUT_SECONDS', 10, 1, 60),
    },
    deadlines: {
      requestSeconds: integer(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 600),
      statementSeconds: integer(env, 'DATABASE_STATEMENT_TIMEOUT_SECONDS', 20, 1, 3600),
      acquireSeconds: integer(env, 'DATABASE_ACQUIRE_TIMEOUT_SECONDS', 10, 1, 600),
    },
    mcpConformanceFixtures: conformanceFixtures(env),
    worker: {
      port: integer(env, 'WORKER_PORT', 3002, 0, 65535),
      pollSeconds: integer(env, 'WORKER_POLL_SECONDS', 5, 1, 3600),
      concurrency: integer(env, 'WORKER_CONCURRENCY', 4, 1, 64),
      leaseSeconds: leaseSeconds(env),
    },
  };
}

function conformanceFixtures(env: Env): boolean {
  const on = flag(env, 'MCP_CONFORMANCE_FIXTURES');
  if (on && env.NODE_ENV === 'production') {
    throw new Error(
      'MCP_CONFORMANCE_FIXTURES=true serves the MCP conformance suite’s test tools beside Innkeep’s; it is for tests and is refused with NODE_ENV=production.',
    );
  }
  return on;
}

/** A lease outlasts one attempt with room to spare: a worker sends nothing it could not finish within its lease. */
function leaseSeconds(env: Env): number {
  const lease = integer(env, 'WORKER_LEASE_SECONDS', 120, 5, 3600);
  const attempt = integer(env, 'WEBHOOK_TIMEOUT_SECONDS', 10, 1, 60);
  if (lease < attempt + 4) throw new Error(`WORKER_LEASE_SECONDS must be at least WEBHOOK_TIMEOUT_SECONDS + 4 (${attempt + 4}), not "${lease}".`);
  return lease;
}

/** Once a server listens on port 0, its public addresses follow the port it was given. */
export function withPorts(config: ServerConfig, ports: { apiPort?: number; mcpPort?: number }): ServerConfig {
  const next = { ...config, ...ports };
  const swap = (address: string, from: number, to: number | undefined) => (to === undefined ? address : address.replace(`:${from}/`, `:${to}/`));
  next.publicApiUrl = swap(config.publicApiUrl, config.apiPort, ports.apiPort);
  next.publicMcpUrl = swap(config.publicMcpUrl, config.mcpPort, ports.mcpPort);
  return next;
}
