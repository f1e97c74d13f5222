import { connect } from 'node:net';

/**
 * How a request's body travels: all of it at a steady pace, or never all of it (the headers then
 * nothing, a byte now and then, chunks that never end). A server must answer each of them, in time.
 */
export type BodyShape =
  /** `bytes` in pieces of `chunkBytes`, one every `everyMs`, announced by Content-Length. */
  | { kind: 'paced'; bytes: number; chunkBytes: number; everyMs: number }
  /** Content-Length announces `announcedBytes`, and nothing follows the headers. */
  | { kind: 'headers-then-nothing'; announcedBytes: number }
  /** Content-Length announces `announcedBytes`; one byte follows every `everyMs`. */
  | { kind: 'byte-by-byte'; announcedBytes: number; everyMs: number }
  /** Transfer-Encoding: chunked, a small chunk every `everyMs`, never the last one. */
  | { kind: 'endless-chunks'; everyMs: number }
  /** The request line and a header line every `everyMs`, never the blank line that ends them. */
  | { kind: 'unfinished-headers'; everyMs: number };

export interface ShapedAnswer {
  /** 0 when the connection closed without an answer. */
  status: number;
  headers: Record<string, string>;
  body: any;
  /** Bytes of the body the socket took before the answer or the close (header lines, for unfinished headers). */
  bodyBytesWritten: number;
  /** The socket's error, when writing or reading failed (EPIPE, ECONNRESET). */
  socketError: string | undefined;
  /** From the first byte sent to the close. */
  elapsedMs: number;
}

export interface ShapedRequest {
  method: string;
  /** The absolute URL of the target. */
  url: string;
  headers?: Record<string, string>;
  body: BodyShape;
  /** The client gives up after this long (default 30 s), as a patient client would. */
  giveUpMs?: number;
}

function parseAnswer(raw: Buffer): Pick<ShapedAnswer, 'status' | 'headers' | 'body'> {
  const text = raw.toString('utf8');
  const head = /^HTTP\/1\.1 (\d{3})[^\r\n]*\r\n([\s\S]*?)\r\n\r\n/.exec(text);
  if (!head) return { status: 0, headers: {}, body: text };
  const headers = Object.fromEntries(
    head[2].split('\r\n').map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  let body: unknown = text.slice(head[0].length);
  if (headers['transfer-encoding'] === 'chunked') body = (body as string).replace(/(?:^|\r\n)[0-9a-f]+\r\n/gi, '');
  try {
    body = JSON.parse(body as string);
  } catch {
    // Not JSON: the test says what it expected.
  }
  return { status: Number(head[1]), headers, body };
}

/** Sends one request whose body has the given shape over a socket of its own, and reads what comes back. */
export function sendShapedRequest(request: ShapedRequest): Promise<ShapedAnswer> {
  const { hostname, port, pathname, search, host } = new URL(request.url);
  const shape = request.body;
  const framing =
    shape.kind === 'endless-chunks' || shape.kind === 'unfinished-headers'
      ? 'Transfer-Encoding: chunked'
      : `Content-Length: ${shape.kind === 'paced' ? shape.bytes : shape.announcedBytes}`;
  const extra = Object.entries(request.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const head =
    shape.kind === 'unfinished-headers'
      ? `${request.method} ${pathname}${search} HTTP/1.1\r\nHost: ${host}\r\n${extra}`
      : `${request.method} ${pathname}${search} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n${extra}${framing}\r\nConnection: close\r\n\r\n`;
  const started = Date.now();
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let written = 0;
    let socketError: string | undefined;
    let timer: NodeJS.Timeout | undefined;
    const socket = connect(Number(port), hostname, () => {
      socket.write(head);
      next();
    });
    const stop = () => clearTimeout(timer);
    const write = (piece: string | Buffer, bodyBytes: number) => {
      if (socket.destroyed || !socket.writable) return false;
      socket.write(piece);
      written += bodyBytes;
      return true;
    };
    function next(): void {
      if (shape.kind === 'headers-then-nothing') return;
      if (shape.kind === 'paced') {
        const size = Math.min(shape.chunkBytes, shape.bytes - written);
        if (size <= 0 || !write(Buffer.alloc(size, 0x20), size)) return;
        timer = setTimeout(next, shape.everyMs);
        return;
      }
      if (shape.kind === 'byte-by-byte') {
        if (written >= shape.announcedBytes || !write(' ', 1)) return;
      } else if (shape.kind === 'unfinished-headers') {
        if (!write(`X-Slow-${written}: a\r\n`, 0)) return;
        written += 1;
      } else if (!write('1\r\n \r\n', 1)) return;
      timer = setTimeout(next, shape.everyMs);
    }
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (error: Error & { code?: string }) => {
      socketError = error.code ?? error.message;
    });
    // From the start, not from the last byte: a trickle would keep an idle timeout from firing.
    const giveUp = setTimeout(() => socket.destroy(), request.giveUpMs ?? 30_000);
    socket.on('close', () => {
      clearTimeout(giveUp);
      stop();
      resolve({ ...parseAnswer(Buffer.concat(received)), bodyBytesWritten: written, socketError, elapsedMs: Date.now() - started });
    });
  });
}
