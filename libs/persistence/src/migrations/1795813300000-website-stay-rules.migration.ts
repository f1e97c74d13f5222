import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Website bookings carry their visitor (a hash of their network) and, while PROVISIONAL, when they
 * lapse: the website's caps count the first, the worker's hold clock cancels by the second.
 */
export class WebsiteStayRules1795813300000 implements MigrationInterface {
  name = 'WebsiteStayRules1795813300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reservations" ADD "site_visitor_key" text');
    await queryRunner.query('ALTER TABLE "reservations" ADD "hold_expires_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query(
      'CREATE INDEX "reservations_site_holds_idx" ON "reservations" ("workspace_id", "property_id", "site_visitor_key") WHERE "site_visitor_key" IS NOT NULL AND "status" IN (\'PROVISIONAL\', \'CONFIRMED\')',
    );
    await queryRunner.query(
      'CREATE INDEX "reservations_hold_expiry_idx" ON "reservations" ("hold_expires_at") WHERE "hold_expires_at" IS NOT NULL AND "status" = \'PROVISIONAL\'',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."reservations_hold_expiry_idx"');
    await queryRunner.query('DROP INDEX "public"."reservations_site_holds_idx"');
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "hold_expires_at"');
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "site_visitor_key"');
  }
}
