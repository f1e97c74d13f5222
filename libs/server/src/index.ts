export * from './config';
export * from './operation-executor';
export * from './plan-refusal';
export * from './runtime';
export * from './social-login-config';
export * from './run-standalone';
export * from './http-error-body';
export * from './server-error-handlers';
