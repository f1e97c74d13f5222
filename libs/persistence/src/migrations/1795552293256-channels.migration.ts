import { MigrationInterface, QueryRunner } from 'typeorm';

export class Channels1795552293256 implements MigrationInterface {
  name = 'Channels1795552293256';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "channel_listings" ("workspace_id" text NOT NULL, "connection_id" text NOT NULL, "unit_id" text NOT NULL, "import_url" text, "export_token_hash" text, "etag" text, "last_modified" text, "last_import_at" TIMESTAMP WITH TIME ZONE, "events" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_3d7e395911f7206e63432e1857f" PRIMARY KEY ("workspace_id", "connection_id", "unit_id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "channel_listings_export_token_key" ON "channel_listings"  ("export_token_hash") ');
    await queryRunner.query('ALTER TABLE "blocks" ADD "connection_id" text');
    await queryRunner.query('ALTER TABLE "blocks" ADD "external_id" text');
    await queryRunner.query('ALTER TABLE "calendar_nights" ADD "channel_blocked" integer NOT NULL DEFAULT \'0\'');
    await queryRunner.query('ALTER TABLE "reservations" ADD "connection_id" text');
    await queryRunner.query('ALTER TABLE "reservations" ADD "cancelled_by" text');
    await queryRunner.query('ALTER TABLE "channel_connections" ADD "method" text NOT NULL DEFAULT \'ICAL\'');
    await queryRunner.query('ALTER TABLE "channel_connections" ADD "last_sync_status" text');
    await queryRunner.query('ALTER TABLE "channel_connections" ADD "next_sync_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "channel_connections" ADD "consecutive_failures" integer NOT NULL DEFAULT \'0\'');
    await queryRunner.query('ALTER TABLE "channel_connections" ADD "disconnected_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "channel_connections" ADD "allow_private_feeds" boolean NOT NULL DEFAULT false');
    await queryRunner.query('ALTER TABLE "channel_connections" ALTER COLUMN "status" SET DEFAULT \'PENDING\'');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP COLUMN "last_error"');
    await queryRunner.query('ALTER TABLE "channel_connections" ADD "last_error" jsonb');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "blocks_connection_external_key" ON "blocks"  ("workspace_id", "connection_id", "unit_id", "external_id") WHERE "connection_id" IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX "reservations_connection_idx" ON "reservations"  ("workspace_id", "connection_id") WHERE "connection_id" IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX "channel_connections_due_idx" ON "channel_connections"  ("next_sync_at") WHERE "status" <> \'DISCONNECTED\'');
    await queryRunner.query('ALTER TABLE "blocks" ADD CONSTRAINT "blocks_channel_check" CHECK (("type" = \'CHANNEL\') = ("connection_id" IS NOT NULL))');
    await queryRunner.query('ALTER TABLE "channel_connections" ADD CONSTRAINT "channel_connections_method_check" CHECK ("method" IN (\'ICAL\'))');
    await queryRunner.query(
      'ALTER TABLE "channel_listings" ADD CONSTRAINT "FK_6a3ef1a5222ee4c8e7ee4098c62" FOREIGN KEY ("workspace_id", "connection_id") REFERENCES "channel_connections"("workspace_id","id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "channel_listings" ADD CONSTRAINT "FK_96dadfa8dea067481da5c1655ad" FOREIGN KEY ("workspace_id", "unit_id") REFERENCES "units"("workspace_id","id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    // Checks TypeORM does not diff: connection states, the CHANNEL block type, channel-blocked rooms in the counters.
    await queryRunner.query('ALTER TABLE "channel_connections" DROP CONSTRAINT "channel_connections_status_check"');
    await queryRunner.query('UPDATE "channel_connections" SET "status" = \'OK\' WHERE "status" = \'CONNECTED\'');
    await queryRunner.query(
      "ALTER TABLE \"channel_connections\" ADD CONSTRAINT \"channel_connections_status_check\" CHECK (\"status\" IN ('PENDING', 'OK', 'WARNING', 'ERROR', 'DISCONNECTED'))",
    );
    await queryRunner.query('ALTER TABLE "blocks" DROP CONSTRAINT "blocks_type_check"');
    await queryRunner.query('ALTER TABLE "blocks" ADD CONSTRAINT "blocks_type_check" CHECK ("type" IN (\'OWNER\', \'MAINTENANCE\', \'CHANNEL\'))');
    await queryRunner.query('ALTER TABLE "calendar_nights" DROP CONSTRAINT "calendar_nights_counts_check"');
    await queryRunner.query(
      'ALTER TABLE "calendar_nights" ADD CONSTRAINT "calendar_nights_counts_check" CHECK ("reserved" >= 0 AND "owner_blocked" >= 0 AND "maintenance_blocked" >= 0 AND "channel_blocked" >= 0 AND "overbooked" >= 0)',
    );
    await queryRunner.query('ALTER TABLE "calendar_nights" DROP CONSTRAINT "calendar_nights_capacity_check"');
    await queryRunner.query(
      'ALTER TABLE "calendar_nights" ADD CONSTRAINT "calendar_nights_capacity_check" CHECK ("reserved" + "owner_blocked" + "maintenance_blocked" + "channel_blocked" <= "rooms" + "overbooked")',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM "blocks" WHERE "type" = \'CHANNEL\'');
    await queryRunner.query('UPDATE "calendar_nights" SET "channel_blocked" = 0');
    await queryRunner.query('ALTER TABLE "calendar_nights" DROP CONSTRAINT "calendar_nights_capacity_check"');
    await queryRunner.query(
      'ALTER TABLE "calendar_nights" ADD CONSTRAINT "calendar_nights_capacity_check" CHECK ("reserved" + "owner_blocked" + "maintenance_blocked" <= "rooms" + "overbooked")',
    );
    await queryRunner.query('ALTER TABLE "calendar_nights" DROP CONSTRAINT "calendar_nights_counts_check"');
    await queryRunner.query(
      'ALTER TABLE "calendar_nights" ADD CONSTRAINT "calendar_nights_counts_check" CHECK ("reserved" >= 0 AND "owner_blocked" >= 0 AND "maintenance_blocked" >= 0 AND "overbooked" >= 0)',
    );
    await queryRunner.query('ALTER TABLE "blocks" DROP CONSTRAINT "blocks_type_check"');
    await queryRunner.query('ALTER TABLE "blocks" ADD CONSTRAINT "blocks_type_check" CHECK ("type" IN (\'OWNER\', \'MAINTENANCE\'))');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP CONSTRAINT "channel_connections_status_check"');
    await queryRunner.query(
      'UPDATE "channel_connections" SET "status" = CASE WHEN "status" IN (\'ERROR\', \'DISCONNECTED\') THEN "status" ELSE \'CONNECTED\' END',
    );
    await queryRunner.query(
      'ALTER TABLE "channel_connections" ADD CONSTRAINT "channel_connections_status_check" CHECK ("status" IN (\'CONNECTED\', \'ERROR\', \'DISCONNECTED\'))',
    );
    await queryRunner.query('ALTER TABLE "channel_listings" DROP CONSTRAINT "FK_96dadfa8dea067481da5c1655ad"');
    await queryRunner.query('ALTER TABLE "channel_listings" DROP CONSTRAINT "FK_6a3ef1a5222ee4c8e7ee4098c62"');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP CONSTRAINT "channel_connections_method_check"');
    await queryRunner.query('ALTER TABLE "blocks" DROP CONSTRAINT "blocks_channel_check"');
    await queryRunner.query('DROP INDEX "public"."channel_connections_due_idx"');
    await queryRunner.query('DROP INDEX "public"."reservations_connection_idx"');
    await queryRunner.query('DROP INDEX "public"."blocks_connection_external_key"');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP COLUMN "last_error"');
    await queryRunner.query('ALTER TABLE "channel_connections" ADD "last_error" text');
    await queryRunner.query('ALTER TABLE "channel_connections" ALTER COLUMN "status" SET DEFAULT \'CONNECTED\'');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP COLUMN "allow_private_feeds"');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP COLUMN "disconnected_at"');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP COLUMN "consecutive_failures"');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP COLUMN "next_sync_at"');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP COLUMN "last_sync_status"');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP COLUMN "method"');
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "cancelled_by"');
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "connection_id"');
    await queryRunner.query('ALTER TABLE "calendar_nights" DROP COLUMN "channel_blocked"');
    await queryRunner.query('ALTER TABLE "blocks" DROP COLUMN "external_id"');
    await queryRunner.query('ALTER TABLE "blocks" DROP COLUMN "connection_id"');
    await queryRunner.query('DROP INDEX "public"."channel_listings_export_token_key"');
    await queryRunner.query('DROP TABLE "channel_listings"');
  }
}
