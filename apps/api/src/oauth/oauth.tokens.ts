/** Nest injection tokens of what the authorization server stores and signs with, built at the composition root. */
export const OAUTH_RECORDS = Symbol('innkeep.oauth.records');
export const OAUTH_ACCOUNTS = Symbol('innkeep.oauth.accounts');
export const SERVER_SECRETS = Symbol('innkeep.oauth.server-secrets');
export const PROVIDER_SECRETS = Symbol('innkeep.oauth.provider-secrets');
