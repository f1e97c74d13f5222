import { Plan, Role, Scope, SubscriptionStatus } from '@innkeep/contract';

/** Who is calling, for one request: resolved afresh from the credential every time. */
export interface Principal {
  /** The credential's id: the quota and idempotency records are kept per credential. */
  credentialId: string;
  /**
   * `operator`: the installation's operator tool, which holds no credential (see runAsOperator);
   * `web_session`: a person signed in on the web pages, acting with their role's scopes;
   * `site_visitor`: a guest booking on a property's published website (apps/api/src/site).
   */
  credentialKind: 'api_key' | 'oauth_token' | 'operator' | 'web_session' | 'site_visitor';
  userId: string;
  workspaceId: string;
  role: Role;
  /** Key scopes intersected with the role's scopes. */
  scopes: Scope[];
  plan: Plan;
  subscriptionStatus: SubscriptionStatus;
}
