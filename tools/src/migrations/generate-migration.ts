/**
 * Writes a migration with the SQL that brings the schema, after all committed migrations, up to
 * the entities: `npm run migration:generate -- AddReservations`. It runs against a throwaway
 * embedded PostgreSQL, so no database of yours is touched.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { startThrowawayEmbeddedPostgres } from '@innkeep/embedded-postgres';
import { createDataSource } from '@innkeep/persistence';
import { format, resolveConfig } from 'prettier';

const MIGRATIONS_DIR = join(__dirname, '../../../../libs/persistence/src/migrations');

function render(className: string, up: string[], down: string[]): string {
  const lines = (queries: string[]) => queries.map((query) => `    await queryRunner.query(${JSON.stringify(query)});`).join('\n');
  return `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${lines(up)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${lines(down)}
  }
}
`;
}

async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
    console.error('usage: npm run migration:generate -- <PascalCaseName>');
    process.exitCode = 2;
    return;
  }
  const postgres = await startThrowawayEmbeddedPostgres({ name: 'migration' });
  const dataSource = createDataSource({ url: postgres.url });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    const sql = await dataSource.driver.createSchemaBuilder().log();
    if (sql.upQueries.length === 0) {
      console.log('The entities match the migrations: nothing to generate.');
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const file = join(MIGRATIONS_DIR, `${timestamp}-${name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}.migration.ts`);
    const source = render(
      className,
      sql.upQueries.map((query) => query.query),
      sql.downQueries.map((query) => query.query).reverse(),
    );
    // Written as lint wants it, so a generated migration is committed as it comes.
    await writeFile(file, await format(source, { ...(await resolveConfig(file)), filepath: file }));
    console.log(`Wrote ${file}; add ${className} to libs/persistence/src/migrations/index.ts.`);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await postgres.stop();
  }
}

void main();
