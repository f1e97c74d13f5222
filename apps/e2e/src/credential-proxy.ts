import { createServer, request as forward, Server } from 'node:http';

export interface CredentialProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A loopback proxy that adds an Authorization header to every request on its way to `target`, for
 * tools that cannot send one (the MCP conformance suite has no option for it). Every other header
 * passes as it came, Host included, so that a forged Host still reaches the server as forged; only
 * the proxy's own host becomes the target's.
 */
export async function startCredentialProxy(target: string, authorization: string): Promise<CredentialProxy> {
  const targetUrl = new URL(target);
  let ownHost = '';
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, authorization };
    if (headers.host === ownHost) headers.host = targetUrl.host;
    const upstream = forward({ host: targetUrl.hostname, port: targetUrl.port, method: incoming.method, path: incoming.url, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  ownHost = `127.0.0.1:${port}`;
  return {
    url: `http://${ownHost}${targetUrl.pathname}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
