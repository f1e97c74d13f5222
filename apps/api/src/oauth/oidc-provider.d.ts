/**
 * The part of oidc-provider 9 (an ES module without bundled types) this app uses. Kept inside the
 * api app: no exported signature mentions it, so the library can change without touching others.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ProviderClient {
    clientId: string;
    clientName?: string;
    redirectUris: string[];
    applicationType?: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string };
    returnTo: string;
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    rejectOIDCScope(scope: string): void;
    rejectResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface TokenClass {
    prototype: { generateTokenId(this: unknown): string };
  }

  export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    readonly issuer: string;
    callback(): Handler;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: { new (properties: { accountId: string; clientId: string }): GrantInstance; find(id: string): Promise<GrantInstance | undefined> };
    Client: { find(id: string): Promise<ProviderClient | undefined> };
    AccessToken: TokenClass;
    RefreshToken: TokenClass;
    on(event: string, listener: (...args: any[]) => void): this;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    InvalidRedirectUri: new (description?: string) => Error;
    InvalidRequest: new (description?: string) => Error;
    SessionNotFound: new (description?: string) => Error;
  };
}
