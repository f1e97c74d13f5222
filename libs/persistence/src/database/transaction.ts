import { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { connectionErrorOf } from './data-source';

/**
 * What a transaction sends with its first and last round trips: statements with their values
 * inlined as literals (several statements in one message cannot take parameters), so a write
 * that opens with a lock and closes with its bookkeeping costs no round trip more than a bare one.
 */
export class TransactionEnds {
  private readonly closing: string[] = [];

  /** `opening` runs right after START TRANSACTION, before anything else of the transaction. */
  constructor(readonly opening?: string) {}

  /** A statement to run just before COMMIT, in the same round trip. */
  atCommit(statement: string): void {
    this.closing.push(statement);
  }

  takeClosing(): string[] {
    return this.closing.splice(0);
  }
}

/** TypeORM's view of the runner's transaction, for transactions opened and closed here. */
interface RunnerTransactionState {
  isTransactionActive: boolean;
  transactionDepth: number;
}

function markTransaction(runner: QueryRunner, active: boolean): void {
  // TypeORM must know a transaction is open, or its own saves would start another one.
  const state = runner as unknown as RunnerTransactionState;
  state.isTransactionActive = active;
  state.transactionDepth = active ? 1 : 0;
}

/**
 * One transaction on a connection of the pool, opened with `ends.opening` and committed with the
 * statements `ends` collected. It fails with the connection's own error when the server ended the
 * connection during the transaction (57P01 on a restart or a failover): between two statements pg
 * reports that as an event and the next statement fails with an error that would hide that the
 * database went away (a 503 read as a 500). The event can come with BEGIN's answer, before any
 * listener of ours could be added, so the pool keeps each connection's error (connectionErrorOf).
 */
export async function runTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>, ends: TransactionEnds = new TransactionEnds()): Promise<T> {
  const runner = dataSource.createQueryRunner();
  let connection: object | undefined;
  try {
    connection = (await runner.connect()) as object;
    await runner.query(ends.opening ? `START TRANSACTION; ${ends.opening}` : 'START TRANSACTION');
    markTransaction(runner, true);
    const result = await work(runner.manager);
    await runner.query([...ends.takeClosing(), 'COMMIT'].join('; '));
    markTransaction(runner, false);
    return result;
  } catch (error) {
    if (runner.isTransactionActive && !runner.isReleased) {
      markTransaction(runner, false);
      await runner.query('ROLLBACK').catch(() => undefined);
    }
    throw (connection && connectionErrorOf(connection)) ?? error;
  } finally {
    await runner.release().catch(() => undefined);
  }
}
