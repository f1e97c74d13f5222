import { MigrationInterface, QueryRunner } from 'typeorm';

export class ConnectionSyncRequests1795807747614 implements MigrationInterface {
  name = 'ConnectionSyncRequests1795807747614';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "channel_connections" ADD "sync_request" jsonb');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "channel_connections" DROP COLUMN "sync_request"');
  }
}
