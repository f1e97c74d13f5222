import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795212341960 implements MigrationInterface {
  name = 'Initial1795212341960';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "users" ("id" text NOT NULL, "email" text NOT NULL, "name" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "users_email_key" ON "users"  ("email") ');
    await queryRunner.query(
      'CREATE TABLE "workspaces" ("id" text NOT NULL, "name" text NOT NULL, "timezone" text NOT NULL DEFAULT \'UTC\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_098656ae401f3e1a4586f47fd8e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "api_keys" ("id" text NOT NULL, "workspace_id" text NOT NULL, "user_id" text NOT NULL, "name" text NOT NULL, "key_hash" text NOT NULL, "display_prefix" text NOT NULL, "scopes" text array NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5c8a79801b44bd27b79228e1dad" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "api_keys_user_idx" ON "api_keys"  ("workspace_id", "user_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys"  ("key_hash") ');
    await queryRunner.query(
      'CREATE TABLE "api_key_workspaces" ("workspace_id" text NOT NULL, "api_key_id" text NOT NULL, "position" integer NOT NULL, CONSTRAINT "PK_5ddb4c7c51788383ccd2e03962b" PRIMARY KEY ("workspace_id", "api_key_id"))',
    );
    await queryRunner.query('CREATE INDEX "api_key_workspaces_key_idx" ON "api_key_workspaces"  ("api_key_id") ');
    await queryRunner.query(
      'CREATE TABLE "properties" ("workspace_id" text NOT NULL, "id" text NOT NULL, "name" text NOT NULL, "status" text NOT NULL DEFAULT \'ACTIVE\', "address_line1" text, "address_line2" text, "postal_code" text, "city" text, "region" text, "country" text, "check_in_time" text NOT NULL DEFAULT \'15:00\', "check_out_time" text NOT NULL DEFAULT \'11:00\', "currency" text NOT NULL DEFAULT \'EUR\', "timezone" text NOT NULL DEFAULT \'UTC\', "cancellation_policy" text NOT NULL DEFAULT \'MODERATE\', "instant_booking" boolean NOT NULL DEFAULT false, "arrival_time_from" text, "arrival_time_to" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "properties_cancellation_policy_check" CHECK ("cancellation_policy" IN (\'FLEXIBLE\', \'MODERATE\', \'FIRM\', \'STRICT\', \'NON_REFUNDABLE\')), CONSTRAINT "properties_status_check" CHECK ("status" IN (\'ACTIVE\', \'INACTIVE\', \'ARCHIVED\')), CONSTRAINT "PK_7baae2c40a24add01779a95a94a" PRIMARY KEY ("workspace_id", "id"))',
    );
    await queryRunner.query('CREATE INDEX "properties_workspace_name_idx" ON "properties"  ("workspace_id", "name") ');
    await queryRunner.query(
      'CREATE TABLE "channel_connections" ("workspace_id" text NOT NULL, "id" text NOT NULL, "property_id" text NOT NULL, "channel" text NOT NULL, "status" text NOT NULL DEFAULT \'CONNECTED\', "last_synced_at" TIMESTAMP WITH TIME ZONE, "last_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "channel_connections_status_check" CHECK ("status" IN (\'CONNECTED\', \'ERROR\', \'DISCONNECTED\')), CONSTRAINT "PK_936f66fdd2bc6d7779b59f3c37a" PRIMARY KEY ("workspace_id", "id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "channel_connections_property_channel_key" ON "channel_connections"  ("workspace_id", "property_id", "channel") ',
    );
    await queryRunner.query(
      'CREATE TABLE "channel_outbox" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "workspace_id" text NOT NULL, "property_id" text NOT NULL, "unit_id" text, "channel" text NOT NULL, "setting" text NOT NULL, "payload" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_bef2f4f40a8fc9eb4ca26ade4bb" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "channel_outbox_pending_idx" ON "channel_outbox"  ("workspace_id", "channel") WHERE "sent_at" IS NULL');
    await queryRunner.query(
      'CREATE TABLE "memberships" ("workspace_id" text NOT NULL, "user_id" text NOT NULL, "role" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "memberships_role_check" CHECK ("role" IN (\'OWNER\', \'ADMIN\', \'MEMBER\', \'VIEWER\')), CONSTRAINT "PK_b30e6ce2c364503f9840fa6440b" PRIMARY KEY ("workspace_id", "user_id"))',
    );
    await queryRunner.query('CREATE INDEX "memberships_user_idx" ON "memberships"  ("user_id") ');
    await queryRunner.query(
      'CREATE TABLE "plans" ("code" text NOT NULL, "name" text NOT NULL, "features" text array NOT NULL, CONSTRAINT "PK_95f7ef3fc4c31a3545b4d825dd4" PRIMARY KEY ("code"))',
    );
    await queryRunner.query(
      'CREATE TABLE "units" ("workspace_id" text NOT NULL, "id" text NOT NULL, "property_id" text NOT NULL, "name" text NOT NULL, "count_of_rooms" integer NOT NULL DEFAULT \'1\', "weekend_price_minor" integer, "extra_guest_fee_minor" integer, "extra_guest_from_guests" integer, "cleaning_fee_minor" integer, "weekly_discount_percent" integer, "monthly_discount_percent" integer, "advance_booking_days" integer, "turnover_days" integer, "check_in_weekdays" text array NOT NULL DEFAULT \'{}\', "check_out_weekdays" text array NOT NULL DEFAULT \'{}\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "units_count_of_rooms_check" CHECK ("count_of_rooms" >= 1), CONSTRAINT "PK_cc338475e484c917e9bb0ec9ea3" PRIMARY KEY ("workspace_id", "id"))',
    );
    await queryRunner.query('CREATE INDEX "units_workspace_property_idx" ON "units"  ("workspace_id", "property_id") ');
    await queryRunner.query(
      'CREATE TABLE "rate_plans" ("workspace_id" text NOT NULL, "id" text NOT NULL, "unit_id" text NOT NULL, "title" text NOT NULL, "base_price_minor" integer NOT NULL, "is_default" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_35177970856be583543acdde5f0" PRIMARY KEY ("workspace_id", "id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "rate_plans_one_default_per_unit" ON "rate_plans"  ("workspace_id", "unit_id") WHERE "is_default"');
    await queryRunner.query('CREATE INDEX "rate_plans_workspace_unit_idx" ON "rate_plans"  ("workspace_id", "unit_id") ');
    await queryRunner.query(
      'CREATE TABLE "subscriptions" ("workspace_id" text NOT NULL, "plan_code" text NOT NULL, "status" text NOT NULL, "trial_ends_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "subscriptions_status_check" CHECK ("status" IN (\'TRIALING\', \'ACTIVE\', \'CANCELED\')), CONSTRAINT "PK_c2976f4d947944d7cac1c98ecc4" PRIMARY KEY ("workspace_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "api_keys" ADD CONSTRAINT "FK_deb68fe8625b21785d1c48283e4" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "api_keys" ADD CONSTRAINT "FK_a3baee01d8408cd3c0f89a9a973" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "api_key_workspaces" ADD CONSTRAINT "FK_6cb5cde47bc983399b1586f591a" FOREIGN KEY ("api_key_id") REFERENCES "api_keys"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "api_key_workspaces" ADD CONSTRAINT "FK_a0f02048ca6a1ca287c8425b239" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "properties" ADD CONSTRAINT "FK_5f5a4f54e7eef245b570296c4a2" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "channel_connections" ADD CONSTRAINT "FK_2f2d1705f374be8e4ab282822a8" FOREIGN KEY ("workspace_id", "property_id") REFERENCES "properties"("workspace_id","id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "memberships" ADD CONSTRAINT "FK_9b76ecf1dda18a6adec17fe71c4" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "memberships" ADD CONSTRAINT "FK_7c1e2fdfed4f6838e0c05ae5051" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "units" ADD CONSTRAINT "FK_5765196fdaab0edb2befb2aae30" FOREIGN KEY ("workspace_id", "property_id") REFERENCES "properties"("workspace_id","id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "rate_plans" ADD CONSTRAINT "FK_6c3dba2971899dbf32a3081d6fe" FOREIGN KEY ("workspace_id", "unit_id") REFERENCES "units"("workspace_id","id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "subscriptions" ADD CONSTRAINT "FK_c2976f4d947944d7cac1c98ecc4" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "subscriptions" ADD CONSTRAINT "FK_e6fa9d123aa25c0f47f838b3bfd" FOREIGN KEY ("plan_code") REFERENCES "plans"("code") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    // The plan catalogue (docs/contract.md#plans); later plan changes get migrations of their own.
    await queryRunner.query(
      "INSERT INTO \"plans\" (\"code\", \"name\", \"features\") VALUES ('STARTER', 'Starter', '{}'), ('PRO', 'Pro', '{api,mcp,channels,reports}'), ('BUSINESS', 'Business', '{api,mcp,channels,reports,website,analytics}')",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "subscriptions" DROP CONSTRAINT "FK_e6fa9d123aa25c0f47f838b3bfd"');
    await queryRunner.query('ALTER TABLE "subscriptions" DROP CONSTRAINT "FK_c2976f4d947944d7cac1c98ecc4"');
    await queryRunner.query('ALTER TABLE "rate_plans" DROP CONSTRAINT "FK_6c3dba2971899dbf32a3081d6fe"');
    await queryRunner.query('ALTER TABLE "units" DROP CONSTRAINT "FK_5765196fdaab0edb2befb2aae30"');
    await queryRunner.query('ALTER TABLE "memberships" DROP CONSTRAINT "FK_7c1e2fdfed4f6838e0c05ae5051"');
    await queryRunner.query('ALTER TABLE "memberships" DROP CONSTRAINT "FK_9b76ecf1dda18a6adec17fe71c4"');
    await queryRunner.query('ALTER TABLE "channel_connections" DROP CONSTRAINT "FK_2f2d1705f374be8e4ab282822a8"');
    await queryRunner.query('ALTER TABLE "properties" DROP CONSTRAINT "FK_5f5a4f54e7eef245b570296c4a2"');
    await queryRunner.query('ALTER TABLE "api_key_workspaces" DROP CONSTRAINT "FK_a0f02048ca6a1ca287c8425b239"');
    await queryRunner.query('ALTER TABLE "api_key_workspaces" DROP CONSTRAINT "FK_6cb5cde47bc983399b1586f591a"');
    await queryRunner.query('ALTER TABLE "api_keys" DROP CONSTRAINT "FK_a3baee01d8408cd3c0f89a9a973"');
    await queryRunner.query('ALTER TABLE "api_keys" DROP CONSTRAINT "FK_deb68fe8625b21785d1c48283e4"');
    await queryRunner.query('DROP TABLE "subscriptions"');
    await queryRunner.query('DROP INDEX "public"."rate_plans_workspace_unit_idx"');
    await queryRunner.query('DROP INDEX "public"."rate_plans_one_default_per_unit"');
    await queryRunner.query('DROP TABLE "rate_plans"');
    await queryRunner.query('DROP INDEX "public"."units_workspace_property_idx"');
    await queryRunner.query('DROP TABLE "units"');
    await queryRunner.query('DROP TABLE "plans"');
    await queryRunner.query('DROP INDEX "public"."memberships_user_idx"');
    await queryRunner.query('DROP TABLE "memberships"');
    await queryRunner.query('DROP INDEX "public"."channel_outbox_pending_idx"');
    await queryRunner.query('DROP TABLE "channel_outbox"');
    await queryRunner.query('DROP INDEX "public"."channel_connections_property_channel_key"');
    await queryRunner.query('DROP TABLE "channel_connections"');
    await queryRunner.query('DROP INDEX "public"."properties_workspace_name_idx"');
    await queryRunner.query('DROP TABLE "properties"');
    await queryRunner.query('DROP INDEX "public"."api_key_workspaces_key_idx"');
    await queryRunner.query('DROP TABLE "api_key_workspaces"');
    await queryRunner.query('DROP INDEX "public"."api_keys_key_hash_key"');
    await queryRunner.query('DROP INDEX "public"."api_keys_user_idx"');
    await queryRunner.query('DROP TABLE "api_keys"');
    await queryRunner.query('DROP TABLE "workspaces"');
    await queryRunner.query('DROP INDEX "public"."users_email_key"');
    await queryRunner.query('DROP TABLE "users"');
  }
}
