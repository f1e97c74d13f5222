import assert from 'node:assert/strict';

import type { Repositories } from '@innkeep/domain';

import { createRepositories, Operator, TypeormUnitOfWork } from '../../src';
import { createTestDatabase, createWorkspaceFixture, TestDatabase, WorkspaceFixture } from '../../testing';

describe('properties, units and rate plans on PostgreSQL', () => {
  let database: TestDatabase;
  let repos: Repositories;
  let unitOfWork: TypeormUnitOfWork;
  let operator: Operator;
  let home: WorkspaceFixture;

  beforeAll(async () => {
    database = await createTestDatabase();
    repos = createRepositories(database.dataSource.manager);
    unitOfWork = new TypeormUnitOfWork(database.dataSource);
    operator = new Operator(database.dataSource);
    home = await createWorkspaceFixture(operator);
  });

  afterAll(() => database?.drop());

  const defaultsOf = async (unitId: string): Promise<string[]> =>
    (await database.dataSource.query('SELECT id FROM rate_plans WHERE unit_id = $1 AND is_default ORDER BY id', [unitId])).map((row: { id: string }) => row.id);

  it('keeps one default plan per unit while plans are made the default concurrently', async () => {
    const unit = await operator.createUnit({ propertyId: home.propertyId, name: 'Busy Loft' });
    const plans = await Promise.all(
      ['Weekly', 'Monthly', 'Flexible', 'Non-refundable'].map((title) =>
        unitOfWork.run((scope) => scope.repos.ratePlans.create(home.workspaceId, { unitId: unit.id, title, basePriceMinor: 9000, isDefault: false })),
      ),
    );
    const outcomes = await Promise.allSettled(
      [...plans, ...plans].map((plan) => unitOfWork.run((scope) => scope.repos.ratePlans.update(home.workspaceId, plan!.id, { isDefault: true }))),
    );
    assert.deepEqual(
      outcomes.filter((outcome) => outcome.status === 'rejected'),
      [],
    );
    const defaults = await defaultsOf(unit.id);
    assert.equal(defaults.length, 1);
    assert.ok(plans.some((plan) => plan!.id === defaults[0]));
  });

  it('creates a default plan in place of the earlier one, in the property’s currency', async () => {
    const unit = await operator.createUnit({ propertyId: home.propertyId, name: 'Garden Room', basePriceMinor: 11000 });
    const summer = await unitOfWork.run((scope) =>
      scope.repos.ratePlans.create(home.workspaceId, { unitId: unit.id, title: 'Summer', basePriceMinor: 15000, isDefault: true }),
    );
    assert.deepEqual([summer?.title, summer?.isDefault, summer?.basePriceMinor, summer?.currency], ['Summer', true, 15000, 'EUR']);
    assert.deepEqual(await defaultsOf(unit.id), [summer!.id]);
    assert.equal(await repos.ratePlans.find(home.workspaceId, unit.ratePlans[0].id).then((plan) => plan?.isDefault), false);
  });

  it('leaves archived units, and the units of archived properties, out of lists, availability and the calendar unless named', async () => {
    const ws = await createWorkspaceFixture(operator);
    const [kept, archived] = ws.unitIds;
    await repos.units.update(ws.workspaceId, archived, { archivedAt: new Date() });
    const barn = await operator.createProperty({ workspaceId: ws.workspaceId, name: 'Old Barn' });
    const hayloft = await operator.createUnit({ propertyId: barn.id, name: 'Hayloft' });
    await repos.properties.update(ws.workspaceId, barn.id, { status: 'ARCHIVED' });

    const ids = (units: { id: string }[] | null) => (units ?? []).map((unit) => unit.id).sort();
    assert.deepEqual(ids(await repos.units.list(ws.workspaceId, { includeArchived: false })), [kept]);
    assert.deepEqual(ids(await repos.units.list(ws.workspaceId, { includeArchived: true })), [kept, archived, hayloft.id].sort());

    const range = { from: '2031-03-01', to: '2031-03-03' };
    const availability = JSON.parse((await repos.availability.search(ws.workspaceId, { ...range, minNights: 1 }))!.text);
    assert.deepEqual(ids(availability.units), [kept]);
    const calendar = JSON.parse((await repos.inventory.calendar(ws.workspaceId, range))!.text);
    assert.deepEqual(ids(calendar.units), [kept]);
    const named = JSON.parse((await repos.inventory.calendar(ws.workspaceId, { ...range, unitId: archived }))!.text);
    assert.deepEqual(ids(named.units), [archived]);

    const property = await repos.properties.findDetail(ws.workspaceId, ws.propertyId);
    assert.equal(property?.unitCount, 1, 'an archived unit is not counted');
    assert.equal(property?.units.find((unit) => unit.id === archived)?.archivedAt !== null, true);
    const bookable = await repos.inventory.findBookableUnit(ws.workspaceId, hayloft.id);
    assert.equal(bookable?.archived, 'property');
    assert.equal((await repos.inventory.findBookableUnit(ws.workspaceId, archived))?.archived, 'unit');
  });
});
