export * from './create-quota-store';
export * from './failover-quota-store';
export * from './memory-quota-store';
export * from './quota-policy';
export * from './quota-script';
export * from './quota-store';
export * from './rate-limit-headers';
export * from './redis-quota-store';
