import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The feed and the audit log keyed by the order they are read in: (workspace, txid, seq) and
 * (workspace, seq). Each table kept a key on seq alone plus an index in that order, so every
 * write updated two B-trees per table where one serves every read.
 */
export class FeedAndAuditKeyedByReadingOrder1795655101135 implements MigrationInterface {
  name = 'FeedAndAuditKeyedByReadingOrder1795655101135';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."audit_log_workspace_idx"');
    await queryRunner.query('DROP INDEX "public"."events_feed_idx"');
    await queryRunner.query('ALTER TABLE "audit_log" DROP CONSTRAINT "PK_ce5b9b7d945cab0a6c604bafd9e"');
    await queryRunner.query('ALTER TABLE "audit_log" ADD CONSTRAINT "PK_d32e3a62c54a7d888bc8890fc3f" PRIMARY KEY ("workspace_id", "seq")');
    await queryRunner.query('ALTER TABLE "events" DROP CONSTRAINT "PK_44840d7c5944a3bfbf21a6113d8"');
    await queryRunner.query('ALTER TABLE "events" ADD CONSTRAINT "PK_84dbd8b317640ddfcf4f9712ad4" PRIMARY KEY ("workspace_id", "txid", "seq")');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "events" DROP CONSTRAINT "PK_84dbd8b317640ddfcf4f9712ad4"');
    await queryRunner.query('ALTER TABLE "events" ADD CONSTRAINT "PK_44840d7c5944a3bfbf21a6113d8" PRIMARY KEY ("seq")');
    await queryRunner.query('ALTER TABLE "audit_log" DROP CONSTRAINT "PK_d32e3a62c54a7d888bc8890fc3f"');
    await queryRunner.query('ALTER TABLE "audit_log" ADD CONSTRAINT "PK_ce5b9b7d945cab0a6c604bafd9e" PRIMARY KEY ("seq")');
    await queryRunner.query('CREATE INDEX "events_feed_idx" ON "events" USING btree ("workspace_id", "txid", "seq") ');
    await queryRunner.query('CREATE INDEX "audit_log_workspace_idx" ON "audit_log" USING btree ("workspace_id", "seq") ');
  }
}
