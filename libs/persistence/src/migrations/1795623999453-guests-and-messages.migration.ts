import { MigrationInterface, QueryRunner } from 'typeorm';

export class GuestsAndMessages1795623999453 implements MigrationInterface {
  name = 'GuestsAndMessages1795623999453';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Accent- and case-blind search: unaccent is only STABLE (its dictionary could change), so an
    // IMMUTABLE wrapper with the dictionary named feeds the trigger that fills search_text.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);
    await queryRunner.query(
      `CREATE FUNCTION innkeep_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
         AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`,
    );
    // One guest per e-mail: e-mails folded to lower case, then each workspace's guests that share
    // one merged into the earliest, their reservations moved to it.
    await queryRunner.query(`UPDATE guests SET email = nullif(lower(btrim(email)), '') WHERE email IS DISTINCT FROM nullif(lower(btrim(email)), '')`);
    await queryRunner.query(
      `CREATE TEMP TABLE guest_merges ON COMMIT DROP AS
         SELECT workspace_id, id, keep FROM (
           SELECT workspace_id, id, first_value(id) OVER (PARTITION BY workspace_id, email ORDER BY created_at, id) AS keep
             FROM guests WHERE email IS NOT NULL) ranked
          WHERE id <> keep`,
    );
    await queryRunner.query(
      `UPDATE guests k SET phone = d.phone
         FROM (SELECT DISTINCT ON (m.workspace_id, m.keep) m.workspace_id, m.keep, g.phone
                 FROM guest_merges m JOIN guests g ON g.workspace_id = m.workspace_id AND g.id = m.id
                WHERE g.phone IS NOT NULL ORDER BY m.workspace_id, m.keep, g.created_at DESC) d
        WHERE k.workspace_id = d.workspace_id AND k.id = d.keep AND k.phone IS NULL`,
    );
    await queryRunner.query(`UPDATE reservations r SET guest_id = m.keep FROM guest_merges m WHERE r.workspace_id = m.workspace_id AND r.guest_id = m.id`);
    await queryRunner.query(`DELETE FROM guests g USING guest_merges m WHERE g.workspace_id = m.workspace_id AND g.id = m.id`);
    await queryRunner.query('DROP INDEX "public"."guests_workspace_email_idx"');
    await queryRunner.query('DROP INDEX "public"."guests_workspace_last_name_idx"');
    await queryRunner.query(
      'CREATE TABLE "message_threads" ("workspace_id" text NOT NULL, "id" text NOT NULL, "channel" text NOT NULL, "external_thread_id" text NOT NULL, "connection_id" text, "reservation_id" text, "guest_id" text, "guest_name" text, "last_message_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_message_preview" text NOT NULL DEFAULT \'\', "message_count" integer NOT NULL DEFAULT \'0\', "unread_count" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_aa4492368b52da19ebcb5255dd9" PRIMARY KEY ("workspace_id", "id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "message_threads_external_key" ON "message_threads"  ("workspace_id", "channel", "external_thread_id") ');
    await queryRunner.query(
      'CREATE INDEX "message_threads_workspace_reservation_idx" ON "message_threads"  ("workspace_id", "reservation_id") WHERE "reservation_id" IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX "message_threads_workspace_activity_idx" ON "message_threads"  ("workspace_id", "last_message_at", "id") ');
    await queryRunner.query(
      'CREATE TABLE "messages" ("workspace_id" text NOT NULL, "id" text NOT NULL, "thread_id" text NOT NULL, "direction" text NOT NULL, "sender" text NOT NULL, "body" text NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL, "external_id" text, "delivery_status" text, "delivery_error" text, "delivered_at" TIMESTAMP WITH TIME ZONE, "read_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "messages_delivery_status_check" CHECK ("delivery_status" IN (\'QUEUED\', \'SENT\', \'FAILED\')), CONSTRAINT "messages_direction_check" CHECK ("direction" IN (\'INBOUND\', \'OUTBOUND\')), CONSTRAINT "PK_efaf1543b35cc849e652199880e" PRIMARY KEY ("workspace_id", "id"))',
    );
    await queryRunner.query('CREATE INDEX "messages_queued_idx" ON "messages"  ("workspace_id", "created_at") WHERE "delivery_status" = \'QUEUED\'');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "messages_thread_external_key" ON "messages"  ("workspace_id", "thread_id", "external_id") WHERE "external_id" IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX "messages_workspace_thread_idx" ON "messages"  ("workspace_id", "thread_id", "sent_at", "id") ');
    await queryRunner.query('ALTER TABLE "guests" ADD "search_text" text NOT NULL DEFAULT \'\'');
    await queryRunner.query('CREATE UNIQUE INDEX "guests_workspace_email_key" ON "guests"  ("workspace_id", "email") WHERE "email" IS NOT NULL');
    await queryRunner.query('CREATE INDEX "guests_workspace_name_idx" ON "guests"  ("workspace_id", "last_name", "first_name", "id") ');
    await queryRunner.query(
      `CREATE FUNCTION guests_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         NEW.search_text := lower(innkeep_unaccent(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.email)));
         RETURN NEW;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER guests_search_text BEFORE INSERT OR UPDATE OF first_name, last_name, email ON guests
         FOR EACH ROW EXECUTE FUNCTION guests_search_text()`,
    );
    await queryRunner.query(`UPDATE guests SET search_text = lower(innkeep_unaccent(concat_ws(' ', first_name, last_name, email)))`);
    // fastupdate off: guests are written one at a time, and a GIN pending list would be read in
    // full by every search until a vacuum merged it.
    await queryRunner.query(
      `CREATE INDEX guests_workspace_search_trgm_idx ON guests USING gin (workspace_id, search_text gin_trgm_ops) WITH (fastupdate = off)`,
    );
    await queryRunner.query(
      'ALTER TABLE "messages" ADD CONSTRAINT "FK_fac13ae066eb130858eb2d22d86" FOREIGN KEY ("workspace_id", "thread_id") REFERENCES "message_threads"("workspace_id","id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX guests_workspace_search_trgm_idx`);
    await queryRunner.query(`DROP TRIGGER guests_search_text ON guests`);
    await queryRunner.query(`DROP FUNCTION guests_search_text()`);
    await queryRunner.query('ALTER TABLE "messages" DROP CONSTRAINT "FK_fac13ae066eb130858eb2d22d86"');
    await queryRunner.query('DROP INDEX "public"."guests_workspace_name_idx"');
    await queryRunner.query('DROP INDEX "public"."guests_workspace_email_key"');
    await queryRunner.query('ALTER TABLE "guests" DROP COLUMN "search_text"');
    await queryRunner.query('DROP INDEX "public"."messages_workspace_thread_idx"');
    await queryRunner.query('DROP INDEX "public"."messages_thread_external_key"');
    await queryRunner.query('DROP INDEX "public"."messages_queued_idx"');
    await queryRunner.query('DROP TABLE "messages"');
    await queryRunner.query('DROP INDEX "public"."message_threads_workspace_activity_idx"');
    await queryRunner.query('DROP INDEX "public"."message_threads_workspace_reservation_idx"');
    await queryRunner.query('DROP INDEX "public"."message_threads_external_key"');
    await queryRunner.query('DROP TABLE "message_threads"');
    await queryRunner.query('CREATE INDEX "guests_workspace_last_name_idx" ON "guests" USING btree ("last_name", "workspace_id") ');
    await queryRunner.query('CREATE INDEX "guests_workspace_email_idx" ON "guests" USING btree ("email", "workspace_id") ');
    // Merged guests stay merged: the duplicates are gone for good.
    await queryRunner.query(`DROP FUNCTION innkeep_unaccent(text)`);
  }
}
