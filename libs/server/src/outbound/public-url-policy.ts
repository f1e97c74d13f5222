import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { isIP, LookupFunction } from 'node:net';

import { isReachable } from '../channels/internal-address';

export type Resolve = (host: string) => Promise<LookupAddress[]>;

export function systemResolve(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => dnsLookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))));
}

export function parseHttpUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Where Innkeep may send requests on a user's behalf (feeds, webhooks): http(s) to public
 * addresses only, unless the installation allows private ones (tests, closed networks); link-local
 * and metadata addresses stay closed even then. Checked when the address is given and again at
 * every connection, where the name is resolved.
 */
export class PublicUrlPolicy {
  constructor(
    readonly allowPrivate: boolean,
    private readonly resolve: Resolve = systemResolve,
  ) {}

  async isAllowed(url: string, options: { allowPrivate?: boolean } = {}): Promise<boolean> {
    const parsed = parseHttpUrl(url);
    if (!parsed) return false;
    const allowPrivate = this.allowPrivate || options.allowPrivate === true;
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host)) return isReachable(host, allowPrivate);
    if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost'))) return false;
    try {
      const addresses = await this.resolve(host);
      return addresses.length > 0 && addresses.every((entry) => isReachable(entry.address, allowPrivate));
    } catch {
      // A closed network's name may not resolve from here yet; each connection is checked as it opens.
      return allowPrivate;
    }
  }

  /**
   * A `lookup` for http.request that connects to allowed addresses only: a name that resolved to
   * a public address a moment ago may resolve to an internal one now.
   */
  lookup(refused: (hostname: string) => Error, allowPrivate = this.allowPrivate): LookupFunction {
    return (hostname, options, callback) => {
      this.resolve(hostname).then(
        (addresses) => {
          const allowed = addresses.filter((entry) => isReachable(entry.address, allowPrivate));
          if (allowed.length === 0) return callback(refused(hostname), '', 0);
          if ((options as { all?: boolean }).all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, allowed);
          callback(null, allowed[0].address, allowed[0].family);
        },
        (error: NodeJS.ErrnoException) => callback(error, '', 0),
      );
    };
  }
}
