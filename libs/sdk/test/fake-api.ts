import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * An HTTP server on loopback that answers what the test scripts, in order, and records what it
 * received: the SDK talks to it through the real fetch, as to the API.
 */
export class FakeApi {
  readonly received: Received[] = [];
  /** What to answer next, in order (200 `{}` once used up); `'hang'` never answers. */
  readonly script: Array<Answer | 'hang' | ((request: Received) => Answer)> = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeApi> {
    const server = createServer();
    const api = new FakeApi(server);
    server.on('request', async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const received = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      api.received.push(received);
      const next = api.script.shift() ?? { status: 200, body: {} };
      if (next === 'hang') return;
      const answer = typeof next === 'function' ? next(received) : next;
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return api;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/public/v1`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
