export * from './memory-quota-store';
export * from './quota-policy';
export * from './quota-store';
export * from './rate-limit-headers';
