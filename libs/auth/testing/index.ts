/** The auth library's test kit: a fake of its credential port. For tests only; never built. */
export * from './in-memory-credential.store';
