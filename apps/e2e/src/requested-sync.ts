import type { StoppableServer } from '@innkeep/server';
import { startWorker } from '@innkeep/worker';

import { http, HttpAnswer } from './http-client';
import type { TestServers } from './test-servers';
import { waitFor } from './wait-for';

/**
 * Synchronisation on request as a client sees it: POST /connections/:id/sync answers 202 with the
 * request QUEUED, and a worker pulls the feeds. The worker (in this process, over the test servers'
 * runtime; start them with WORKER_PORT=0 and WORKER_POLL_SECONDS=1) starts at the first `run`, so a
 * test may `request` first and see the request wait.
 */
export class RequestedSync {
  private worker?: StoppableServer;

  constructor(private readonly servers: TestServers) {}

  request(key: string, connectionId: string, body: object = {}): Promise<HttpAnswer> {
    return http(`${this.servers.apiUrl}/connections/${connectionId}/sync`, { method: 'POST', key, body });
  }

  /** Asks, then follows the connection until the worker has run the request: the 202 status with the sync's result, or the refusal. */
  async run(key: string, connectionId: string, body: object = {}): Promise<HttpAnswer> {
    const queued = await this.request(key, connectionId, body);
    if (queued.status !== 202) return queued;
    this.worker ??= await startWorker(this.servers.runtime);
    let sync: { status: string; requestedAt: string; result: unknown } | undefined;
    await waitFor(
      'the worker to run the synchronisation',
      async () => {
        sync = (await http(`${this.servers.apiUrl}/connections/${connectionId}`, { key })).body?.sync;
        // A newer request, asked while ours ran, answers ours too.
        return sync?.status === 'DONE' && sync.requestedAt >= queued.body.sync.requestedAt;
      },
      30_000,
    );
    return { status: queued.status, headers: queued.headers, body: sync!.result };
  }

  async close(): Promise<void> {
    await this.worker?.close();
  }
}
