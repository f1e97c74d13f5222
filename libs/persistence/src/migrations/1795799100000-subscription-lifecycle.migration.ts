import { MigrationInterface, QueryRunner } from 'typeorm';

export class SubscriptionLifecycle1795799100000 implements MigrationInterface {
  name = 'SubscriptionLifecycle1795799100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "billing_events" ("event_id" text NOT NULL, "type" text NOT NULL, "workspace_id" text, "applied_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b2458697284449482024f0bf643" PRIMARY KEY ("event_id"))',
    );
    await queryRunner.query('CREATE INDEX "billing_events_retention_idx" ON "billing_events"  ("applied_at") ');
    await queryRunner.query('ALTER TABLE "users" ADD "trial_used_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "subscriptions" ADD "trial_notice_for" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "subscriptions" ADD "past_due_since" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "subscriptions" ADD "current_period_end" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "subscriptions" ADD "cancel_at_period_end" boolean NOT NULL DEFAULT false');
    await queryRunner.query('ALTER TABLE "subscriptions" ADD "card_brand" text');
    await queryRunner.query('ALTER TABLE "subscriptions" ADD "card_last4" text');
    await queryRunner.query('ALTER TABLE "subscriptions" ADD "stripe_customer_id" text');
    await queryRunner.query('ALTER TABLE "subscriptions" ADD "stripe_subscription_id" text');
    await queryRunner.query('CREATE INDEX "subscriptions_trial_ends_idx" ON "subscriptions"  ("trial_ends_at") WHERE "status" = \'TRIALING\'');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "subscriptions_stripe_subscription_key" ON "subscriptions"  ("stripe_subscription_id") WHERE "stripe_subscription_id" IS NOT NULL',
    );
    await queryRunner.query('ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_check"');
    await queryRunner.query(
      "ALTER TABLE \"subscriptions\" ADD CONSTRAINT \"subscriptions_status_check\" CHECK (\"status\" IN ('TRIALING', 'ACTIVE', 'PAST_DUE', 'INCOMPLETE', 'TRIAL_ENDED', 'CANCELED'))",
    );
    // A user who already owns a workspace that had a trial has had theirs.
    await queryRunner.query(
      'UPDATE "users" u SET "trial_used_at" = now() WHERE EXISTS (SELECT 1 FROM "memberships" m JOIN "subscriptions" s ON s."workspace_id" = m."workspace_id" WHERE m."user_id" = u."id" AND m."role" = \'OWNER\' AND s."trial_ends_at" IS NOT NULL)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'UPDATE "subscriptions" SET "status" = CASE WHEN "status" IN (\'PAST_DUE\') THEN \'ACTIVE\' WHEN "status" IN (\'INCOMPLETE\', \'TRIAL_ENDED\') THEN \'CANCELED\' ELSE "status" END',
    );
    await queryRunner.query('ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_check"');
    await queryRunner.query(
      'ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("status" IN (\'TRIALING\', \'ACTIVE\', \'CANCELED\'))',
    );
    await queryRunner.query('DROP INDEX "public"."subscriptions_stripe_subscription_key"');
    await queryRunner.query('DROP INDEX "public"."subscriptions_trial_ends_idx"');
    await queryRunner.query('ALTER TABLE "subscriptions" DROP COLUMN "stripe_subscription_id"');
    await queryRunner.query('ALTER TABLE "subscriptions" DROP COLUMN "stripe_customer_id"');
    await queryRunner.query('ALTER TABLE "subscriptions" DROP COLUMN "card_last4"');
    await queryRunner.query('ALTER TABLE "subscriptions" DROP COLUMN "card_brand"');
    await queryRunner.query('ALTER TABLE "subscriptions" DROP COLUMN "cancel_at_period_end"');
    await queryRunner.query('ALTER TABLE "subscriptions" DROP COLUMN "current_period_end"');
    await queryRunner.query('ALTER TABLE "subscriptions" DROP COLUMN "past_due_since"');
    await queryRunner.query('ALTER TABLE "subscriptions" DROP COLUMN "trial_notice_for"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "trial_used_at"');
    await queryRunner.query('DROP INDEX "public"."billing_events_retention_idx"');
    await queryRunner.query('DROP TABLE "billing_events"');
  }
}
