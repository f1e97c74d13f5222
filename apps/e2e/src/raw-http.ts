import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body parsed as JSON, or its text when it is not JSON. */
  body: any;
}

/**
 * Sends bytes no HTTP client would send (broken request lines, oversize headers, undecodable
 * URLs) to a server and reads its answer off the socket.
 */
export function rawRequest(url: string, request: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(request));
    // The server may close while the request is still being written; what it answered counts.
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const head = /^HTTP\/1\.1 (\d{3})[^\r\n]*\r\n([\s\S]*?)\r\n\r\n/.exec(text);
      if (!head) return reject(new Error(`No HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const headers = Object.fromEntries(
        head[2].split('\r\n').map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const rest = text.slice(head[0].length);
      let body: unknown = rest;
      try {
        body = JSON.parse(rest);
      } catch {
        // Not JSON: the test says what it expected.
      }
      resolve({ status: Number(head[1]), headers, body });
    });
    socket.setTimeout(10_000, () => socket.destroy());
  });
}
