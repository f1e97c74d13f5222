import { MigrationInterface, QueryRunner } from 'typeorm';

export class Inventory1795212721065 implements MigrationInterface {
  name = 'Inventory1795212721065';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "blocks" ("workspace_id" text NOT NULL, "id" text NOT NULL, "unit_id" text NOT NULL, "type" text NOT NULL, "from_date" date NOT NULL, "to_date" date NOT NULL, "rooms" integer NOT NULL, "note" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "blocks_type_check" CHECK ("type" IN (\'OWNER\', \'MAINTENANCE\')), CONSTRAINT "blocks_rooms_check" CHECK ("rooms" >= 1), CONSTRAINT "blocks_dates_check" CHECK ("to_date" >= "from_date"), CONSTRAINT "PK_3498aa02d7f539df45046b2f1b5" PRIMARY KEY ("workspace_id", "id"))',
    );
    await queryRunner.query('CREATE INDEX "blocks_workspace_unit_dates_idx" ON "blocks"  ("workspace_id", "unit_id", "from_date", "to_date") ');
    await queryRunner.query(
      'CREATE TABLE "calendar_nights" ("workspace_id" text NOT NULL, "unit_id" text NOT NULL, "night" date NOT NULL, "rooms" integer NOT NULL, "reserved" integer NOT NULL DEFAULT \'0\', "owner_blocked" integer NOT NULL DEFAULT \'0\', "maintenance_blocked" integer NOT NULL DEFAULT \'0\', "overbooked" integer NOT NULL DEFAULT \'0\', CONSTRAINT "calendar_nights_capacity_check" CHECK ("reserved" + "owner_blocked" + "maintenance_blocked" <= "rooms" + "overbooked"), CONSTRAINT "calendar_nights_counts_check" CHECK ("reserved" >= 0 AND "owner_blocked" >= 0 AND "maintenance_blocked" >= 0 AND "overbooked" >= 0), CONSTRAINT "PK_487e128d2b6804c90f57ea07fd7" PRIMARY KEY ("workspace_id", "unit_id", "night"))',
    );
    await queryRunner.query(
      'CREATE TABLE "confirmations" ("token_hash" text NOT NULL, "workspace_id" text NOT NULL, "credential_id" text NOT NULL, "operation" text NOT NULL, "arguments_hash" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_42e9097ba289bde22f17fdd5200" PRIMARY KEY ("token_hash"))',
    );
    await queryRunner.query(
      'CREATE TABLE "guests" ("workspace_id" text NOT NULL, "id" text NOT NULL, "first_name" text NOT NULL, "last_name" text NOT NULL, "email" text, "phone" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_85e2806d0a3879998e1256add7a" PRIMARY KEY ("workspace_id", "id"))',
    );
    await queryRunner.query('CREATE INDEX "guests_workspace_email_idx" ON "guests"  ("workspace_id", "email") ');
    await queryRunner.query('CREATE INDEX "guests_workspace_last_name_idx" ON "guests"  ("workspace_id", "last_name") ');
    await queryRunner.query(
      'CREATE TABLE "idempotency_records" ("workspace_id" text NOT NULL, "credential_id" text NOT NULL, "idempotency_key" text NOT NULL, "operation" text NOT NULL, "request_hash" text NOT NULL, "response_status" integer NOT NULL, "response_body" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "idempotency_records_status_check" CHECK ("response_status" BETWEEN 200 AND 599), CONSTRAINT "PK_481272ae6b43f19559696240be8" PRIMARY KEY ("workspace_id", "credential_id", "idempotency_key"))',
    );
    await queryRunner.query('CREATE INDEX "idempotency_records_expiry_idx" ON "idempotency_records"  ("expires_at") ');
    await queryRunner.query(
      'CREATE TABLE "reservations" ("workspace_id" text NOT NULL, "id" text NOT NULL, "property_id" text NOT NULL, "unit_id" text NOT NULL, "rate_plan_id" text, "guest_id" text NOT NULL, "status" text NOT NULL, "source" text NOT NULL, "channel_reference" text, "arrival_date" date NOT NULL, "departure_date" date NOT NULL, "adults" integer NOT NULL DEFAULT \'1\', "children" integer NOT NULL DEFAULT \'0\', "total_amount_minor" integer NOT NULL, "paid_amount_minor" integer NOT NULL DEFAULT \'0\', "currency" text NOT NULL, "payment_status" text NOT NULL DEFAULT \'UNPAID\', "notes" text, "is_overbooking" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "cancelled_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "reservations_status_check" CHECK ("status" IN (\'INQUIRY\', \'PROVISIONAL\', \'CONFIRMED\', \'CANCELLED\', \'CHECKED_IN\', \'CHECKED_OUT\', \'NO_SHOW\')), CONSTRAINT "reservations_party_check" CHECK ("adults" >= 1 AND "children" >= 0), CONSTRAINT "reservations_dates_check" CHECK ("departure_date" > "arrival_date"), CONSTRAINT "PK_bb1aa2438d98c040263f57c8b33" PRIMARY KEY ("workspace_id", "id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "reservations_channel_reference_key" ON "reservations"  ("workspace_id", "source", "channel_reference") WHERE "channel_reference" IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX "reservations_workspace_guest_idx" ON "reservations"  ("workspace_id", "guest_id") ');
    await queryRunner.query(
      'CREATE INDEX "reservations_workspace_unit_dates_idx" ON "reservations"  ("workspace_id", "unit_id", "arrival_date", "departure_date") ',
    );
    await queryRunner.query('CREATE INDEX "reservations_workspace_arrival_idx" ON "reservations"  ("workspace_id", "arrival_date", "id") ');
    await queryRunner.query(
      'ALTER TABLE "blocks" ADD CONSTRAINT "FK_96e538c44561adcc469d88752b0" FOREIGN KEY ("workspace_id", "unit_id") REFERENCES "units"("workspace_id","id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "calendar_nights" ADD CONSTRAINT "FK_611e9263d7e77d3eccf1777e246" FOREIGN KEY ("workspace_id", "unit_id") REFERENCES "units"("workspace_id","id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservations" ADD CONSTRAINT "FK_c4229485bad446675aadfc2fc03" FOREIGN KEY ("workspace_id", "unit_id") REFERENCES "units"("workspace_id","id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservations" ADD CONSTRAINT "FK_1f5957b2ff443bce3372637461d" FOREIGN KEY ("workspace_id", "guest_id") REFERENCES "guests"("workspace_id","id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reservations" DROP CONSTRAINT "FK_1f5957b2ff443bce3372637461d"');
    await queryRunner.query('ALTER TABLE "reservations" DROP CONSTRAINT "FK_c4229485bad446675aadfc2fc03"');
    await queryRunner.query('ALTER TABLE "calendar_nights" DROP CONSTRAINT "FK_611e9263d7e77d3eccf1777e246"');
    await queryRunner.query('ALTER TABLE "blocks" DROP CONSTRAINT "FK_96e538c44561adcc469d88752b0"');
    await queryRunner.query('DROP INDEX "public"."reservations_workspace_arrival_idx"');
    await queryRunner.query('DROP INDEX "public"."reservations_workspace_unit_dates_idx"');
    await queryRunner.query('DROP INDEX "public"."reservations_workspace_guest_idx"');
    await queryRunner.query('DROP INDEX "public"."reservations_channel_reference_key"');
    await queryRunner.query('DROP TABLE "reservations"');
    await queryRunner.query('DROP INDEX "public"."idempotency_records_expiry_idx"');
    await queryRunner.query('DROP TABLE "idempotency_records"');
    await queryRunner.query('DROP INDEX "public"."guests_workspace_last_name_idx"');
    await queryRunner.query('DROP INDEX "public"."guests_workspace_email_idx"');
    await queryRunner.query('DROP TABLE "guests"');
    await queryRunner.query('DROP TABLE "confirmations"');
    await queryRunner.query('DROP TABLE "calendar_nights"');
    await queryRunner.query('DROP INDEX "public"."blocks_workspace_unit_dates_idx"');
    await queryRunner.query('DROP TABLE "blocks"');
  }
}
