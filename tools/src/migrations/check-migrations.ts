/**
 * Fails when the entities and the committed migrations disagree: the drift check that runs
 * inside `npm test`, against the database the tests use.
 */
import { createDataSource } from '@innkeep/persistence';

export async function pendingSchemaChanges(url: string): Promise<string[]> {
  const dataSource = createDataSource({ url });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
    const sql = await dataSource.driver.createSchemaBuilder().log();
    return sql.upQueries.map((query) => query.query);
  } finally {
    await dataSource.destroy();
  }
}
