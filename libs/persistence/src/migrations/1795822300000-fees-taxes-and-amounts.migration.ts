import { MigrationInterface, QueryRunner } from 'typeorm';

export class FeesTaxesAndAmounts1795822300000 implements MigrationInterface {
  name = 'FeesTaxesAndAmounts1795822300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "properties" ADD "fees_and_taxes" jsonb NOT NULL DEFAULT \'{"fees": [], "taxes": []}\'');
    await queryRunner.query('ALTER TABLE "reservations" ADD "amounts" jsonb');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "amounts"');
    await queryRunner.query('ALTER TABLE "properties" DROP COLUMN "fees_and_taxes"');
  }
}
