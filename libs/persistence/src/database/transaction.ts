import { DataSource, EntityManager, QueryRunner } from 'typeorm';

import { connectionErrorOf } from './data-source';

/** A value a statement may take inlined: text is quoted and escaped, numbers and NULL go bare. */
export type InlineValue = string | number | null;

/**
 * A parameterised statement (`$1`, `$2`…) with its values written in as literals, for the messages
 * of several statements TransactionEnds sends, which cannot take parameters.
 */
export function inlineParameters(text: string, values: readonly InlineValue[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = values[Number(n) - 1];
    if (value === undefined) throw new Error(`No value for $${n} of: ${text}`);
    if (value === null) return 'NULL';
    return typeof value === 'number' ? String(value) : quoteLiteral(value);
  });
}

/**
 * Text as a PostgreSQL literal, written as pg's `escapeLiteral` writes it (quotes doubled; with a
 * backslash, doubled too in an E'' literal). pg's builds the literal a character at a time: for
 * the event and audit rows a create inlines, a sixth of all the API allocated a create (34 of
 * 197 kB), and each young-generation collection a pause. One replace makes one string.
 */
export function quoteLiteral(text: string): string {
  const doubled = text.replace(/['\\]/g, '$&$&');
  return text.includes('\\') ? ` E'${doubled}'` : `'${doubled}'`;
}

/**
 * What a transaction sends with its first and last round trips: statements with their values
 * inlined as literals (several statements in one message cannot take parameters), so a write
 * that opens with a lock and closes with its bookkeeping costs no round trip more than a bare one.
 */
export class TransactionEnds {
  private readonly closing: string[] = [];
  private readonly rollingBack: { statement: string; settle: (error?: unknown) => void }[] = [];

  /** `opening` runs right after START TRANSACTION, before anything else of the transaction. */
  constructor(readonly opening?: string) {}

  /** A statement to run just before COMMIT, in the same round trip. */
  atCommit(statement: string): void {
    this.closing.push(statement);
  }

  takeClosing(): string[] {
    return this.closing.splice(0);
  }

  /**
   * A statement to run right after ROLLBACK, in the same round trip and its own implicit
   * transaction, should the transaction roll back. Settles when the transaction has ended.
   */
  afterRollback(statement: string): Promise<void> {
    return new Promise((resolve, reject) => this.rollingBack.push({ statement, settle: (error) => (error === undefined ? resolve() : reject(error)) }));
  }

  /** The statements to send after ROLLBACK; `settle` tells each of them how it went. */
  takeRollingBack(): { statements: string[]; settle: (error?: unknown) => void } {
    const taken = this.rollingBack.splice(0);
    return { statements: taken.map((entry) => entry.statement), settle: (error) => taken.forEach((entry) => entry.settle(error)) };
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
export async function runTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
  ends: TransactionEnds = new TransactionEnds(),
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  let connection: object | undefined;
  try {
    connection = (await runner.connect()) as object;
    await runner.query(ends.opening ? `START TRANSACTION; ${ends.opening}` : 'START TRANSACTION');
    markTransaction(runner, true);
    const result = await work(runner.manager);
    await runner.query([...ends.takeClosing(), 'COMMIT'].join('; '));
    markTransaction(runner, false);
    // Committed: no rollback, so nothing was to be written after one.
    ends.takeRollingBack().settle();
    return result;
  } catch (error) {
    if (runner.isTransactionActive && !runner.isReleased) {
      markTransaction(runner, false);
      const after = ends.takeRollingBack();
      await runner.query(['ROLLBACK', ...after.statements].join('; ')).then(
        () => after.settle(),
        async (rollbackError: unknown) => {
          after.settle(rollbackError);
          // The statements after ROLLBACK may be what failed; this one then only warns.
          await runner.query('ROLLBACK').catch(() => undefined);
        },
      );
    }
    throw (connection && connectionErrorOf(connection)) ?? error;
  } finally {
    // The connection went before a rollback of ours could carry them.
    ends.takeRollingBack().settle(new Error('The transaction ended without rolling back.'));
    await runner.release().catch(() => undefined);
  }
}
