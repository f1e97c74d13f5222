import { createServer, IncomingHttpHeaders, request as forward, Server } from 'node:http';
import { AddressInfo } from 'node:net';

/** What the proxy does with the next request that matches: answer instead of the API, or lose the API's answer. */
export type Fault =
  | { kind: 'answer'; status: 429 | 503; retryAfter?: number }
  /** The request reaches the API, which acts on it; the client gets a 503 instead of its answer. */
  | { kind: 'lose-answer' };

export interface ProxiedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** What the client got: the API's status, or the fault's. */
  answered: number;
}

/**
 * A loopback proxy in front of the API that passes requests and answers through byte for byte
 * (compressed answers stay compressed), records them, and injects the faults a client must
 * survive: a 429 or 503 answered in the API's place, or an answer lost after the API acted.
 */
export class FaultProxy {
  readonly requests: ProxiedRequest[] = [];
  private readonly faults: Array<{ match: (method: string, url: string) => boolean; fault: Fault }> = [];

  private constructor(
    private readonly server: Server,
    private readonly target: URL,
  ) {}

  static async start(apiUrl: string): Promise<FaultProxy> {
    const server = createServer();
    const proxy = new FaultProxy(server, new URL(apiUrl));
    server.on('request', (incoming, outgoing) => {
      const method = incoming.method ?? 'GET';
      const url = incoming.url ?? '/';
      const at = proxy.faults.findIndex((entry) => entry.match(method, url));
      const fault = at === -1 ? undefined : proxy.faults.splice(at, 1)[0].fault;
      const record = (answered: number) => proxy.requests.push({ method, url, headers: incoming.headers, answered });
      if (fault?.kind === 'answer') {
        incoming.resume();
        record(fault.status);
        const code = fault.status === 429 ? 'RATE_LIMITED' : 'SERVICE_UNAVAILABLE';
        const headers = { 'content-type': 'application/json', ...(fault.retryAfter === undefined ? {} : { 'retry-after': String(fault.retryAfter) }) };
        outgoing.writeHead(fault.status, headers).end(JSON.stringify({ statusCode: fault.status, code, msg: 'Injected by the test proxy' }));
        return;
      }
      const upstream = forward(
        { host: proxy.target.hostname, port: proxy.target.port, method, path: url, headers: { ...incoming.headers, host: proxy.target.host } },
        (answer) => {
          if (fault?.kind === 'lose-answer') {
            answer.resume();
            answer.on('end', () => {
              record(503);
              outgoing
                .writeHead(503, { 'content-type': 'application/json', 'retry-after': '0' })
                .end(JSON.stringify({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', msg: 'Answer lost' }));
            });
            return;
          }
          record(answer.statusCode ?? 502);
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  /** The API's base URL through the proxy. */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${this.target.pathname}`;
  }

  /** Applies `fault` to the next request whose method is `method` and whose path starts with `pathPrefix` (under the base URL). */
  inject(method: string, pathPrefix: string, fault: Fault): void {
    const prefix = `${this.target.pathname}${pathPrefix}`;
    this.faults.push({ match: (m, url) => m === method && url.startsWith(prefix), fault });
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
