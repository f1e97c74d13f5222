import assert from 'node:assert/strict';

import { JsonText, TaskPage } from '../../src';
import { setTaskSettings } from '../../src/operations/properties/set-task-settings.operation';
import { createTask } from '../../src/operations/tasks/create-task.operation';
import { getTask } from '../../src/operations/tasks/get-task.operation';
import { listTasks } from '../../src/operations/tasks/list-tasks.operation';
import { cancelTask, completeTask, startTask } from '../../src/operations/tasks/task-status.operations';
import { updateTask } from '../../src/operations/tasks/update-task.operation';
import { OperationTestbed } from '../../testing';

function seeded() {
  const testbed = new OperationTestbed();
  const seeded = testbed.seedWorkspace();
  const cleaner = testbed.db.addUser({ email: 'cleaner@example.com' });
  testbed.db.addMember(seeded.workspace.id, cleaner.id, 'STAFF');
  return { bed: testbed, cleaner, ...seeded };
}

const pageOf = (answer: JsonText): TaskPage => JSON.parse(answer.text);

describe('tasks.create', () => {
  it('creates an OPEN task on the unit’s property, with its checklist unticked and the type’s title by default', async () => {
    const { bed, principal, unit, property, cleaner } = seeded();
    const task = await bed.run(createTask, principal, {
      type: 'INSPECTION',
      unitId: unit.id,
      dueDate: '2026-07-10',
      checklist: [{ label: ' Check the boiler ' }, { label: 'Smoke alarm', done: true }],
      assigneeUserId: cleaner.id,
    });
    assert.deepEqual(
      [task.type, task.status, task.unitId, task.propertyId, task.dueDate, task.dueBy, task.title, task.assigneeUserId, task.automatic],
      ['INSPECTION', 'OPEN', unit.id, property.id, '2026-07-10', null, 'Inspection', cleaner.id, false],
    );
    assert.deepEqual(task.checklist, [
      { label: 'Check the boiler', done: false },
      { label: 'Smoke alarm', done: true },
    ]);
    assert.deepEqual(task.property.address, property.address);
  });

  it('refuses an assignee who is not a member of the workspace, and changes nothing', async () => {
    const { bed, principal, unit } = seeded();
    const stranger = bed.db.addUser();
    await assert.rejects(bed.run(createTask, principal, { type: 'OTHER', unitId: unit.id, dueDate: '2026-07-10', assigneeUserId: stranger.id }), {
      code: 'VALIDATION_FAILED',
      message: `assigneeUserId ${stranger.id} is not a member of this workspace.`,
    });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });

  it('answers NOT_FOUND for a unit of another workspace', async () => {
    const { bed, principal } = seeded();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(createTask, principal, { type: 'OTHER', unitId: theirs.unit.id, dueDate: '2026-07-10' }), { code: 'NOT_FOUND' });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });

  it('refuses unknown types, a time that is not HH:MM and over 50 checklist steps', async () => {
    const { bed, principal, unit } = seeded();
    for (const fields of [
      { type: 'LAUNDRY' },
      { dueBy: '25:00' },
      { checklist: Array.from({ length: 51 }, () => ({ label: 'x' })) },
      { checklist: [{ label: '' }] },
      { checklist: ['x'] },
    ]) {
      await assert.rejects(bed.run(createTask, principal, { type: 'OTHER', unitId: unit.id, dueDate: '2026-07-10', ...fields }), { code: 'VALIDATION_FAILED' });
    }
    assert.deepEqual(bed.repos.calls.methods(), []);
  });
});

describe('tasks.list', () => {
  it('answers the tasks due in from–to (both included) in due order, paged by a cursor', async () => {
    const { bed, principal, unit } = seeded();
    const early = bed.db.addTask(unit, { dueDate: '2026-07-09' });
    const first = bed.db.addTask(unit, { dueDate: '2026-07-10' });
    const second = bed.db.addTask(unit, { dueDate: '2026-07-11' });
    bed.db.addTask(unit, { dueDate: '2026-07-12' });
    const page = pageOf(await bed.run(listTasks, principal, { from: '2026-07-10', to: '2026-07-11', take: 1 }));
    assert.deepEqual(
      page.tasks.map((task) => task.id),
      [first.id],
    );
    assert.ok(page.nextCursor);
    const next = pageOf(await bed.run(listTasks, principal, { from: '2026-07-10', to: '2026-07-11', take: 1, cursor: page.nextCursor }));
    assert.deepEqual([next.tasks.map((task) => task.id), next.nextCursor], [[second.id], null]);
    assert.equal(pageOf(await bed.run(listTasks, principal, { to: '2026-07-09' })).tasks[0].id, early.id);
  });

  it('reads assignee=me as the caller', async () => {
    const { bed, principal, unit } = seeded();
    await bed.run(listTasks, principal, { assignee: 'me' });
    assert.equal(bed.repos.calls.argumentsOf('tasks.list')[0][1].assigneeUserId, principal.userId);
    bed.db.addTask(unit);
  });

  it('refuses a period ending before it starts and a cursor it did not give out', async () => {
    const { bed, principal } = seeded();
    await assert.rejects(bed.run(listTasks, principal, { from: '2026-07-10', to: '2026-07-09' }), { code: 'VALIDATION_FAILED' });
    await assert.rejects(bed.run(listTasks, principal, { cursor: 'nonsense' }), { code: 'VALIDATION_FAILED' });
  });

  it('gives each task the next arrival in its unit: its day and party, and a same-day turnover due by check-in time', async () => {
    const { bed, principal, unit, property } = seeded();
    const leaving = bed.db.addReservation(unit, { arrivalDate: '2026-07-07', departureDate: '2026-07-10' });
    const arriving = bed.db.addReservation(unit, { arrivalDate: '2026-07-10', departureDate: '2026-07-12', adults: 2, children: 1 });
    bed.db.addTask(unit, { dueDate: '2026-07-10', automatic: true, reservationId: leaving.id });
    bed.db.addTask(unit, { dueDate: '2026-07-12', automatic: true, reservationId: arriving.id });
    const [turnover, last] = pageOf(await bed.run(listTasks, principal, {})).tasks;
    assert.deepEqual(
      [turnover.nextArrival, turnover.sameDayTurnover, turnover.dueBy],
      [{ reservationId: arriving.id, date: '2026-07-10', adults: 2, children: 1 }, true, property.checkInTime],
    );
    assert.deepEqual([last.nextArrival, last.sameDayTurnover, last.dueBy], [null, false, null]);
  });
});

describe('tasks.get', () => {
  it('answers the task, and NOT_FOUND for a task of another workspace', async () => {
    const { bed, principal, unit } = seeded();
    const task = bed.db.addTask(unit);
    assert.equal((await bed.run(getTask, principal, { taskId: task.id })).id, task.id);
    const theirs = bed.seedWorkspace();
    const theirTask = bed.db.addTask(theirs.unit);
    await assert.rejects(bed.run(getTask, principal, { taskId: theirTask.id }), { code: 'NOT_FOUND' });
  });
});

describe('tasks.update', () => {
  it('assigns, moves and ticks the checklist; fields left out keep their value', async () => {
    const { bed, principal, unit, cleaner } = seeded();
    const task = bed.db.addTask(unit, { notes: 'Key under the mat', checklist: [{ label: 'Towels', done: false }] });
    const updated = await bed.run(updateTask, principal, {
      taskId: task.id,
      assigneeUserId: cleaner.id,
      dueDate: '2026-07-02',
      dueBy: '12:00',
      checklist: [{ label: 'Towels', done: true }],
    });
    assert.deepEqual(
      [updated.assigneeUserId, updated.dueDate, updated.dueBy, updated.notes, updated.checklist],
      [cleaner.id, '2026-07-02', '12:00', 'Key under the mat', [{ label: 'Towels', done: true }]],
    );
    const cleared = await bed.run(updateTask, principal, { taskId: task.id, assigneeUserId: null, notes: null, dueBy: null });
    assert.deepEqual([cleared.assigneeUserId, cleared.notes, cleared.dueBy], [null, null, null]);
  });

  it('answers NOT_FOUND for another workspace’s task and refuses a stranger as assignee', async () => {
    const { bed, principal, unit } = seeded();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(updateTask, principal, { taskId: bed.db.addTask(theirs.unit).id, notes: 'x' }), { code: 'NOT_FOUND' });
    await assert.rejects(bed.run(updateTask, principal, { taskId: bed.db.addTask(unit).id, assigneeUserId: theirs.owner.id }), { code: 'VALIDATION_FAILED' });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });
});

describe('tasks.start, tasks.complete, tasks.cancel', () => {
  it('OPEN → IN_PROGRESS → DONE with the times set, and OPEN may go straight to DONE', async () => {
    const { bed, principal, unit } = seeded();
    const task = bed.db.addTask(unit);
    const started = await bed.run(startTask, principal, { taskId: task.id });
    assert.equal(started.status, 'IN_PROGRESS');
    assert.ok(started.startedAt);
    const done = await bed.run(completeTask, principal, { taskId: task.id });
    assert.deepEqual([done.status, done.completedAt], ['DONE', bed.now().toISOString()]);
    const direct = await bed.run(completeTask, principal, { taskId: bed.db.addTask(unit).id });
    assert.equal(direct.status, 'DONE');
  });

  it('answers INVALID_TRANSITION from DONE or CANCELLED, and changes nothing', async () => {
    const { bed, principal, unit } = seeded();
    const done = bed.db.addTask(unit, { status: 'DONE' });
    const cancelled = bed.db.addTask(unit, { status: 'CANCELLED' });
    for (const [operation, task] of [
      [startTask, done],
      [completeTask, done],
      [cancelTask, done],
      [completeTask, cancelled],
      [startTask, cancelled],
    ] as const) {
      await assert.rejects(bed.run(operation, principal, { taskId: task.id }), {
        code: 'INVALID_TRANSITION',
        message: new RegExp(`^A ${task.status} task cannot become`),
      });
    }
    assert.deepEqual(bed.repos.calls.writes(), []);
    assert.equal((await bed.run(cancelTask, principal, { taskId: bed.db.addTask(unit).id })).status, 'CANCELLED');
  });
});

describe('properties.setTaskSettings', () => {
  it('sets automatic cleaning, its checklist and default assignee; fields left out keep their value', async () => {
    const { bed, principal, property, cleaner } = seeded();
    const set = await bed.run(setTaskSettings, principal, {
      propertyId: property.id,
      autoCleaning: true,
      checklist: [' Towels ', 'Bins'],
      defaultAssigneeUserId: cleaner.id,
    });
    assert.deepEqual(set.taskSettings, { autoCleaning: true, checklist: ['Towels', 'Bins'], defaultAssigneeUserId: cleaner.id });
    const kept = await bed.run(setTaskSettings, principal, { propertyId: property.id, defaultAssigneeUserId: null });
    assert.deepEqual(kept.taskSettings, { autoCleaning: true, checklist: ['Towels', 'Bins'], defaultAssigneeUserId: null });
  });

  it('refuses a default assignee who is not a member, and another workspace’s property', async () => {
    const { bed, principal, property } = seeded();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(setTaskSettings, principal, { propertyId: property.id, defaultAssigneeUserId: theirs.owner.id }), {
      code: 'VALIDATION_FAILED',
      message: `defaultAssigneeUserId ${theirs.owner.id} is not a member of this workspace.`,
    });
    await assert.rejects(bed.run(setTaskSettings, principal, { propertyId: theirs.property.id, autoCleaning: true }), { code: 'NOT_FOUND' });
    await assert.rejects(bed.run(setTaskSettings, principal, { propertyId: property.id, checklist: [''] }), { code: 'VALIDATION_FAILED' });
    assert.deepEqual(
      [
        bed.db.propertyIn(theirs.workspace.id, theirs.property.id)?.taskSettings.autoCleaning,
        bed.db.propertyIn(principal.workspaceId, property.id)?.taskSettings.defaultAssigneeUserId,
      ],
      [false, null],
    );
  });
});
