import type { OAuthClientProvider, OAuthDiscoveryState } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';

import { ConsentChoice, WebClient } from './web-client';

/**
 * The MCP SDK client's side of OAuth, as a desktop MCP client implements it, with a signed-in test
 * browser as the user: when the SDK sends the user to the authorization page, the browser answers
 * the consent page (each time with the next of `consentAnswers`, else by allowing all offered) and
 * the code the redirect carries is kept for `finishAuth`. Either SDK's client takes it.
 */
export class BrowserOAuthProvider implements OAuthClientProvider {
  private registered: OAuthClientInformationMixed | undefined;
  private saved: OAuthTokens | undefined;
  private verifier = '';
  /** Where the SDK sent the user. */
  authorizationUrl: URL | undefined;
  /** The code the authorization server sent back. */
  code: string | undefined;
  /** The whole callback query (code, iss), as SDK 2.x's finishAuth prefers it. */
  callback: URLSearchParams | undefined;
  /** Every consent page the user saw, in order. */
  readonly consentPages: string[] = [];
  /** How the user answers the next consent pages, in order. */
  readonly consentAnswers: ConsentChoice[] = [];

  constructor(
    private readonly browser: WebClient,
    readonly redirectUrl: string,
    /** Without the refresh_token grant the client keeps no refresh token, and authorizes anew when its token will not do. */
    private readonly grantTypes: string[] = ['authorization_code', 'refresh_token'],
  ) {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Desktop Assistant (MCP)',
      redirect_uris: [this.redirectUrl],
      grant_types: this.grantTypes,
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
    const { consentPage, final } = await this.browser.authorize(authorizationUrl.href, this.consentAnswers.shift());
    this.consentPages.push(consentPage);
    this.callback = final.location ? new URL(final.location).searchParams : undefined;
    this.code = this.callback?.get('code') ?? undefined;
  }

  /** What SDK 2.x learnt of the authorization server, kept beside the code verifier as it asks. */
  private discovered: OAuthDiscoveryState | undefined;

  saveDiscoveryState(state: OAuthDiscoveryState): void {
    this.discovered = state;
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    return this.discovered;
  }

  saveCodeVerifier(codeVerifier: string): void {
    this.verifier = codeVerifier;
  }

  codeVerifier(): string {
    return this.verifier;
  }
}
