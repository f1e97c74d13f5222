import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

import { isInternalAddress } from '@innkeep/server';

/**
 * Whether the server may fetch a client ID metadata document from this URL: https only, and never
 * from a host that is, or resolves to, an internal address (the fetch would let anyone who can
 * start an authorization make this server call into its own network).
 */
export async function isPublicFetchTarget(url: string, resolve: (host: string) => Promise<string[]> = defaultResolve): Promise<boolean> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local')) return false;
  if (isIP(host)) return !isInternalAddress(host);
  try {
    const addresses = await resolve(host);
    return addresses.length > 0 && addresses.every((address) => !isInternalAddress(address));
  } catch {
    return false;
  }
}

async function defaultResolve(host: string): Promise<string[]> {
  return (await lookup(host, { all: true })).map((entry) => entry.address);
}
