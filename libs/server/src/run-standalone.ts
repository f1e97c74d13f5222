import { loadConfig } from './config';
import { onShutdownSignal, shutDown, StoppableServer } from './graceful-shutdown';
import { createRuntime, Database, openConfiguredDatabase, ServerRuntime } from './runtime';
import { createServerLog } from './server-log';

/**
 * Runs one server alone (an instance behind a balancer): opens the configured database, starts
 * the server, and owns its shutdown: on SIGINT, SIGTERM or SIGHUP it drains the server within
 * SHUTDOWN_TIMEOUT_SECONDS, lets go of the quota store and the database pool, and exits 0.
 */
export function runStandalone(name: string, version: string, start: (runtime: ServerRuntime) => Promise<StoppableServer>): void {
  let database: Database | undefined;
  const main = async () => {
    const config = loadConfig();
    const log = createServerLog(config.logLevel);
    const opened = await openConfiguredDatabase(config, log.child({ component: 'typeorm' }));
    database = opened;
    const runtime = createRuntime(config, opened.dataSource, { version, log });
    const server = await start(runtime);
    log.info({ url: server.url, version }, `${name} on ${server.url}`);
    const shutdownLog = (line: string) => log.warn({ component: 'shutdown' }, line);
    onShutdownSignal(async (signal) => {
      shutdownLog(`${signal} received.`);
      try {
        await shutDown({
          server,
          release: [
            { name: 'The quota store', close: () => runtime.close() },
            { name: 'The database pool', close: () => opened.close() },
          ],
          deadlineMs: config.shutdownTimeoutSeconds * 1000,
          log: shutdownLog,
        });
        process.exit(0);
      } catch (error) {
        log.error({ err: error, component: 'shutdown' }, 'Stopping failed');
        process.exit(1);
      }
    });
  };
  main().catch(async (error) => {
    console.error(error instanceof Error ? error.message : error);
    await database?.close().catch(() => undefined);
    process.exit(1);
  });
}
