import { MigrationInterface, QueryRunner } from 'typeorm';

export class DeliveryLeaseTokens1795798989023 implements MigrationInterface {
  name = 'DeliveryLeaseTokens1795798989023';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "channel_connections" ADD "delivery_lease_token" text');
    await queryRunner.query('ALTER TABLE "channel_connections" ADD "delivery_served_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" ADD "lease_token" text');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" ADD "served_at" TIMESTAMP WITH TIME ZONE');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "webhook_endpoints" DROP COLUMN "served_at"');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" DROP COLUMN "lease_token"');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP COLUMN "delivery_served_at"');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP COLUMN "delivery_lease_token"');
  }
}
