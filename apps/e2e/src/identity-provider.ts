import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, Server } from 'node:http';

import { freePort } from './free-port';

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * An external OpenID Connect provider for the social sign-in tests: a second oidc-provider on a
 * loopback port, with its development sign-in pages (any login, any password; the login becomes
 * the subject, and its address `<login>@idp.test`, verified).
 */
export async function startIdentityProvider(redirectUri: string): Promise<TestIdentityProvider> {
  const { Provider } = await import('oidc-provider');
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'innkeep-web';
  const clientSecret = randomBytes(24).toString('base64url');
  const signingKey = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx: unknown, sub: string) {
      return {
        accountId: sub,
        claims: async () => ({ sub, email: `${sub}@idp.test`, email_verified: true, name: sub.charAt(0).toUpperCase() + sub.slice(1) }),
      };
    },
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
  });
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
