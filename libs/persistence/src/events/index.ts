export * from './audit.repository';
export * from './event.repository';
export * from './feed-bound.sql';
export * from './secret-box';
export * from './webhook.repository';
export * from './webhook-dispatch.store';
export * from './ari-touches';
export * from './open-claimed';
