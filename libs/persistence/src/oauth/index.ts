export * from './access-token.store';
export * from './oauth-record.store';
export * from './server-secret.store';
export * from './secrets-cipher';
