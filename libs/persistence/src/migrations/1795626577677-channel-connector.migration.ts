import { MigrationInterface, QueryRunner } from 'typeorm';

export class ChannelConnector1795626577677 implements MigrationInterface {
  name = 'ChannelConnector1795626577677';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "channel_connections" DROP CONSTRAINT "channel_connections_method_check"');
    await queryRunner.query('ALTER TABLE "channel_connections" ADD CONSTRAINT "channel_connections_method_check" CHECK ("method" IN (\'ICAL\', \'API\'))');
    await queryRunner.query(
      'CREATE TABLE "channel_ari_outbox" ("seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "workspace_id" text NOT NULL, "connection_id" text NOT NULL, "unit_id" text NOT NULL, "from_date" date NOT NULL, "until_date" date NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6fdd78fe0ad88a63cfb5d00fd3c" PRIMARY KEY ("seq"))',
    );
    await queryRunner.query('CREATE INDEX "channel_ari_outbox_connection_idx" ON "channel_ari_outbox"  ("workspace_id", "connection_id", "seq") ');
    await queryRunner.query(
      'CREATE TABLE "channel_hook_receipts" ("connection_id" text NOT NULL, "webhook_id" text NOT NULL, "workspace_id" text NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c51fcdbcbacab2214dd9be3e060" PRIMARY KEY ("connection_id", "webhook_id"))',
    );
    await queryRunner.query('CREATE INDEX "channel_hook_receipts_retention_idx" ON "channel_hook_receipts"  ("received_at") ');
    await queryRunner.query('ALTER TABLE "channel_connections" ADD "endpoint_url" text');
    await queryRunner.query('ALTER TABLE "channel_connections" ADD "sealed_signing_secret" jsonb');
    await queryRunner.query('ALTER TABLE "channel_connections" ADD "delivery_failures" integer NOT NULL DEFAULT \'0\'');
    await queryRunner.query('ALTER TABLE "channel_connections" ADD "next_delivery_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "channel_connections" ADD "delivery_lease_until" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "channel_listings" ADD "external_listing_id" text');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "channel_listings" DROP COLUMN "external_listing_id"');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP COLUMN "delivery_lease_until"');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP COLUMN "next_delivery_at"');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP COLUMN "delivery_failures"');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP COLUMN "sealed_signing_secret"');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP COLUMN "endpoint_url"');
    await queryRunner.query('DROP INDEX "public"."channel_hook_receipts_retention_idx"');
    await queryRunner.query('DROP TABLE "channel_hook_receipts"');
    await queryRunner.query('DROP INDEX "public"."channel_ari_outbox_connection_idx"');
    await queryRunner.query('DROP TABLE "channel_ari_outbox"');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP CONSTRAINT "channel_connections_method_check"');
    await queryRunner.query('ALTER TABLE "channel_connections" ADD CONSTRAINT "channel_connections_method_check" CHECK ("method" IN (\'ICAL\'))');
  }
}
