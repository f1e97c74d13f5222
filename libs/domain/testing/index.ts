/**
 * The domain's test kit: in-memory fakes of its ports, builders of valid records, and a testbed
 * that runs operation handlers over them. For tests only (lint refuses it in src/); never built.
 */
export * from './call-log';
export * from './domain.factory';
export * from './fakes/fake-repositories';
export * from './fakes/fake-unit-of-work';
export * from './fakes/fixed-quota-reader';
export * from './fakes/in-memory-block.repository';
export * from './fakes/in-memory-confirmation.store';
export * from './fakes/in-memory-idempotency.store';
export * from './fakes/in-memory-inventory.repository';
export * from './fakes/in-memory-pricing.repository';
export * from './fakes/in-memory-property.repository';
export * from './fakes/in-memory-rate-plan.repository';
export * from './fakes/in-memory-rate.repository';
export * from './fakes/in-memory-reservation.repository';
export * from './fakes/in-memory-task.repository';
export * from './fakes/in-memory-unit.repository';
export * from './fakes/in-memory-workspace.repository';
export * from './fakes/scripted-availability.repository';
export * from './fakes/scripted-report.repository';
export * from './in-memory-database';
export * from './operation-testbed';
export * from './rows';
export * from './run-operation';
export * from './test-ids';
export * from './unexpected-call.error';
