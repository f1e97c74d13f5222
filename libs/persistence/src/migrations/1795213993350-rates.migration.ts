import { MigrationInterface, QueryRunner } from 'typeorm';

export class Rates1795213993350 implements MigrationInterface {
  name = 'Rates1795213993350';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "rate_nights" ("workspace_id" text NOT NULL, "rate_plan_id" text NOT NULL, "night" date NOT NULL, "price_minor" integer, "min_nights" integer, "max_nights" integer, "closed_to_arrival" boolean NOT NULL DEFAULT false, "closed_to_departure" boolean NOT NULL DEFAULT false, "stop_sell" boolean NOT NULL DEFAULT false, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "rate_nights_stay_check" CHECK (("min_nights" IS NULL OR "min_nights" >= 1) AND ("max_nights" IS NULL OR "max_nights" >= 1)), CONSTRAINT "rate_nights_price_check" CHECK ("price_minor" IS NULL OR "price_minor" >= 0), CONSTRAINT "PK_e177b7954da8db5f7cb7ecaf6f0" PRIMARY KEY ("workspace_id", "rate_plan_id", "night"))',
    );
    await queryRunner.query(
      'ALTER TABLE "rate_nights" ADD CONSTRAINT "FK_c351a6261711b31fb54134b99d3" FOREIGN KEY ("workspace_id", "rate_plan_id") REFERENCES "rate_plans"("workspace_id","id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "rate_nights" DROP CONSTRAINT "FK_c351a6261711b31fb54134b99d3"');
    await queryRunner.query('DROP TABLE "rate_nights"');
  }
}
