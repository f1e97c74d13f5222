import assert from 'node:assert/strict';

import { TypeormUnitOfWork, WebhookDispatchStore } from '@innkeep/persistence';
import { PublicUrlPolicy } from '@innkeep/server';
import { WebhookDispatcher } from '@innkeep/worker';

import { createMemberKey, createWorkspaceFixture, daysFromNow, http, startTestServers, TestServers, WorkspaceFixture } from '../src';
import { waitFor } from '../src/wait-for';
import { WebhookReceiver } from '../src/webhook-receiver';

/** Tasks as catalogue operations over REST: made by hand, listed by day, assigned, worked through. */
describe('tasks over REST', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let cleaner: { key: string; userId: string };
  const day = daysFromNow(30);

  beforeAll(async () => {
    servers = await startTestServers({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true' });
    ws = await createWorkspaceFixture(servers.operator);
    cleaner = await createMemberKey(servers.operator, ws.workspaceId, 'STAFF');
  });
  afterAll(() => servers.close());

  const api = (path: string) => `${servers.apiUrl}${path}`;
  const create = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    http(api('/tasks'), { method: 'POST', key: ws.writeKey, headers, body: { type: 'INSPECTION', unitId: ws.unitIds[0], dueDate: day, ...body } });

  it('creates a task with its checklist, its unit and the property’s address, and reads it back', async () => {
    const created = await create({
      title: 'Check the boiler',
      dueBy: '12:00',
      checklist: [{ label: 'Pressure' }, { label: 'Flue' }],
      assigneeUserId: cleaner.userId,
    });
    assert.equal(created.status, 201);
    assert.match(created.body.id, /^task_/);
    assert.deepEqual(
      [
        created.body.type,
        created.body.status,
        created.body.dueDate,
        created.body.dueBy,
        created.body.title,
        created.body.assigneeUserId,
        created.body.automatic,
        created.body.unit.name,
      ],
      ['INSPECTION', 'OPEN', day, '12:00', 'Check the boiler', cleaner.userId, false, 'Room 1'],
    );
    assert.deepEqual(created.body.checklist, [
      { label: 'Pressure', done: false },
      { label: 'Flue', done: false },
    ]);
    assert.equal(created.body.property.address.city, 'Lisbon');
    const read = await http(api(`/tasks/${created.body.id}`), { key: ws.readKey });
    assert.deepEqual([read.status, read.body], [200, created.body]);
  });

  it('lists the tasks of a day in due order, filtered by assignee (me), unit, type and status, paged by a cursor', async () => {
    const other = await create({ type: 'MAINTENANCE', unitId: ws.unitIds[1], dueDate: day });
    const later = await create({ dueDate: daysFromNow(31) });
    const ofDay = await http(api(`/tasks?from=${day}&to=${day}`), { key: ws.readKey });
    assert.equal(ofDay.status, 200);
    assert.ok(ofDay.body.tasks.every((task: { dueDate: string }) => task.dueDate === day));
    assert.ok(ofDay.body.tasks.some((task: { id: string }) => task.id === other.body.id));
    assert.ok(!ofDay.body.tasks.some((task: { id: string }) => task.id === later.body.id));
    const maintenance = await http(api(`/tasks?from=${day}&to=${day}&type=MAINTENANCE&unitId=${ws.unitIds[1]}&status=OPEN`), { key: ws.readKey });
    assert.deepEqual(
      maintenance.body.tasks.map((task: { id: string }) => task.id),
      [other.body.id],
    );
    const mine = await http(api(`/tasks?assignee=me`), { key: cleaner.key });
    assert.ok(mine.body.tasks.length > 0 && mine.body.tasks.every((task: { assigneeUserId: string }) => task.assigneeUserId === cleaner.userId));
    const first = await http(api(`/tasks?from=${day}&take=1`), { key: ws.readKey });
    const second = await http(api(`/tasks?from=${day}&take=1&cursor=${first.body.nextCursor}`), { key: ws.readKey });
    assert.notEqual(first.body.tasks[0].id, second.body.tasks[0].id);
    assert.equal((await http(api(`/tasks?cursor=nonsense`), { key: ws.readKey })).status, 400);
  });

  it('assigns, moves and ticks a task, then starts and completes it; DONE cannot start again', async () => {
    const task = (await create({ checklist: [{ label: 'Towels' }] })).body;
    const patched = await http(api(`/tasks/${task.id}`), {
      method: 'PATCH',
      key: ws.writeKey,
      body: { assigneeUserId: cleaner.userId, dueDate: daysFromNow(32), dueBy: '11:30', notes: 'Key in the box', checklist: [{ label: 'Towels', done: true }] },
    });
    assert.equal(patched.status, 200);
    assert.deepEqual(
      [patched.body.assigneeUserId, patched.body.dueDate, patched.body.dueBy, patched.body.notes, patched.body.checklist],
      [cleaner.userId, daysFromNow(32), '11:30', 'Key in the box', [{ label: 'Towels', done: true }]],
    );
    const started = await http(api(`/tasks/${task.id}/start`), { method: 'POST', key: ws.writeKey });
    assert.deepEqual([started.status, started.body.status], [200, 'IN_PROGRESS']);
    const done = await http(api(`/tasks/${task.id}/complete`), { method: 'POST', key: ws.writeKey });
    assert.deepEqual([done.status, done.body.status, typeof done.body.completedAt], [200, 'DONE', 'string']);
    const again = await http(api(`/tasks/${task.id}/start`), { method: 'POST', key: ws.writeKey });
    assert.deepEqual([again.status, again.body.code], [409, 'INVALID_TRANSITION']);
    const cancelled = await http(api(`/tasks/${(await create({})).body.id}/cancel`), { method: 'POST', key: ws.writeKey });
    assert.deepEqual([cancelled.status, cancelled.body.status], [200, 'CANCELLED']);
  });

  it('refuses a stranger as assignee, an unknown unit, a read key, and another workspace’s task', async () => {
    const stranger = await createWorkspaceFixture(servers.operator);
    assert.equal((await create({ assigneeUserId: 'usr_nobody' })).body.code, 'VALIDATION_FAILED');
    assert.equal((await create({ unitId: stranger.unitIds[0] })).status, 404);
    const refused = await http(api('/tasks'), { method: 'POST', key: ws.readKey, body: { type: 'OTHER', unitId: ws.unitIds[0], dueDate: day } });
    assert.deepEqual([refused.status, refused.body.code], [403, 'SCOPE_REQUIRED']);
    const theirs = await http(api('/tasks'), { method: 'POST', key: stranger.writeKey, body: { type: 'OTHER', unitId: stranger.unitIds[0], dueDate: day } });
    assert.equal((await http(api(`/tasks/${theirs.body.id}`), { key: ws.readKey })).status, 404);
    assert.equal((await http(api(`/tasks/${theirs.body.id}/complete`), { method: 'POST', key: ws.writeKey })).status, 404);
  });

  it('replays a create retried with the same Idempotency-Key', async () => {
    const first = await create({ title: 'Once' }, { 'Idempotency-Key': 'task-once' });
    const retry = await create({ title: 'Once' }, { 'Idempotency-Key': 'task-once' });
    assert.deepEqual([retry.status, retry.body.id, retry.headers.get('idempotent-replayed')], [201, first.body.id, 'true']);
  });

  it('records task.created, task.updated and task.completed in the feed', async () => {
    const task = (await create({ title: 'Followed' })).body;
    await http(api(`/tasks/${task.id}`), { method: 'PATCH', key: ws.writeKey, body: { notes: 'x' } });
    await http(api(`/tasks/${task.id}/complete`), { method: 'POST', key: ws.writeKey });
    const feed = await http(api('/events?types=task.created,task.updated,task.completed&take=200'), { key: ws.readKey });
    const ofTask = feed.body.events.filter((event: { resource: { id: string } }) => event.resource.id === task.id);
    assert.deepEqual(
      ofTask.map((event: { type: string }) => event.type),
      ['task.created', 'task.updated', 'task.completed'],
    );
    assert.deepEqual(ofTask[0].resource, { type: 'task', id: task.id });
    assert.equal(ofTask[2].data.status, 'DONE');
  });

  it('sends task.created, task.updated (start, cancel) and task.completed to a webhook, signed, in order, naming who did it', async () => {
    const receiver = await WebhookReceiver.start();
    const { dataSource, runtime } = servers;
    const dispatcher = new WebhookDispatcher(
      new WebhookDispatchStore(dataSource, runtime.secrets),
      new TypeormUnitOfWork(dataSource, { secrets: runtime.secrets }),
      new PublicUrlPolicy(true),
      runtime.log,
      {
        timeoutMs: 2000,
        concurrency: 1,
        idleMs: 50,
      },
    );
    dispatcher.start();
    try {
      const registered = await http(api('/webhooks'), {
        method: 'POST',
        key: ws.writeKey,
        body: { url: receiver.url, events: ['task.created', 'task.updated', 'task.completed'] },
      });
      assert.equal(registered.status, 201, JSON.stringify(registered.body));
      receiver.useSecret(registered.body.secret);
      const worked = (await create({ title: 'Worked', assigneeUserId: cleaner.userId })).body;
      assert.equal((await http(api(`/tasks/${worked.id}/start`), { method: 'POST', key: cleaner.key })).status, 200);
      assert.equal((await http(api(`/tasks/${worked.id}/complete`), { method: 'POST', key: cleaner.key })).status, 200);
      const dropped = (await create({ title: 'Dropped' })).body;
      assert.equal((await http(api(`/tasks/${dropped.id}/cancel`), { method: 'POST', key: ws.writeKey })).status, 200);

      await waitFor('five task deliveries', () => receiver.accepted().length >= 5);
      const hooks = receiver.accepted();
      assert.ok(
        hooks.every((hook) => hook.verified),
        'every delivery verifies with the standardwebhooks package',
      );
      assert.deepEqual(
        hooks.map((hook) => [hook.event.type, hook.event.resource.id, hook.event.data.status]),
        [
          ['task.created', worked.id, 'OPEN'],
          ['task.updated', worked.id, 'IN_PROGRESS'],
          ['task.completed', worked.id, 'DONE'],
          ['task.created', dropped.id, 'OPEN'],
          ['task.updated', dropped.id, 'CANCELLED'],
        ],
      );
      // A payroll sheet can tell who did the work: the cleaner's own key started and finished it.
      assert.deepEqual(
        hooks.slice(1, 3).map((hook) => hook.event.actor.userId),
        [cleaner.userId, cleaner.userId],
      );
      assert.equal(hooks[2].event.data.assigneeUserId, cleaner.userId);
      assert.ok(hooks[2].event.data.completedAt);
    } finally {
      await dispatcher.stop();
      await receiver.down();
    }
  });
});
