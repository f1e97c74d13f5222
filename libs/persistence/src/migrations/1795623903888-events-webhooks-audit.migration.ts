import { MigrationInterface, QueryRunner } from 'typeorm';

export class EventsWebhooksAudit1795623903888 implements MigrationInterface {
  name = 'EventsWebhooksAudit1795623903888';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "audit_log" ("seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "workspace_id" text NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "operation" text NOT NULL, "actor" jsonb NOT NULL, "targets" jsonb NOT NULL, "status_code" integer NOT NULL, "error_code" text, CONSTRAINT "PK_ce5b9b7d945cab0a6c604bafd9e" PRIMARY KEY ("seq"))',
    );
    await queryRunner.query('CREATE INDEX "audit_log_retention_idx" ON "audit_log" USING brin ("at")');
    await queryRunner.query('CREATE INDEX "audit_log_workspace_idx" ON "audit_log"  ("workspace_id", "seq") ');
    await queryRunner.query(
      'CREATE TABLE "events" ("seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "id" text NOT NULL, "workspace_id" text NOT NULL, "txid" bigint NOT NULL, "type" text NOT NULL, "resource_type" text NOT NULL, "resource_id" text NOT NULL, "data" jsonb NOT NULL, "actor" jsonb NOT NULL, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_44840d7c5944a3bfbf21a6113d8" PRIMARY KEY ("seq"))',
    );
    await queryRunner.query('CREATE INDEX "events_retention_idx" ON "events" USING brin ("occurred_at")');
    await queryRunner.query('CREATE INDEX "events_feed_idx" ON "events"  ("workspace_id", "txid", "seq") ');
    await queryRunner.query(
      'CREATE TABLE "webhook_endpoints" ("id" text NOT NULL, "workspace_id" text NOT NULL, "url" text NOT NULL, "event_types" text array NOT NULL, "description" text, "sealed_secret" jsonb NOT NULL, "status" text NOT NULL DEFAULT \'ENABLED\', "consecutive_failures" integer NOT NULL DEFAULT \'0\', "disabled_reason" text, "lease_until" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "webhook_endpoints_workspace_idx" ON "webhook_endpoints"  ("workspace_id", "status") ');
    await queryRunner.query(
      'CREATE TABLE "webhook_deliveries" ("id" text NOT NULL, "workspace_id" text NOT NULL, "endpoint_id" text NOT NULL, "event_seq" bigint NOT NULL, "event_txid" bigint NOT NULL, "status" text NOT NULL DEFAULT \'PENDING\', "attempts" integer NOT NULL DEFAULT \'0\', "next_attempt_at" TIMESTAMP WITH TIME ZONE, "last_attempt_at" TIMESTAMP WITH TIME ZONE, "last_status_code" integer, "last_duration_ms" integer, "last_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "webhook_deliveries_list_idx" ON "webhook_deliveries"  ("workspace_id", "endpoint_id", "created_at") ');
    await queryRunner.query(
      'CREATE INDEX "webhook_deliveries_queue_idx" ON "webhook_deliveries"  ("endpoint_id", "event_txid", "event_seq") WHERE "status" = \'PENDING\'',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c"');
    await queryRunner.query('DROP INDEX "public"."webhook_deliveries_queue_idx"');
    await queryRunner.query('DROP INDEX "public"."webhook_deliveries_list_idx"');
    await queryRunner.query('DROP TABLE "webhook_deliveries"');
    await queryRunner.query('DROP INDEX "public"."webhook_endpoints_workspace_idx"');
    await queryRunner.query('DROP TABLE "webhook_endpoints"');
    await queryRunner.query('DROP INDEX "public"."events_feed_idx"');
    await queryRunner.query('DROP INDEX "public"."events_retention_idx"');
    await queryRunner.query('DROP TABLE "events"');
    await queryRunner.query('DROP INDEX "public"."audit_log_workspace_idx"');
    await queryRunner.query('DROP INDEX "public"."audit_log_retention_idx"');
    await queryRunner.query('DROP TABLE "audit_log"');
  }
}
