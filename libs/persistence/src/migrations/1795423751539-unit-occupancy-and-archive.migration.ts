import { MigrationInterface, QueryRunner } from 'typeorm';

export class UnitOccupancyAndArchive1795423751539 implements MigrationInterface {
  name = 'UnitOccupancyAndArchive1795423751539';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "units" ADD "max_occupancy" integer');
    await queryRunner.query('ALTER TABLE "units" ADD "archived_at" TIMESTAMP WITH TIME ZONE');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "units" DROP COLUMN "archived_at"');
    await queryRunner.query('ALTER TABLE "units" DROP COLUMN "max_occupancy"');
  }
}
