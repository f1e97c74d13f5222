export * from './database/data-source';
export * from './database/embedded-postgres';
export * from './database/ids';
export * from './entities';
export * from './repositories/create-repositories';
export * from './repositories/credential.repository';
