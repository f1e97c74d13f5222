import { randomBytes } from 'node:crypto';

import { apiVersion, startApiServer } from '@innkeep/api';
import { startMcpServer } from '@innkeep/mcp';
import { Operator } from '@innkeep/persistence';
import { createTestDatabase } from '@innkeep/persistence/testing';
import { createRuntime, loadConfig, ServerLog, ServerRuntime } from '@innkeep/server';
import { DataSource } from 'typeorm';

import { freePort } from './free-port';

export interface TestServers {
  apiUrl: string;
  mcpUrl: string;
  dataSource: DataSource;
  databaseUrl: string;
  runtime: ServerRuntime;
  operator: Operator;
  close(): Promise<void>;
}

/**
 * The real api and mcp servers on loopback ports, on a fresh database of their own. Options
 * are environment variables, as an operator would set them; `log` captures the servers' log.
 */
export async function startTestServers(env: Record<string, string> = {}, options: { log?: ServerLog } = {}): Promise<TestServers> {
  const database = await createTestDatabase();
  const [apiPort, mcpPort] = [await freePort(), await freePort()];
  // Unexpected failures are 500s the tests assert on; INNKEEP_TEST_LOG=1 shows the servers' log.
  const logLevel = process.env.INNKEEP_TEST_LOG ? 'debug' : 'silent';
  // A key of their own, so that no test writes one into a data folder.
  const secretsKey = randomBytes(32).toString('base64');
  const config = loadConfig({ API_PORT: String(apiPort), MCP_PORT: String(mcpPort), HOST: '127.0.0.1', LOG_LEVEL: logLevel, SECRETS_KEY: secretsKey, ...env });
  const runtime = createRuntime(config, database.dataSource, { version: apiVersion(), log: options.log });
  const api = await startApiServer(runtime);
  const mcp = await startMcpServer(runtime);
  return {
    apiUrl: api.url,
    mcpUrl: mcp.url,
    dataSource: database.dataSource,
    databaseUrl: database.url,
    runtime,
    operator: new Operator(database.dataSource, runtime.secrets),
    async close() {
      await api.close();
      await mcp.close();
      await runtime.close();
      await database.drop();
    },
  };
}
