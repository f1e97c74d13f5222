import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { WebClient } from './web-client';

/**
 * The MCP SDK client's side of OAuth, as a desktop MCP client implements it, with a signed-in test
 * browser as the user: when the SDK sends the user to the authorization page, the browser allows
 * it on the consent page and the code the redirect carries is kept for `finishAuth`.
 */
export class BrowserOAuthProvider implements OAuthClientProvider {
  private registered: OAuthClientInformationMixed | undefined;
  private saved: OAuthTokens | undefined;
  private verifier = '';
  /** Where the SDK sent the user. */
  authorizationUrl: URL | undefined;
  /** The code the authorization server sent back. */
  code: string | undefined;

  constructor(
    private readonly browser: WebClient,
    readonly redirectUrl: string,
  ) {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Desktop Assistant (MCP)',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  clientInformation(): OAuthClientInformationMixed | undefined {
    return this.registered;
  }

  saveClientInformation(information: OAuthClientInformationMixed): void {
    this.registered = information;
  }

  tokens(): OAuthTokens | undefined {
    return this.saved;
  }

  saveTokens(tokens: OAuthTokens): void {
    this.saved = tokens;
  }

  async redirectToAuthorization(authorizationUrl: URL): Promise<void> {
    this.authorizationUrl = authorizationUrl;
    const { final } = await this.browser.authorize(authorizationUrl.href);
    this.code = final.location ? (new URL(final.location).searchParams.get('code') ?? undefined) : undefined;
  }

  saveCodeVerifier(codeVerifier: string): void {
    this.verifier = codeVerifier;
  }

  codeVerifier(): string {
    return this.verifier;
  }
}
