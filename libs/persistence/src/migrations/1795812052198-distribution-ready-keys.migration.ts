import { MigrationInterface, QueryRunner } from 'typeorm';

export class DistributionReadyKeys1795812052198 implements MigrationInterface {
  name = 'DistributionReadyKeys1795812052198';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c"');
    await queryRunner.query('ALTER TABLE "webhook_attempts" DROP CONSTRAINT "FK_0d56d91d61b827bb2079c256538"');
    await queryRunner.query('DROP INDEX "public"."subscriptions_stripe_subscription_key"');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "PK_054c4cfb95223732f5939d2d546"');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "PK_e646a090bbd327a64a3099c960d" PRIMARY KEY ("workspace_id", "id")');
    await queryRunner.query('ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a"');
    await queryRunner.query('ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "PK_9c87e28a4c1b217d778cb05b190" PRIMARY KEY ("workspace_id", "id")');
    await queryRunner.query(
      'CREATE INDEX "subscriptions_stripe_subscription_idx" ON "subscriptions"  ("stripe_subscription_id") WHERE "stripe_subscription_id" IS NOT NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_90f8e4580eb512895222f3adac2" FOREIGN KEY ("workspace_id", "endpoint_id") REFERENCES "webhook_endpoints"("workspace_id","id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_attempts" ADD CONSTRAINT "FK_766d1fdbcc1e657bd3b4522a455" FOREIGN KEY ("workspace_id", "delivery_id") REFERENCES "webhook_deliveries"("workspace_id","id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "webhook_attempts" DROP CONSTRAINT "FK_766d1fdbcc1e657bd3b4522a455"');
    await queryRunner.query('ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_90f8e4580eb512895222f3adac2"');
    await queryRunner.query('DROP INDEX "public"."subscriptions_stripe_subscription_idx"');
    await queryRunner.query('ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "PK_9c87e28a4c1b217d778cb05b190"');
    await queryRunner.query('ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id")');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "PK_e646a090bbd327a64a3099c960d"');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id")');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "subscriptions_stripe_subscription_key" ON "subscriptions" USING btree ("stripe_subscription_id") WHERE (stripe_subscription_id IS NOT NULL)',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_attempts" ADD CONSTRAINT "FK_0d56d91d61b827bb2079c256538" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }
}
