import { MigrationInterface, QueryRunner } from 'typeorm';

/** The payment schedule's first body; a later migration's down() restores it. */
export const PAYMENT_SCHEDULE_FUNCTION_V1 = `CREATE FUNCTION innkeep_payment_schedule(total integer, paid integer, booked date, arrival date, deposit_percent integer, balance_days integer)
       RETURNS json LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
         SELECT coalesce(json_agg(json_build_object('dueDate', due, 'amountMinor', amount, 'paidMinor',
                  least(amount, greatest(0, greatest(paid, 0) - (before_it)))) ORDER BY position), '[]'::json)
           FROM (SELECT position, due, amount, coalesce(sum(amount) OVER (ORDER BY position ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before_it
                   FROM (SELECT 1 AS position, booked AS due,
                                CASE WHEN greatest(arrival - balance_days, booked) = booked THEN total
                                     ELSE (total::bigint * deposit_percent + 50) / 100 END::integer AS amount
                         UNION ALL
                         SELECT 2, greatest(arrival - balance_days, booked),
                                CASE WHEN greatest(arrival - balance_days, booked) = booked THEN 0
                                     ELSE total - ((total::bigint * deposit_percent + 50) / 100)::integer END) AS items
                  WHERE amount > 0) AS placed
       $$`;

/**
 * The payment ledger: payments and refunds as their own records (a processor's id unique per
 * workspace, so a repeated event is applied once), and each property's payment schedule (the deposit
 * at booking, the balance some days before arrival).
 */
export class PaymentLedger1795822206719 implements MigrationInterface {
  name = 'PaymentLedger1795822206719';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "payments" ("workspace_id" text NOT NULL, "id" text NOT NULL, "reservation_id" text NOT NULL, "kind" text NOT NULL, "amount_minor" integer NOT NULL, "currency" text NOT NULL, "method" text NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL, "reference" text, "refund_of" text, "reason" text, "external_id" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "payments_refund_of_check" CHECK (("kind" = \'REFUND\') = ("refund_of" IS NOT NULL)), CONSTRAINT "payments_amount_check" CHECK ("amount_minor" > 0), CONSTRAINT "payments_method_check" CHECK ("method" IN (\'CASH\', \'BANK_TRANSFER\', \'CARD_TERMINAL\', \'OTHER\', \'ONLINE\')), CONSTRAINT "payments_kind_check" CHECK ("kind" IN (\'PAYMENT\', \'REFUND\')), CONSTRAINT "PK_76c7f969c8308803ab4dfa28b3d" PRIMARY KEY ("workspace_id", "id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "payments_external_id_key" ON "payments"  ("workspace_id", "external_id") WHERE "external_id" IS NOT NULL');
    await queryRunner.query('CREATE INDEX "payments_workspace_refund_of_idx" ON "payments"  ("workspace_id", "refund_of") WHERE "refund_of" IS NOT NULL');
    await queryRunner.query('CREATE INDEX "payments_workspace_received_idx" ON "payments"  ("workspace_id", "received_at", "id") ');
    await queryRunner.query('CREATE INDEX "payments_workspace_reservation_idx" ON "payments"  ("workspace_id", "reservation_id", "received_at") ');
    await queryRunner.query('ALTER TABLE "properties" ADD "deposit_percent" integer NOT NULL DEFAULT \'30\'');
    await queryRunner.query('ALTER TABLE "properties" ADD "balance_due_days_before_arrival" integer NOT NULL DEFAULT \'14\'');
    await queryRunner.query(
      'ALTER TABLE "properties" ADD CONSTRAINT "properties_payment_schedule_check" CHECK ("deposit_percent" BETWEEN 0 AND 100 AND "balance_due_days_before_arrival" BETWEEN 0 AND 365)',
    );
    await queryRunner.query(
      'ALTER TABLE "payments" ADD CONSTRAINT "FK_67e54f27a670657a03413cd5516" FOREIGN KEY ("workspace_id", "reservation_id") REFERENCES "reservations"("workspace_id","id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "payments" ADD CONSTRAINT "FK_6b5ca17ecbe6f0d215b3199c1c8" FOREIGN KEY ("workspace_id", "refund_of") REFERENCES "payments"("workspace_id","id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    // A reservation's schedule (docs/contract.md#payments): the deposit (percent of the total, half-up)
    // due on the booking's day, the rest due N days before arrival (on the booking's day when that is
    // past); an amount of 0 is left out; the net paid is allocated to the earliest amount first.
    await queryRunner.query(PAYMENT_SCHEDULE_FUNCTION_V1);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION innkeep_payment_schedule(integer, integer, date, date, integer, integer)');
    await queryRunner.query('ALTER TABLE "payments" DROP CONSTRAINT "FK_6b5ca17ecbe6f0d215b3199c1c8"');
    await queryRunner.query('ALTER TABLE "payments" DROP CONSTRAINT "FK_67e54f27a670657a03413cd5516"');
    await queryRunner.query('ALTER TABLE "properties" DROP CONSTRAINT "properties_payment_schedule_check"');
    await queryRunner.query('ALTER TABLE "properties" DROP COLUMN "balance_due_days_before_arrival"');
    await queryRunner.query('ALTER TABLE "properties" DROP COLUMN "deposit_percent"');
    await queryRunner.query('DROP INDEX "public"."payments_workspace_reservation_idx"');
    await queryRunner.query('DROP INDEX "public"."payments_workspace_received_idx"');
    await queryRunner.query('DROP INDEX "public"."payments_workspace_refund_of_idx"');
    await queryRunner.query('DROP INDEX "public"."payments_external_id_key"');
    await queryRunner.query('DROP TABLE "payments"');
  }
}
