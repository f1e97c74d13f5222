import { MigrationInterface, QueryRunner } from 'typeorm';

export class DistributeByWorkspace1795802501842 implements MigrationInterface {
  name = 'DistributeByWorkspace1795802501842';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."channel_listings_export_token_key"');
    await queryRunner.query('CREATE INDEX "channel_listings_export_token_idx" ON "channel_listings" ("export_token_hash") ');
    await queryRunner.query('DROP INDEX "public"."website_sites_slug_key"');
    await queryRunner.query(
      'CREATE TABLE "site_slugs" ("slug" text NOT NULL, "workspace_id" text NOT NULL, "property_id" text NOT NULL, CONSTRAINT "PK_b9069319c7d32214bf7bbfa12ea" PRIMARY KEY ("slug"))',
    );
    await queryRunner.query(
      'INSERT INTO "site_slugs" ("slug", "workspace_id", "property_id") SELECT "slug", "workspace_id", "property_id" FROM "website_sites"',
    );
    await queryRunner.query('ALTER TABLE "confirmations" DROP CONSTRAINT "PK_42e9097ba289bde22f17fdd5200"');
    await queryRunner.query('ALTER TABLE "confirmations" ADD CONSTRAINT "PK_97b0be79170ca1186d935ab6754" PRIMARY KEY ("workspace_id", "token_hash")');
    await queryRunner.query('ALTER TABLE "channel_outbox" DROP CONSTRAINT "PK_bef2f4f40a8fc9eb4ca26ade4bb"');
    await queryRunner.query('ALTER TABLE "channel_outbox" ADD CONSTRAINT "PK_166fe23a59a4b160f2d696f9e8c" PRIMARY KEY ("workspace_id", "id")');
    await queryRunner.query('ALTER TABLE "channel_ari_outbox" DROP CONSTRAINT "PK_6fdd78fe0ad88a63cfb5d00fd3c"');
    await queryRunner.query('ALTER TABLE "channel_ari_outbox" ADD CONSTRAINT "PK_429f1fd8e1dd8c3ac5bb43b1075" PRIMARY KEY ("workspace_id", "seq")');
    await queryRunner.query('ALTER TABLE "channel_hook_receipts" DROP CONSTRAINT "PK_c51fcdbcbacab2214dd9be3e060"');
    await queryRunner.query(
      'ALTER TABLE "channel_hook_receipts" ADD CONSTRAINT "PK_8c027c1b1fe9d6958bbe870e635" PRIMARY KEY ("workspace_id", "connection_id", "webhook_id")',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "channel_hook_receipts" DROP CONSTRAINT "PK_8c027c1b1fe9d6958bbe870e635"');
    await queryRunner.query('ALTER TABLE "channel_hook_receipts" ADD CONSTRAINT "PK_c51fcdbcbacab2214dd9be3e060" PRIMARY KEY ("connection_id", "webhook_id")');
    await queryRunner.query('ALTER TABLE "channel_ari_outbox" DROP CONSTRAINT "PK_429f1fd8e1dd8c3ac5bb43b1075"');
    await queryRunner.query('ALTER TABLE "channel_ari_outbox" ADD CONSTRAINT "PK_6fdd78fe0ad88a63cfb5d00fd3c" PRIMARY KEY ("seq")');
    await queryRunner.query('ALTER TABLE "channel_outbox" DROP CONSTRAINT "PK_166fe23a59a4b160f2d696f9e8c"');
    await queryRunner.query('ALTER TABLE "channel_outbox" ADD CONSTRAINT "PK_bef2f4f40a8fc9eb4ca26ade4bb" PRIMARY KEY ("id")');
    await queryRunner.query('ALTER TABLE "confirmations" DROP CONSTRAINT "PK_97b0be79170ca1186d935ab6754"');
    await queryRunner.query('ALTER TABLE "confirmations" ADD CONSTRAINT "PK_42e9097ba289bde22f17fdd5200" PRIMARY KEY ("token_hash")');
    await queryRunner.query('DROP TABLE "site_slugs"');
    await queryRunner.query('DROP INDEX "public"."channel_listings_export_token_idx"');
    await queryRunner.query('CREATE UNIQUE INDEX "channel_listings_export_token_key" ON "channel_listings" USING btree ("export_token_hash") ');
    await queryRunner.query('CREATE UNIQUE INDEX "website_sites_slug_key" ON "website_sites" USING btree ("slug") ');
  }
}
