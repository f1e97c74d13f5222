import 'reflect-metadata';

// What clients share with the domain (views, enumerations, dates, route shapes) lives in the
// contract; the domain answers for all of it, as it did before the contract was cut out.
export * from '@innkeep/contract';
export * from './access/plan-features';
export * from './access/principal';
export * from './access/role-scopes';
export * from './catalogue/catalogue';
export * from './catalogue/operation';
export * from './catalogue/operation-contract-of';
export * from './catalogue/run-as-operator';
export * from './errors/domain-error';
export * from './model/channel-settings';
export * from './model/reservation-rules';
export * from './ports/repositories';
export * from './ports/billing';
export * from './ports/quotas';
export * from './ports/transactions';
export * from './ports/health';
export * from './ports/channels';
export * from './ports/website';
export * from './operations/blocks/block-kind';
export * from './operations/channels/ical-sync';
export * from './operations/availability/stay-evaluation';
export * from './operations/channels/export-token';
export * from './schemas/input-schema';
export * from './schemas/inventory';
export * from './schemas/rates';
export * from './schemas/reports';
export * from './schemas/json-schema';
export * from './time/local-time';
export * from './validation/validate-input';
export { lastInputDate } from './validation/is-date';
export * from './operations/reservations/record-channel-reservation';
export { createProperty } from './operations/properties/create-property.operation';
export { createUnit } from './operations/units/create-unit.operation';
