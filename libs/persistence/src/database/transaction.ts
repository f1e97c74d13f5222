import { DataSource, EntityManager } from 'typeorm';
import { connectionErrorOf } from './data-source';

/**
 * `dataSource.transaction`, failing with the connection's own error when the server ended the
 * connection during the transaction (57P01 on a restart or a failover). Between two statements pg
 * reports that as an event, and TypeORM then releases the connection, so the next statement fails
 * with QueryRunnerProviderAlreadyReleasedError: that would hide that the database went away (a 503
 * read as a 500). The event can come with BEGIN's answer, before any listener of ours could be
 * added, so the pool keeps each connection's error (connectionErrorOf).
 */
export async function runTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  let connection: object | undefined;
  try {
    return await dataSource.transaction(async (manager) => {
      // The transaction's connection, already open: this only names it, even once released.
      connection = await manager.queryRunner!.connect();
      return work(manager);
    });
  } catch (error) {
    throw (connection && connectionErrorOf(connection)) ?? error;
  }
}
