/** A bare `node:http` server on a free loopback port, for the baselines. */
import { createServer, IncomingMessage, RequestListener, ServerResponse } from 'node:http';

import { POOL_IDLE_MILLIS } from '@innkeep/persistence/bench';
import { Pool } from 'pg';

export interface BareServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

export async function listenBare(handler: RequestListener): Promise<BareServer> {
  const server = createServer({ keepAliveTimeout: 60_000 }, handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A baseline's server with its own `pg` pool (`bench-baseline-<name>` in pg_stat_activity), the
 * two closed together. `handlerOf` gets the pool and answers the request handler.
 */
export async function listenBareWithPool(
  options: { databaseUrl: string; poolSize: number },
  name: string,
  handlerOf: (pool: Pool) => RequestListener,
): Promise<BareServer> {
  const pool = new Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize,
    application_name: `bench-baseline-${name}`,
    idleTimeoutMillis: POOL_IDLE_MILLIS,
  });
  // An idle connection's error (the database stopping at the bench's end) is no failure of a
  // measurement, which sees its own queries' errors; unheard, it would end the process.
  pool.on('error', () => undefined);
  const server = await listenBare(handlerOf(pool));
  return {
    origin: server.origin,
    close: async () => {
      await server.close();
      await pool.end();
    },
  };
}

export function sendJson(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
