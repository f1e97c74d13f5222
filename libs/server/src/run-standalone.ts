import { Database, openConfiguredDatabase, ServerRuntime, createRuntime } from './runtime';
import { loadConfig } from './config';
import { createServerLog } from './server-log';

/**
 * Runs one server alone (an instance behind a balancer): opens the configured database, starts
 * the server, and on SIGINT or SIGTERM closes the server, the runtime and then the database.
 */
export function runStandalone(name: string, version: string, start: (runtime: ServerRuntime) => Promise<{ url: string; close(): Promise<void> }>): void {
  let database: Database | undefined;
  const main = async () => {
    const config = loadConfig();
    const log = createServerLog(config.logLevel);
    database = await openConfiguredDatabase(config, log.child({ component: 'typeorm' }));
    const runtime = createRuntime(config, database.dataSource, { version, log });
    const server = await start(runtime);
    log.info({ url: server.url, version }, `${name} on ${server.url}`);
    const stop = async () => {
      await server.close();
      await runtime.close();
      await database?.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  };
  main().catch(async (error) => {
    console.error(error instanceof Error ? error.message : error);
    await database?.close().catch(() => undefined);
    process.exit(1);
  });
}
