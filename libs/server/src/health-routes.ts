import { DependencyHealth } from './dependency-health';

/** What the probes need of a reply: Fastify's, named structurally (the apps own the HTTP framework). */
export interface ProbeReply {
  code(statusCode: number): ProbeReply;
  headers(values: Record<string, string>): ProbeReply;
  send(body: unknown): unknown;
}

/** What the probes need of the server: a GET route (Fastify's instance). */
export interface ProbeRoutes {
  get(path: string, handler: (request: unknown, reply: ProbeReply) => Promise<unknown>): unknown;
}

/**
 * `GET /livez` (the process answers) and `GET /readyz` (PostgreSQL answers; 503 otherwise) at the
 * server's origin, for orchestrators and balancers: no credential, no quota, no database work
 * beyond one `SELECT 1` a second, so probing them every few seconds forever costs nothing.
 */
export function registerHealthRoutes(server: ProbeRoutes, health: DependencyHealth): void {
  const noStore = { 'cache-control': 'no-store' };
  server.get('/livez', async (_request, reply) => reply.headers(noStore).send({ status: 'ok', checks: {} }));
  server.get('/readyz', async (_request, reply) => {
    const report = await health.check();
    return reply
      .code(DependencyHealth.ready(report) ? 200 : 503)
      .headers(noStore)
      .send(report);
  });
}
