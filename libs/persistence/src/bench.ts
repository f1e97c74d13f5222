// The bench's entry point (`@innkeep/persistence/bench`): what bench/ reaches in persistence and
// nothing more. The product's own SQL modules, so that each bare baseline runs the statements the
// API runs, and what seeds a workspace and drives the worker's stores. The servers import the
// package's root, which exports none of the SQL.
export * as AvailabilitySql from './repositories/availability.sql';
export * as InventorySql from './repositories/inventory.sql';
export * as RateSql from './repositories/rate.sql';
export * as ReservationSql from './repositories/reservation-json.sql';
export * as TaskSql from './repositories/task-json.sql';
export { openDatabase, POOL_IDLE_MILLIS } from './database/data-source';
export { copyFirstColumns } from './database/text-as-bytes';
export { inlineParameters } from './database/transaction';
export { newId } from './database/ids';
export { ConnectorOutboxStore } from './connector/connector-outbox.store';
export { SecretBox } from './events/secret-box';
export { WebhookDispatchStore } from './events/webhook-dispatch.store';
export { Operator } from './operator/operator.service';
export { createRepositories } from './repositories/create-repositories';
export { TypeormUnitOfWork } from './repositories/unit-of-work';
