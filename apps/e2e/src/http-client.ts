/**
 * The request id of both requests of a probe that compares two answers (another workspace's id
 * against a missing one): error bodies carry their request's id, so the answers may then differ
 * in nothing at all.
 */
export const PROBE_ID = { 'X-Request-Id': 'probe' };

/** A small fetch wrapper for tests: the JSON body and the headers of an answer. */
export interface HttpAnswer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export async function http<T = any>(
  url: string,
  options: { method?: string; key?: string; headers?: Record<string, string>; body?: unknown; rawBody?: string } = {},
): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.key) headers.authorization = options.key;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  } else if (options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(url, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (the docs page): keep the text.
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}
