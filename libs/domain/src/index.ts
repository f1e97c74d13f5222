import 'reflect-metadata';

export * from './access/plans';
export * from './access/principal';
export * from './access/scopes';
export * from './catalogue/catalogue';
export * from './catalogue/operation';
export * from './errors/domain-error';
export * from './errors/error-code';
export * from './model/channel';
export * from './model/property';
export * from './model/unit';
export * from './model/workspace';
export * from './ports/repositories';
export * from './schemas/input-schema';
export * from './schemas/json-schema';
export * from './time/local-time';
export * from './validation/validate-input';
