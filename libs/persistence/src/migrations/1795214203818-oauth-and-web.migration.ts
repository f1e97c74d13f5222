import { MigrationInterface, QueryRunner } from 'typeorm';

export class OAuthAndWeb1795214203818 implements MigrationInterface {
  name = 'OAuthAndWeb1795214203818';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "linked_identities" ("issuer" text NOT NULL, "subject" text NOT NULL, "user_id" text NOT NULL, "email" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2c34da4fab763d101422a674df1" PRIMARY KEY ("issuer", "subject"))',
    );
    await queryRunner.query('CREATE INDEX "linked_identities_user_idx" ON "linked_identities"  ("user_id") ');
    await queryRunner.query(
      'CREATE TABLE "oauth_authorizations" ("grant_id" text NOT NULL, "workspace_id" text NOT NULL, "user_id" text NOT NULL, "client_id" text NOT NULL, "client_name" text, "redirect_host" text, "scopes" text array NOT NULL, "resources" text array NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_4c22da3cef0b295b495442fe061" PRIMARY KEY ("grant_id"))',
    );
    await queryRunner.query('CREATE INDEX "oauth_authorizations_user_idx" ON "oauth_authorizations"  ("user_id") ');
    await queryRunner.query('CREATE INDEX "oauth_authorizations_workspace_user_idx" ON "oauth_authorizations"  ("workspace_id", "user_id") ');
    await queryRunner.query(
      'CREATE TABLE "oauth_records" ("model" text NOT NULL, "id_hash" text NOT NULL, "payload" jsonb NOT NULL, "grant_id" text, "uid_hash" text, "expires_at" TIMESTAMP WITH TIME ZONE, "consumed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_923ed951e3f1929531bab1a9abd" PRIMARY KEY ("model", "id_hash"))',
    );
    await queryRunner.query('CREATE INDEX "oauth_records_expiry_idx" ON "oauth_records"  ("expires_at") ');
    await queryRunner.query('CREATE INDEX "oauth_records_uid_idx" ON "oauth_records"  ("model", "uid_hash") ');
    await queryRunner.query('CREATE INDEX "oauth_records_grant_idx" ON "oauth_records"  ("grant_id") ');
    await queryRunner.query(
      'CREATE TABLE "server_secrets" ("name" text NOT NULL, "value" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_776280895f188bb4dd7028779cd" PRIMARY KEY ("name"))',
    );
    await queryRunner.query(
      'CREATE TABLE "web_sessions" ("token_hash" text NOT NULL, "user_id" text NOT NULL, "workspace_id" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_6959865ff07869ea46a236b221a" PRIMARY KEY ("token_hash"))',
    );
    await queryRunner.query('CREATE INDEX "web_sessions_expiry_idx" ON "web_sessions"  ("expires_at") ');
    await queryRunner.query('CREATE INDEX "web_sessions_user_idx" ON "web_sessions"  ("user_id") ');
    await queryRunner.query('ALTER TABLE "users" ADD "password_hash" text');
    await queryRunner.query(
      'ALTER TABLE "linked_identities" ADD CONSTRAINT "FK_a42986b6cc1142305c059dbb928" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "oauth_authorizations" ADD CONSTRAINT "FK_86797924f98e1684e4b8a71df00" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "oauth_authorizations" ADD CONSTRAINT "FK_a3581ce3ba8104404987beb00c8" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "web_sessions" ADD CONSTRAINT "FK_099af5f73522b589358b3d1189f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "web_sessions" ADD CONSTRAINT "FK_e27dec773ca1303888aebd02d7a" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "web_sessions" DROP CONSTRAINT "FK_e27dec773ca1303888aebd02d7a"');
    await queryRunner.query('ALTER TABLE "web_sessions" DROP CONSTRAINT "FK_099af5f73522b589358b3d1189f"');
    await queryRunner.query('ALTER TABLE "oauth_authorizations" DROP CONSTRAINT "FK_a3581ce3ba8104404987beb00c8"');
    await queryRunner.query('ALTER TABLE "oauth_authorizations" DROP CONSTRAINT "FK_86797924f98e1684e4b8a71df00"');
    await queryRunner.query('ALTER TABLE "linked_identities" DROP CONSTRAINT "FK_a42986b6cc1142305c059dbb928"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "password_hash"');
    await queryRunner.query('DROP INDEX "public"."web_sessions_user_idx"');
    await queryRunner.query('DROP INDEX "public"."web_sessions_expiry_idx"');
    await queryRunner.query('DROP TABLE "web_sessions"');
    await queryRunner.query('DROP TABLE "server_secrets"');
    await queryRunner.query('DROP INDEX "public"."oauth_records_grant_idx"');
    await queryRunner.query('DROP INDEX "public"."oauth_records_uid_idx"');
    await queryRunner.query('DROP INDEX "public"."oauth_records_expiry_idx"');
    await queryRunner.query('DROP TABLE "oauth_records"');
    await queryRunner.query('DROP INDEX "public"."oauth_authorizations_workspace_user_idx"');
    await queryRunner.query('DROP INDEX "public"."oauth_authorizations_user_idx"');
    await queryRunner.query('DROP TABLE "oauth_authorizations"');
    await queryRunner.query('DROP INDEX "public"."linked_identities_user_idx"');
    await queryRunner.query('DROP TABLE "linked_identities"');
  }
}
