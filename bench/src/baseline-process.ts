/**
 * Entry of a bare baseline in a process of its own (server-process.ts): which server and its
 * options come in over IPC, its origin goes out. Servers whose CPU or latency tails are measured
 * must not share the bench's heap, which holds the generated workspace and the other servers.
 */
import type { BaselineOptions } from './baseline-calendar-server';

/** Which server a baseline process runs, with the options it takes. */
export type BaselineRequest = { server: 'create' | 'calendar'; options: BaselineOptions } | { server: 'bare Fastify' };

/** Each server's modules are loaded in its own process only: the bare route's heap holds no domain or SQL. */
async function start(request: BaselineRequest): Promise<{ origin: string; close(): Promise<void> }> {
  switch (request.server) {
    case 'create':
      return (await import('./baseline-create.js')).startBaselineCreateServer(request.options);
    case 'calendar':
      return (await import('./baseline-calendar-server.js')).startBaselineCalendarServer(request.options);
    case 'bare Fastify':
      return (await import('./quota-helpers.js')).startBareFastify();
  }
}

process.once('message', (request: BaselineRequest) => {
  start(request).then(
    (started) => {
      process.send?.({ origin: started.origin });
      process.once('disconnect', () => void started.close().then(() => process.exit(0)));
    },
    (error: Error) => process.send?.({ error: error.stack ?? error.message }, () => process.exit(1)),
  );
});
