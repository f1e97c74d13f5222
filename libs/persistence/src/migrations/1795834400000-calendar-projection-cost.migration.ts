import { MigrationInterface, QueryRunner } from 'typeorm';

import { PAYMENT_SCHEDULE_FUNCTION_V1 } from './1795822206719-payment-ledger.migration';

/** One part of a schedule as JSON text, written as json_build_object writes it. */
const SCHEDULE_ITEM = `CREATE FUNCTION innkeep_schedule_item(due date, amount integer, paid bigint) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT '{"dueDate" : "' || to_char(due, 'YYYY-MM-DD') || '", "amountMinor" : ' || amount || ', "paidMinor" : ' || least(amount, greatest(0, paid)) || '}'
  $$`;

/** A deposit due at booking and the balance due later; a part of 0 is left out. */
const SCHEDULE_SPLIT = `CREATE FUNCTION innkeep_payment_schedule_split(total integer, paid integer, booked date, due date, deposit integer) RETURNS json
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT (CASE
      WHEN deposit > 0 AND total - deposit > 0
        THEN '[' || innkeep_schedule_item(booked, deposit, greatest(paid, 0)) || ', ' || innkeep_schedule_item(due, total - deposit, greatest(paid, 0) - deposit::bigint) || ']'
      WHEN deposit > 0 THEN '[' || innkeep_schedule_item(booked, deposit, greatest(paid, 0)) || ']'
      WHEN total - deposit > 0 THEN '[' || innkeep_schedule_item(due, total - deposit, greatest(paid, 0)) || ']'
      ELSE '[]' END)::json
  $$`;

/**
 * The same schedule as the payment ledger's function, byte for byte, without its aggregate and
 * window over a two-row union: a schedule has at most two parts, so each case is written out. The
 * function ran through the SQL function executor for every reservation a list or the calendar
 * answers (65 µs each); these are plain expressions that PostgreSQL writes into the statement
 * calling them (docs/performance.md#the-calendars-own-cost). STABLE, as to_char is: an IMMUTABLE
 * function calling a STABLE one is never written in.
 */
const SCHEDULE = `CREATE OR REPLACE FUNCTION innkeep_payment_schedule(total integer, paid integer, booked date, arrival date, deposit_percent integer, balance_days integer)
  RETURNS json LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT CASE
      WHEN greatest(arrival - balance_days, booked) = booked
        THEN CASE WHEN total > 0 THEN ('[' || innkeep_schedule_item(booked, total, greatest(paid, 0)) || ']')::json ELSE '[]'::json END
      ELSE innkeep_payment_schedule_split(total, paid, booked, arrival - balance_days, ((total::bigint * deposit_percent + 50) / 100)::integer)
    END
  $$`;

/**
 * What a month's calendar costs PostgreSQL: the payment schedule as plain expressions, and an
 * index that finds one property's stays by arrival without visiting every other property's (the
 * calendar and the reservation list of one property).
 */
export class CalendarProjectionCost1795834400000 implements MigrationInterface {
  name = 'CalendarProjectionCost1795834400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(SCHEDULE_ITEM);
    await queryRunner.query(SCHEDULE_SPLIT);
    await queryRunner.query(SCHEDULE);
    await queryRunner.query(`CREATE INDEX "reservations_workspace_property_arrival_idx" ON "reservations" ("workspace_id", "property_id", "arrival_date")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."reservations_workspace_property_arrival_idx"`);
    await queryRunner.query('DROP FUNCTION innkeep_payment_schedule(integer, integer, date, date, integer, integer)');
    await queryRunner.query(PAYMENT_SCHEDULE_FUNCTION_V1);
    await queryRunner.query('DROP FUNCTION innkeep_payment_schedule_split(integer, integer, date, date, integer)');
    await queryRunner.query('DROP FUNCTION innkeep_schedule_item(date, integer, bigint)');
  }
}
