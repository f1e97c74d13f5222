import { Server } from 'node:http';

/** The signals that stop a server: an orchestrator's SIGTERM, Ctrl+C's SIGINT, a closed terminal's SIGHUP. */
export const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Calls `stop` once, on the first shutdown signal; later signals are absorbed while it runs (a
 * second Ctrl+C must not kill the process half-way through closing the pool).
 */
export function onShutdownSignal(stop: (signal: NodeJS.Signals) => Promise<void>): void {
  let stopping = false;
  for (const signal of SHUTDOWN_SIGNALS) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void stop(signal);
    });
  }
}

/** Waits for `promise`, at most `ms`; says which happened. */
export function within<T>(promise: Promise<T>, ms: number): Promise<'done' | 'timeout'> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve('timeout'), ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve('done');
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A listening server, as a shutdown stops it. */
export interface StoppableServer {
  url: string;
  /** Node's server under the app: its connections are cut if the deadline passes. */
  httpServer: Server;
  /** Stops listening and resolves once every connection has ended. */
  close(): Promise<void>;
}

export interface ShutdownPlan {
  server: StoppableServer;
  /** What to let go of once no request runs, in order (the quota store, then the database pool). */
  release: { name: string; close(): Promise<void> }[];
  deadlineMs: number;
  log(line: string): void;
}

export interface ShutdownReport {
  /** From the signal to the last connection closed. */
  drainMs: number;
  /** Connections still open at the drain's deadline, and closed then. */
  cut: number;
}

/** How often connections that finished their request are closed while the server drains. */
const IDLE_SWEEP_MS = 50;

const connectionsOf = (server: Server) => new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));

/**
 * Stops a server within `deadlineMs`, all of it: the listening socket closes at once (new
 * connections are refused), requests in flight run to their end, each connection closing as its
 * request finishes, and whatever is still open when the drain's share of the deadline is spent is
 * cut. The last part of the deadline is kept for the quota store and the database pool, each given
 * what is left, so a database that is gone cannot hold the exit.
 */
export async function shutDown({ server, release, deadlineMs, log }: ShutdownPlan): Promise<ShutdownReport> {
  const started = Date.now();
  const left = () => Math.max(0, deadlineMs - (Date.now() - started));
  const releaseReserveMs = Math.min(2_000, deadlineMs / 4);
  log(`Stopping: no new connections; ${await connectionsOf(server.httpServer)} open, given ${Math.round(deadlineMs / 1000)} s to finish.`);
  const closing = server.close();
  const sweep = setInterval(() => server.httpServer.closeIdleConnections(), IDLE_SWEEP_MS);
  let cut = 0;
  try {
    if ((await within(closing, left() - releaseReserveMs)) === 'timeout') {
      cut = await connectionsOf(server.httpServer);
      log(`Cutting ${cut} connection(s) still busy after ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      server.httpServer.closeAllConnections();
      await within(closing, left());
    }
  } finally {
    clearInterval(sweep);
  }
  const drainMs = Date.now() - started;
  for (const { name, close } of release) {
    const outcome = await within(close(), left()).catch(() => 'failed' as const);
    if (outcome !== 'done') log(`${name} ${outcome === 'failed' ? 'failed to close' : 'did not close in time'}; exiting without it.`);
  }
  log(`Stopped in ${Date.now() - started} ms.`);
  return { drainMs, cut };
}
