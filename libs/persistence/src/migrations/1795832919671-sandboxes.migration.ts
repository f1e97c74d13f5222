import { MigrationInterface, QueryRunner } from 'typeorm';

export class Sandboxes1795832919671 implements MigrationInterface {
  name = 'Sandboxes1795832919671';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "workspaces" ADD "is_sandbox" boolean NOT NULL DEFAULT false');
    await queryRunner.query('ALTER TABLE "workspaces" ADD "last_used_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('CREATE INDEX "workspaces_sandbox_last_used" ON "workspaces"  ("last_used_at") WHERE is_sandbox');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."workspaces_sandbox_last_used"');
    await queryRunner.query('ALTER TABLE "workspaces" DROP COLUMN "last_used_at"');
    await queryRunner.query('ALTER TABLE "workspaces" DROP COLUMN "is_sandbox"');
  }
}
