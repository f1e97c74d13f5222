/**
 * The application's own statements, so that the baselines run exactly the API's SQL: only the
 * layers around them (NestJS, the executor, TypeORM) differ between the two sides.
 */
import { InventorySql, ReservationSql } from '@innkeep/persistence/bench';

export const { RESERVATION_JSON, RESERVATION_JOINS } = ReservationSql;
export const { calendarStatementFor } = InventorySql;

/** The inventory hold of `reserved` rooms: $1 workspace, $2 unit, $3 arrival, $4 departure, $5 rooms. */
export const HOLD_RESERVED_SQL = InventorySql.holdSql('reserved');
