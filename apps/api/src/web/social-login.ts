import { SocialLoginConfig } from '@innkeep/server';
import type { Configuration } from 'openid-client';

type OpenIdClient = typeof import('openid-client');

/** What the browser keeps (in a signed cookie) between leaving for the provider and coming back. */
export interface SocialLoginState {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Signing in (or signing up), or linking to the signed-in user. */
  intent: 'login' | 'link';
  next: string;
}

/** Who the provider says signed in. */
export interface SocialIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/**
 * Sign-in with an external OpenID Connect provider (authorization code + PKCE + nonce), through
 * openid-client. The provider is discovered on first use, so a provider that is down does not
 * keep Innkeep from starting.
 */
export class SocialLogin {
  private configuration: Promise<{ client: OpenIdClient; config: Configuration }> | undefined;

  constructor(
    private readonly settings: SocialLoginConfig,
    /** Where the provider sends the browser back: `<origin>/auth/oidc/callback`. */
    readonly redirectUri: string,
  ) {}

  get name(): string {
    return this.settings.name;
  }

  private async discover(): Promise<{ client: OpenIdClient; config: Configuration }> {
    this.configuration ??= (async () => {
      // openid-client is an ES module: loaded with import().
      const client = await import('openid-client');
      const issuer = new URL(this.settings.issuer);
      // A provider on plain http (a local one, in development and tests) is allowed explicitly.
      const insecure = issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined;
      const config = await client.discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, insecure);
      return { client, config };
    })().catch((error) => {
      this.configuration = undefined;
      throw error;
    });
    return this.configuration;
  }

  /** The provider's authorization URL, and the state to keep until the browser comes back. */
  async start(intent: SocialLoginState['intent'], next: string): Promise<{ url: string; state: SocialLoginState }> {
    const { client, config } = await this.discover();
    const state: SocialLoginState = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      intent,
      next,
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(state.codeVerifier),
      code_challenge_method: 'S256',
      state: state.state,
      nonce: state.nonce,
    });
    return { url: url.href, state };
  }

  /** Exchanges the code the provider sent back and reads the ID token. */
  async finish(callbackUrl: URL, state: SocialLoginState): Promise<SocialIdentity> {
    const { client, config } = await this.discover();
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: state.codeVerifier,
      expectedState: state.state,
      expectedNonce: state.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider sent no ID token.');
    // Providers that follow OpenID Connect strictly give the address from the UserInfo endpoint.
    const profile: Record<string, unknown> =
      typeof claims.email === 'string' ? claims : { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
    const email = typeof profile.email === 'string' ? profile.email.toLowerCase() : null;
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email,
      emailVerified: profile.email_verified === true,
      name: typeof profile.name === 'string' ? profile.name : null,
    };
  }
}
