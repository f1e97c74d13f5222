import { MigrationInterface, QueryRunner } from 'typeorm';

export class WebhookAttemptLog1795803768336 implements MigrationInterface {
  name = 'WebhookAttemptLog1795803768336';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "webhook_attempts" ("workspace_id" text NOT NULL, "delivery_id" text NOT NULL, "attempt" integer NOT NULL, "attempted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status_code" integer, "duration_ms" integer NOT NULL, "error" text, CONSTRAINT "PK_485af0ab1323a40851d4fcfc9ae" PRIMARY KEY ("workspace_id", "delivery_id", "attempt"))',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_attempts" ADD CONSTRAINT "FK_0d56d91d61b827bb2079c256538" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "webhook_attempts" DROP CONSTRAINT "FK_0d56d91d61b827bb2079c256538"');
    await queryRunner.query('DROP TABLE "webhook_attempts"');
  }
}
