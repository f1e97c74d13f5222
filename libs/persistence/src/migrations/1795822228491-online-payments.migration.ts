import { MigrationInterface, QueryRunner } from 'typeorm';

/** The workspaces' own payment processor accounts: a restricted key and a webhook signing secret, both sealed. */
export class OnlinePayments1795822228491 implements MigrationInterface {
  name = 'OnlinePayments1795822228491';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "payment_accounts" ("workspace_id" text NOT NULL, "sealed_key" jsonb NOT NULL, "sealed_webhook_secret" jsonb NOT NULL, "key_hint" text NOT NULL, "webhook_secret_hint" text NOT NULL, "connected_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_28f97235cc00d1b1ca62a2e3ee6" PRIMARY KEY ("workspace_id"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "payment_accounts"');
  }
}
