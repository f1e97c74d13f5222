/**
 * `npm start`: the whole service in one process (docs/contract.md#operating-the-servers). It opens the database
 * (DATABASE_URL, else an embedded PostgreSQL in DATA_DIR), migrates it, makes sure the demo
 * workspace exists with its keys (kept in DATA_DIR across starts), starts the REST API and the MCP server, and prints how to call
 * them. SIGINT, SIGTERM and SIGHUP close the servers, then the database, and exit 0.
 *
 * `start.js api` or `start.js mcp` (`nx serve api`, `nx serve mcp`) runs that one server the same
 * way, sharing an embedded PostgreSQL another of them already runs on DATA_DIR, and leaves the demo
 * workspace's keys alone.
 */
import { resolve } from 'node:path';

import { apiVersion, startApiServer } from '@innkeep/api';
import { startMcpServer } from '@innkeep/mcp';
import { DEMO_WORKSPACE_NAME, Operator } from '@innkeep/persistence';
import { describeQuotaStore } from '@innkeep/ratelimit';
import { createRuntime, Database, loadConfig, ServerConfig } from '@innkeep/server';
import { startWorker } from '@innkeep/worker';

import { demoKeysPath, seedDemoKeepingKeys } from '../admin/demo-keys';
import { openToolDatabase, untilEmbeddedServerGone } from '../admin/embedded-database';
import { startDemoFeeds } from './demo-feeds';
import { assertPortsAvailable, portProblem, PortSetting, portSettings, StartError } from './ports';
import { onShutdownSignal, within, withoutNewSignalListeners } from './shutdown-signals';
import { startBanner } from './start-banner';

interface RunningServer {
  url: string;
  close(): Promise<void>;
}

const SERVER_CLOSE_MS = 5_000;
const DATABASE_CLOSE_MS = 15_000;

const log = (message: string) => process.stderr.write(`[innkeep] ${message}\n`);

/** Starts one server; a port problem becomes a sentence naming API_PORT or MCP_PORT. */
async function listen(setting: PortSetting, host: string, start: () => Promise<RunningServer>): Promise<RunningServer> {
  try {
    return await withoutNewSignalListeners(start);
  } catch (error) {
    const problem = portProblem(error, setting, host);
    throw problem ? new StartError(problem) : error;
  }
}

/** The discovery links, from GET /status; the usual paths when it cannot answer. */
async function discover(apiUrl: string, mcpUrl: string): Promise<{ docsUrl: string; openapiUrl: string; mcpUrl: string }> {
  const fallback = { docsUrl: `${apiUrl}/docs`, openapiUrl: `${apiUrl}/openapi.json`, mcpUrl };
  try {
    const response = await fetch(`${apiUrl}/status`, { signal: AbortSignal.timeout(3_000) });
    if (!response.ok) return fallback;
    const status = (await response.json()) as Partial<Record<'docsUrl' | 'openapiUrl' | 'mcpUrl', unknown>>;
    const pick = (value: unknown, otherwise: string) => (typeof value === 'string' && value ? value : otherwise);
    return {
      docsUrl: pick(status.docsUrl, fallback.docsUrl),
      openapiUrl: pick(status.openapiUrl, fallback.openapiUrl),
      mcpUrl: pick(status.mcpUrl, fallback.mcpUrl),
    };
  } catch {
    return fallback;
  }
}

function describeDatabase(config: ServerConfig): string {
  if (!config.databaseUrl) return `embedded PostgreSQL in ${resolve(config.dataDir)}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname} (DATABASE_URL)`;
  } catch {
    return 'PostgreSQL at DATABASE_URL';
  }
}

type ServerName = 'api' | 'mcp' | 'worker';

/** The servers to run: both, or the one named by the first argument. */
function chosenServers(args: string[]): ServerName[] {
  if (args.length === 0) return ['api', 'mcp', 'worker'];
  if (args.length === 1 && (args[0] === 'api' || args[0] === 'mcp' || args[0] === 'worker')) return [args[0]];
  throw new StartError(`Usage: start.js [api|mcp|worker] (all three when none is named), not "${args.join(' ')}".`);
}

async function main(): Promise<void> {
  let config: ServerConfig;
  let chosen: ServerName[];
  try {
    config = loadConfig();
    chosen = chosenServers(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  const servers: RunningServer[] = [];
  let database: Database | undefined;

  const closeAll = async () => {
    for (const server of servers.splice(0).reverse()) {
      try {
        if ((await within(server.close(), SERVER_CLOSE_MS)) === 'timeout') log(`${server.url} did not close within ${SERVER_CLOSE_MS / 1000} s.`);
      } catch (error) {
        log(`Closing ${server.url} failed: ${(error as Error)?.message ?? String(error)}`);
      }
    }
    const open = database;
    database = undefined;
    if (!open) return;
    try {
      const closing = open.close();
      // If PostgreSQL already stopped (Ctrl+C reaches it too), its data is safe: do not wait for it.
      const done = open.embedded ? Promise.race([closing, untilEmbeddedServerGone(config.dataDir)]) : closing;
      if ((await within(done, DATABASE_CLOSE_MS)) === 'timeout') log(`The database did not close within ${DATABASE_CLOSE_MS / 1000} s.`);
    } catch (error) {
      log(`Closing the database failed: ${(error as Error)?.message ?? String(error)}`);
    }
  };

  onShutdownSignal(async (signal) => {
    log(`${signal}: stopping the servers, then the database.`);
    await closeAll();
    process.exit(0);
  });

  try {
    const [apiPort, mcpPort, workerPort] = portSettings(config);
    const portOf = { api: apiPort, mcp: mcpPort, worker: workerPort };
    const one = chosen.length === 1 ? chosen[0] : undefined;
    await assertPortsAvailable(
      config,
      chosen.map((name) => portOf[name]),
    );
    database = await withoutNewSignalListeners(() => openToolDatabase(config, { shareRunning: one !== undefined }));
    const runtime = createRuntime(config, database.dataSource, { version: apiVersion() });
    servers.push({ url: 'the quota store', close: () => runtime.close() });
    if (one) {
      const start = { api: () => startApiServer(runtime), mcp: () => startMcpServer(runtime), worker: () => startWorker(runtime) }[one];
      const server = await listen(portOf[one], config.host, start);
      servers.push(server);
      const label = { api: 'Innkeep API', mcp: 'Innkeep MCP server', worker: 'Innkeep worker (probes)' }[one];
      process.stdout.write(`${label} on ${server.url}\nDatabase: ${describeDatabase(config)}. Quotas: ${describeQuotaStore(config)}. Press Ctrl+C to stop.\n`);
      return;
    }
    const operator = new Operator(database.dataSource, runtime.secrets);
    const demo = await seedDemoKeepingKeys(operator, config.dataDir);
    const demoFeeds = await startDemoFeeds(operator, config.host);
    servers.push({ url: demoFeeds.origin, close: () => demoFeeds.close() });
    await operator.pointDemoFeeds(demoFeeds.origin);
    const api = await listen(apiPort, config.host, () => startApiServer(runtime));
    servers.push(api);
    const mcp = await listen(mcpPort, config.host, () => startMcpServer(runtime));
    servers.push(mcp);
    servers.push(await listen(workerPort, config.host, () => startWorker(runtime)));

    const links = await discover(api.url, mcp.url);
    process.stdout.write(
      startBanner({
        apiUrl: api.url,
        ...links,
        workspaceName: DEMO_WORKSPACE_NAME,
        workspaceId: demo.workspaceId,
        ownerEmail: demo.ownerEmail,
        readKey: demo.keys.read,
        writeKey: demo.keys.write,
        keysFile: demoKeysPath(config.dataDir),
        keysIssued: demo.keysIssued,
        database: describeDatabase(config),
        quotas: describeQuotaStore(config),
      }),
    );
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : `npm start failed: ${String(error)}`}\n`);
    await closeAll();
    process.exit(1);
  }
}

void main();
