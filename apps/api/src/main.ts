/** Runs the REST API alone (one instance behind a balancer): `node apps/api/dist/src/main.js`. */
import { createRuntime, loadConfig, openConfiguredDatabase } from '@innkeep/server';
import { startApiServer } from './start-api-server';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const runtime = createRuntime(config, database.dataSource);
  const server = await startApiServer(runtime);
  console.log(`Innkeep API on ${server.url}`);
  const stop = async () => {
    await server.close();
    await runtime.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
