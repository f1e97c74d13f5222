import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Guests a website visitor declares stand alone: they take no part in "one guest per e-mail", so a
 * visitor typing a known guest's e-mail gets a record of their own instead of that guest's.
 * (The generator does not see a changed index predicate: the index is recreated by hand.)
 */
export class SelfDeclaredGuests1795809425817 implements MigrationInterface {
  name = 'SelfDeclaredGuests1795809425817';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "guests" ADD "self_declared" boolean NOT NULL DEFAULT false');
    await queryRunner.query('DROP INDEX "public"."guests_workspace_email_key"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "guests_workspace_email_key" ON "guests"  ("workspace_id", "email") WHERE "email" IS NOT NULL AND NOT "self_declared"',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Self-declared guests sharing an e-mail with another guest keep it only while the rule allows them.
    await queryRunner.query(
      'UPDATE "guests" g SET "email" = NULL WHERE g."self_declared" AND g."email" IS NOT NULL AND EXISTS (SELECT 1 FROM "guests" o WHERE o."workspace_id" = g."workspace_id" AND o."email" = g."email" AND o."id" <> g."id" AND (NOT o."self_declared" OR o."id" < g."id"))',
    );
    await queryRunner.query('DROP INDEX "public"."guests_workspace_email_key"');
    await queryRunner.query('CREATE UNIQUE INDEX "guests_workspace_email_key" ON "guests"  ("workspace_id", "email") WHERE "email" IS NOT NULL');
    await queryRunner.query('ALTER TABLE "guests" DROP COLUMN "self_declared"');
  }
}
