/**
 * HTTP/1.1 over a fixed set of keep-alive connections, one request at a time on each, with little
 * more work than the bytes take. The steady runs' load generator shares the machine's two cores with
 * the server under test and PostgreSQL: through `node:http` it spent 200 to 330 µs of CPU a request,
 * more than the bare baseline server itself, and stalled the servers' tails with its own.
 *
 * It reads what the servers under test send: a status line, headers, then a body framed by
 * Content-Length or chunked transfer encoding. Requests that find every connection busy wait in
 * order for the first one free.
 */
import { connect, Socket } from 'node:net';

export interface LeanRequest {
  method: string;
  /** Path and query. */
  path: string;
  /** A JSON body. */
  body?: string;
}

export interface LeanResponse {
  status: number;
  bodyBytes: number;
}

type Settle = (outcome: LeanResponse | Error) => void;

interface Pending {
  request: LeanRequest;
  settle: Settle;
}

const CRLF_CRLF = Buffer.from('\r\n\r\n');

/** Where a response ends in `buffer`, and what it was; null while it is incomplete. */
function parseResponse(buffer: Buffer): { end: number; response: LeanResponse; closes: boolean } | null {
  const headEnd = buffer.indexOf(CRLF_CRLF);
  if (headEnd < 0) return null;
  const head = buffer.toString('latin1', 0, headEnd);
  const framed = frame(buffer, head, headEnd + 4);
  return framed && { ...framed, closes: /\r\nconnection:\s*close/i.test(head) };
}

/** Where the body that starts at `bodyStart` ends: by its Content-Length, by its chunks, or at once. */
function frame(buffer: Buffer, head: string, bodyStart: number): { end: number; response: LeanResponse } | null {
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const end = bodyStart + Number(length[1]);
    return end <= buffer.length ? { end, response: { status, bodyBytes: Number(length[1]) } } : null;
  }
  if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(head)) {
    let at = bodyStart;
    let bodyBytes = 0;
    for (;;) {
      const lineEnd = buffer.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
      if (size === 0) {
        // No trailers from these servers: the last chunk is followed by an empty line.
        const end = lineEnd + 4;
        return end <= buffer.length ? { end, response: { status, bodyBytes } } : null;
      }
      at = lineEnd + 2 + size + 2;
      if (at > buffer.length) return null;
      bodyBytes += size;
    }
  }
  // Neither: a body-less answer (204, 304).
  return { end: bodyStart, response: { status, bodyBytes: 0 } };
}

class Connection {
  private socket: Socket | null = null;
  private received: Buffer = Buffer.alloc(0);
  private current: Pending | null = null;
  sentAt = 0;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly head: (request: LeanRequest, bodyLength: number) => string,
    private readonly onFree: (connection: Connection) => void,
  ) {}

  get busy(): boolean {
    return this.current !== null;
  }

  send(pending: Pending, now: number): void {
    this.current = pending;
    this.sentAt = now;
    const socket = this.socket ?? this.open();
    const body = pending.request.body;
    const length = body === undefined ? 0 : Buffer.byteLength(body);
    socket.write(body === undefined ? this.head(pending.request, 0) : this.head(pending.request, length) + body);
  }

  /** Ends the request in flight with `error` (a timeout) and the connection with it. */
  fail(error: Error): void {
    const socket = this.socket;
    this.socket = null;
    socket?.destroy();
    this.settleWith(error);
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private open(): Socket {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    this.socket = socket;
    this.received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    // Only while it is still this connection's socket: after a timeout, the next request may be on a new one.
    const gone = (error?: Error) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.settleWith(error ?? new Error('The server closed the connection.'));
    };
    socket.on('error', gone);
    socket.on('close', () => gone());
    return socket;
  }

  private read(chunk: Buffer): void {
    if (!this.current) return;
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
    const parsed = parseResponse(this.received);
    if (!parsed) return;
    this.received = this.received.subarray(parsed.end);
    // The server closes after this answer: the next request goes on a new connection.
    if (parsed.closes) this.close();
    this.settleWith(parsed.response);
  }

  private settleWith(outcome: LeanResponse | Error): void {
    const pending = this.current;
    if (!pending) return;
    this.current = null;
    pending.settle(outcome);
    this.onFree(this);
  }
}

export interface LeanClient {
  /** Sends `request` on the first free connection, or queues it; settles with the answer or the error. */
  send(request: LeanRequest, settle: Settle): void;
  close(): void;
}

/**
 * `connections` keep-alive connections to `origin`, each request carrying `headers`. Requests
 * answered in more than `timeoutMs` fail with a timeout and their connection is opened anew.
 */
export function leanClient(origin: string, connections: number, headers: Record<string, string>, timeoutMs: number): LeanClient {
  const url = new URL(origin);
  const port = Number(url.port || 80);
  const fixedHead = Object.entries({ host: url.host, ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const head = (request: LeanRequest, bodyLength: number) =>
    `${request.method} ${request.path} HTTP/1.1\r\n${fixedHead}${request.body === undefined ? '' : `content-type: application/json\r\ncontent-length: ${bodyLength}\r\n`}\r\n`;
  const waiting: Pending[] = [];
  const free = (connection: Connection) => {
    const next = waiting.shift();
    if (next) connection.send(next, performance.now());
  };
  const pool = Array.from({ length: connections }, () => new Connection(url.hostname, port, head, free));
  // One timer for every request in flight, rather than one per request.
  const watchdog = setInterval(
    () => {
      const now = performance.now();
      for (const connection of pool) if (connection.busy && now - connection.sentAt > timeoutMs) connection.fail(new Error('timeout'));
    },
    Math.min(1000, timeoutMs),
  );
  return {
    send(request, settle) {
      const pending = { request, settle };
      const idle = pool.find((connection) => !connection.busy);
      if (idle) idle.send(pending, performance.now());
      else waiting.push(pending);
    },
    close() {
      clearInterval(watchdog);
      for (const connection of pool) connection.close();
    },
  };
}
