import { InnkeepError } from './errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RetryPolicy {
  /** Retries after the first try (429, 503, or no answer at all). */
  maxRetries: number;
  /** The longest Retry-After waited out; a longer one (a daily quota) is answered as an error at once. */
  maxRetryAfterMs: number;
  /** How long one try may take before it is abandoned and, like a failed connection, retried. */
  timeoutMs: number;
}

/** Waits `ms`, or less when the signal aborts (then it throws the abort's reason). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Exponential backoff with jitter: about 0.5 s, 1 s, 2 s… at most 8 s. */
export function backoffMs(attempt: number): number {
  return Math.min(8000, 500 * 2 ** attempt) * (0.5 + Math.random() / 2);
}

/** How long to wait before trying again after this answer, or null not to. */
export async function retryDelayMs(response: Response, attempt: number, policy: RetryPolicy): Promise<number | null> {
  // The same key's first request is still running (its answer was lost, or it is slow): its replay comes once it ends.
  if (response.status === 409) return (await codeOf(response)) === 'IDEMPOTENCY_KEY_IN_USE' ? backoffMs(attempt) : null;
  if (response.status !== 429 && response.status !== 503) return null;
  const header = response.headers.get('retry-after');
  const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : null;
  if (seconds === null) return backoffMs(attempt);
  const ms = seconds * 1000;
  return ms > policy.maxRetryAfterMs ? null : ms;
}

async function codeOf(response: Response): Promise<unknown> {
  try {
    return ((await response.clone().json()) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

/**
 * The fetch the generated client calls through: it adds the credential, gives each write an
 * Idempotency-Key (kept on its retries, so a retried write happens once), and tries again after
 * 429 (once Retry-After has passed), 503, 409 IDEMPOTENCY_KEY_IN_USE, failed connections and tries
 * that took longer than `timeoutMs`, a bounded number of times. It
 * calls `globalThis.fetch` at each call, so a fetch installed later (a test's, a proxy agent's) is used.
 */
export function createTransport(authorization: string, policy: RetryPolicy, wait = sleep): (request: Request) => Promise<Response> {
  return async (request) => {
    const headers = new Headers(request.headers);
    headers.set('authorization', authorization);
    if (WRITES.has(request.method) && !headers.has('idempotency-key')) headers.set('idempotency-key', globalThis.crypto.randomUUID());
    // Read once, so that every try sends the same bytes.
    const body = request.body === null ? undefined : await request.arrayBuffer();
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        const signal = AbortSignal.any([request.signal, AbortSignal.timeout(policy.timeoutMs)]);
        response = await globalThis.fetch(request.url, { method: request.method, headers, body, signal });
      } catch (error) {
        if (request.signal.aborted) throw error;
        if (attempt >= policy.maxRetries) throw InnkeepError.connectionFailed(error);
        await wait(backoffMs(attempt), request.signal);
        continue;
      }
      const delay = attempt < policy.maxRetries ? await retryDelayMs(response, attempt, policy) : null;
      if (delay === null) return response;
      await response.body?.cancel();
      await wait(delay, request.signal);
    }
  };
}
