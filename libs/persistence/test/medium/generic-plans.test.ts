import assert from 'node:assert/strict';

import type { AnyOperation, Principal } from '@innkeep/domain';
import { addDays, operationNamed, validateInput } from '@innkeep/domain';
import { contextOf, factory, OperationRunner, runOperation } from '@innkeep/domain/testing';

import { Operator } from '../../src';
import { createTestDatabase, createWorkspaceFixture, databaseRunner, TestDatabase, WorkspaceFixture } from '../../testing';

interface PlanCount {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

/**
 * reservations.create declares `genericPlans`: its transaction runs the prepared statements on the
 * plans PostgreSQL made once per connection. One pooled connection here, so every create runs on
 * the connection whose prepared statements the test reads.
 */
describe('a create on its generic plans', () => {
  let database: TestDatabase;
  let runner: OperationRunner;
  let workspace: WorkspaceFixture;
  let principal: Principal;
  let night = '2027-03-01';
  const createReservation = operationNamed('reservations.create') as AnyOperation;

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 1 });
    runner = databaseRunner(database.dataSource);
    workspace = await createWorkspaceFixture(new Operator(database.dataSource));
    principal = factory.principal({ workspaceId: workspace.workspaceId });
  });

  afterAll(() => database?.drop());

  async function book(times: number, run: (raw: Record<string, unknown>) => Promise<unknown>): Promise<void> {
    for (let index = 0; index < times; index += 1) {
      const departure = addDays(night, 2);
      await run({
        unitId: workspace.unitIds[0],
        arrivalDate: night,
        departureDate: departure,
        source: 'DIRECT',
        guest: { firstName: 'Ana', lastName: 'Sousa', email: `ana${night}@example.test` },
      });
      night = departure;
    }
  }

  /** How the prepared statements that read or hold a stay's nights were planned so far. */
  async function nightStatements(): Promise<PlanCount[]> {
    return database.dataSource.query(
      `SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement LIKE '%calendar_nights%' ORDER BY statement`,
    );
  }

  it('plans the statements that read and hold the nights once, where a transaction without it plans them on every run', async () => {
    // Without the setting (the same operation, run as a plain transaction): planned for each run's values.
    await book(7, (raw) =>
      runner.unitOfWork.run((scope) => createReservation.handle(contextOf(runner, principal, scope.repos), validateInput(createReservation.input, raw))),
    );
    const before = await nightStatements();
    assert.equal(before.length, 2, JSON.stringify(before));
    for (const statement of before) assert.equal(statement.custom_plans, 7, statement.statement);

    await book(5, (raw) => runOperation(runner, createReservation, principal, raw));
    const after = await nightStatements();
    for (const [index, statement] of after.entries()) {
      assert.equal(statement.custom_plans, before[index].custom_plans, `planned again: ${statement.statement}`);
      assert.equal(statement.generic_plans, before[index].generic_plans + 5, statement.statement);
    }
  });

  it('books what a freshly planned create books: the nights held, the price quoted', async () => {
    const raw = (email: string, arrival: string) => ({
      unitId: workspace.unitIds[0],
      arrivalDate: arrival,
      departureDate: addDays(arrival, 3),
      source: 'DIRECT',
      guest: { firstName: 'Rui', lastName: 'Lima', email },
    });
    const generic = (await runOperation(runner, createReservation, principal, raw('generic@example.test', '2027-05-01'))) as {
      totalAmountMinor: number;
      quote?: unknown;
    };
    const fresh = (await runner.unitOfWork.run((scope) =>
      createReservation.handle(contextOf(runner, principal, scope.repos), validateInput(createReservation.input, raw('fresh@example.test', '2027-06-01'))),
    )) as { totalAmountMinor: number; quote?: unknown };
    assert.equal(generic.totalAmountMinor, fresh.totalAmountMinor);
    assert.deepEqual(Object.keys(generic.quote as object), Object.keys(fresh.quote as object));
    const [held] = (await database.dataSource.query(
      `SELECT count(*)::int AS nights FROM calendar_nights WHERE workspace_id = $1 AND unit_id = $2 AND reserved > 0 AND night >= '2027-05-01' AND night < '2027-05-04'`,
      [workspace.workspaceId, workspace.unitIds[0]],
    )) as { nights: number }[];
    assert.equal(held.nights, 3);
  });
});
