import { MigrationInterface, QueryRunner } from 'typeorm';

/** Export feed tokens are kept sealed beside their hash, so their addresses can be shown again. */
export class SealedExportTokens1795813000000 implements MigrationInterface {
  name = 'SealedExportTokens1795813000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "channel_listings" ADD "sealed_export_token" jsonb');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "channel_listings" DROP COLUMN "sealed_export_token"');
  }
}
