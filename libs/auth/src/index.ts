export * from './api-key';
export * from './authenticator';
export * from './authorize';
export * from './credential-store';
export * from './oauth-token';
export * from './passwords';
