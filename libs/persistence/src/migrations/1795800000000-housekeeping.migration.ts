import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tasks (turnover cleanings, maintenance), the properties' housekeeping settings and the STAFF
 * role. An assignee who leaves the workspace leaves their tasks unassigned: the foreign keys set
 * only the assignee column to null, never the workspace.
 */
export class Housekeeping1795800000000 implements MigrationInterface {
  name = 'Housekeeping1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "tasks" ("workspace_id" text NOT NULL, "id" text NOT NULL, "type" text NOT NULL, "status" text NOT NULL DEFAULT \'OPEN\', "property_id" text NOT NULL, "unit_id" text NOT NULL, "due_date" date NOT NULL, "due_by" text, "due_by_set" boolean NOT NULL DEFAULT false, "title" text NOT NULL, "notes" text, "checklist" jsonb NOT NULL DEFAULT \'[]\', "assignee_user_id" text, "reservation_id" text, "block_id" text, "automatic" boolean NOT NULL DEFAULT false, "started_at" TIMESTAMP WITH TIME ZONE, "completed_at" TIMESTAMP WITH TIME ZONE, "cancelled_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "tasks_status_check" CHECK ("status" IN (\'OPEN\', \'IN_PROGRESS\', \'DONE\', \'CANCELLED\')), CONSTRAINT "tasks_type_check" CHECK ("type" IN (\'CLEANING\', \'INSPECTION\', \'MAINTENANCE\', \'OTHER\')), CONSTRAINT "PK_5a365a683c5bc96782a8a9aa7d9" PRIMARY KEY ("workspace_id", "id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "tasks_block_automatic_key" ON "tasks"  ("workspace_id", "block_id") WHERE "automatic" AND "block_id" IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "tasks_reservation_automatic_key" ON "tasks"  ("workspace_id", "reservation_id") WHERE "automatic" AND "reservation_id" IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX "tasks_workspace_unit_due_idx" ON "tasks"  ("workspace_id", "unit_id", "due_date") ');
    await queryRunner.query(
      'CREATE INDEX "tasks_workspace_assignee_due_idx" ON "tasks"  ("workspace_id", "assignee_user_id", "due_date") WHERE "assignee_user_id" IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX "tasks_workspace_due_idx" ON "tasks"  ("workspace_id", "due_date", "id") ');
    await queryRunner.query('ALTER TABLE "properties" ADD "task_auto_cleaning" boolean NOT NULL DEFAULT false');
    await queryRunner.query('ALTER TABLE "properties" ADD "task_checklist" jsonb NOT NULL DEFAULT \'[]\'');
    await queryRunner.query('ALTER TABLE "properties" ADD "task_default_assignee_user_id" text');
    await queryRunner.query(
      'ALTER TABLE "properties" ADD CONSTRAINT "FK_7369b64485376781a787c74f72e" FOREIGN KEY ("workspace_id", "task_default_assignee_user_id") REFERENCES "memberships"("workspace_id","user_id") ON DELETE SET NULL ("task_default_assignee_user_id") ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "tasks" ADD CONSTRAINT "FK_375b78df930662602e4555b07c4" FOREIGN KEY ("workspace_id", "unit_id") REFERENCES "units"("workspace_id","id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "tasks" ADD CONSTRAINT "FK_3cc2f2efdf2adcb97fa67256861" FOREIGN KEY ("workspace_id", "property_id") REFERENCES "properties"("workspace_id","id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "tasks" ADD CONSTRAINT "FK_4037a90ca2d65d85b30f78bd3ec" FOREIGN KEY ("workspace_id", "reservation_id") REFERENCES "reservations"("workspace_id","id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "tasks" ADD CONSTRAINT "FK_81976ccc2feae81eec56492d562" FOREIGN KEY ("workspace_id", "assignee_user_id") REFERENCES "memberships"("workspace_id","user_id") ON DELETE SET NULL ("assignee_user_id") ON UPDATE NO ACTION',
    );
    await queryRunner.query('ALTER TABLE "memberships" DROP CONSTRAINT "memberships_role_check"');
    await queryRunner.query(
      "ALTER TABLE \"memberships\" ADD CONSTRAINT \"memberships_role_check\" CHECK (\"role\" IN ('OWNER', 'ADMIN', 'MEMBER', 'VIEWER', 'STAFF'))",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM "memberships" WHERE "role" = \'STAFF\'');
    await queryRunner.query('ALTER TABLE "memberships" DROP CONSTRAINT "memberships_role_check"');
    await queryRunner.query("ALTER TABLE \"memberships\" ADD CONSTRAINT \"memberships_role_check\" CHECK (\"role\" IN ('OWNER', 'ADMIN', 'MEMBER', 'VIEWER'))");
    await queryRunner.query('ALTER TABLE "tasks" DROP CONSTRAINT "FK_81976ccc2feae81eec56492d562"');
    await queryRunner.query('ALTER TABLE "tasks" DROP CONSTRAINT "FK_4037a90ca2d65d85b30f78bd3ec"');
    await queryRunner.query('ALTER TABLE "tasks" DROP CONSTRAINT "FK_3cc2f2efdf2adcb97fa67256861"');
    await queryRunner.query('ALTER TABLE "tasks" DROP CONSTRAINT "FK_375b78df930662602e4555b07c4"');
    await queryRunner.query('ALTER TABLE "properties" DROP CONSTRAINT "FK_7369b64485376781a787c74f72e"');
    await queryRunner.query('ALTER TABLE "properties" DROP COLUMN "task_default_assignee_user_id"');
    await queryRunner.query('ALTER TABLE "properties" DROP COLUMN "task_checklist"');
    await queryRunner.query('ALTER TABLE "properties" DROP COLUMN "task_auto_cleaning"');
    await queryRunner.query('DROP INDEX "public"."tasks_workspace_due_idx"');
    await queryRunner.query('DROP INDEX "public"."tasks_workspace_assignee_due_idx"');
    await queryRunner.query('DROP INDEX "public"."tasks_workspace_unit_due_idx"');
    await queryRunner.query('DROP INDEX "public"."tasks_reservation_automatic_key"');
    await queryRunner.query('DROP INDEX "public"."tasks_block_automatic_key"');
    await queryRunner.query('DROP TABLE "tasks"');
  }
}
