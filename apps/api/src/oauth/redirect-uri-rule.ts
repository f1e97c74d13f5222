const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Whether a client may register this redirect URI: https anywhere, plain http only on a loopback
 * host (a native app's own listener, RFC 8252 section 7.3), or a private-use scheme in
 * reverse-domain form (`com.example.app:/callback`, section 7.1).
 */
export function isAllowedRedirectUri(uri: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(uri);
  } catch {
    return false;
  }
  if (parsed.hash) return false;
  if (parsed.protocol === 'https:') return true;
  if (parsed.protocol === 'http:') return LOOPBACK_HOSTS.has(parsed.hostname);
  const scheme = parsed.protocol.slice(0, -1);
  return /^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+$/.test(scheme);
}
