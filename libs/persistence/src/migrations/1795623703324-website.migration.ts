import { MigrationInterface, QueryRunner } from 'typeorm';

export class Website1795623703324 implements MigrationInterface {
  name = 'Website1795623703324';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "website_sites" ("workspace_id" text NOT NULL, "property_id" text NOT NULL, "slug" text NOT NULL, "state" text NOT NULL DEFAULT \'DRAFT\', "draft_content" jsonb NOT NULL, "published_content" jsonb, "published_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "website_sites_state_check" CHECK ("state" IN (\'DRAFT\', \'PUBLISHED\')), CONSTRAINT "PK_b908e0e34909acc64eecf8e2b5b" PRIMARY KEY ("workspace_id", "property_id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "website_sites_slug_key" ON "website_sites"  ("slug") ');
    await queryRunner.query(
      'CREATE TABLE "website_posts" ("workspace_id" text NOT NULL, "id" text NOT NULL, "property_id" text NOT NULL, "title" text NOT NULL, "body" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7f0ce26d3b038fd057268711b18" PRIMARY KEY ("workspace_id", "id"))',
    );
    await queryRunner.query('CREATE INDEX "website_posts_property_created_idx" ON "website_posts"  ("workspace_id", "property_id", "created_at") ');
    await queryRunner.query(
      'ALTER TABLE "website_sites" ADD CONSTRAINT "FK_b908e0e34909acc64eecf8e2b5b" FOREIGN KEY ("workspace_id", "property_id") REFERENCES "properties"("workspace_id","id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "website_posts" ADD CONSTRAINT "FK_e1ec86eeaabcf4737142c6f6a26" FOREIGN KEY ("workspace_id", "property_id") REFERENCES "website_sites"("workspace_id","property_id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "website_posts" DROP CONSTRAINT "FK_e1ec86eeaabcf4737142c6f6a26"');
    await queryRunner.query('ALTER TABLE "website_sites" DROP CONSTRAINT "FK_b908e0e34909acc64eecf8e2b5b"');
    await queryRunner.query('DROP INDEX "public"."website_posts_property_created_idx"');
    await queryRunner.query('DROP TABLE "website_posts"');
    await queryRunner.query('DROP INDEX "public"."website_sites_slug_key"');
    await queryRunner.query('DROP TABLE "website_sites"');
  }
}
