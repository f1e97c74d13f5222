import assert from 'node:assert/strict';

import { TaskView } from '@innkeep/domain';
import { Webhook } from 'standardwebhooks';

import { createWorkspaceFixture, daysFromNow, FakeChannel, http, RequestedSync, startTestServers, TestServers, WorkspaceFixture } from '../src';

/**
 * The automatic tasks, by hand: each stay's departure makes a CLEANING task in the stay's
 * transaction, which follows the stay (moved, cancelled) on every path that changes it.
 */
describe('automatic turnover cleanings and maintenance tasks', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let channel: FakeChannel;
  let threeRooms: string;
  let syncs: RequestedSync;
  const night = (offset: number) => daysFromNow(60 + offset);

  const api = <T = any>(path: string, options: { method?: string; body?: unknown; key?: string } = {}) =>
    http<T>(`${servers.apiUrl}${path}`, { key: options.key ?? ws.writeKey, method: options.method, body: options.body });
  const book = async (arrival: number, departure: number, extra: Record<string, unknown> = {}) => {
    const answer = await api('/reservations', {
      method: 'POST',
      body: {
        unitId: ws.unitIds[0],
        arrivalDate: night(arrival),
        departureDate: night(departure),
        source: 'MANUAL',
        guest: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
        adults: 2,
        children: 1,
        ...extra,
      },
    });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body as { id: string };
  };
  const tasksOf = async (query: string): Promise<TaskView[]> => (await api(`/tasks?${query}`, { key: ws.readKey })).body.tasks;
  const cleaningOf = async (reservationId: string, unitId = ws.unitIds[0]): Promise<TaskView | undefined> =>
    (await tasksOf(`unitId=${unitId}&type=CLEANING&take=200`)).find((task) => task.reservationId === reservationId);

  beforeAll(async () => {
    // API_LIMIT: the test follows each synchronisation every 50 ms, far more reads than a client's polling.
    servers = await startTestServers({ CHANNEL_ALLOW_PRIVATE_URLS: 'true', WORKER_PORT: '0', WORKER_POLL_SECONDS: '1', API_LIMIT: '100000' });
    syncs = new RequestedSync(servers);
    // BUSINESS: the overview (plan feature analytics) counts the tasks too.
    ws = await createWorkspaceFixture(servers.operator, { plan: 'BUSINESS' });
    channel = await FakeChannel.start();
    threeRooms = (await servers.operator.createUnit({ propertyId: ws.propertyId, name: 'Dorm', countOfRooms: 3, basePriceMinor: 5000 })).id;
  });
  afterAll(async () => {
    await syncs?.close();
    await channel.close();
    await servers.close();
  });

  it('makes no task while the property’s automatic cleaning is off; turning it on makes those of stays still to depart', async () => {
    const before = await book(0, 2);
    assert.equal(await cleaningOf(before.id), undefined);
    const settings = await api(`/properties/${ws.propertyId}/task-settings`, {
      method: 'PUT',
      body: { autoCleaning: true, checklist: ['Change the towels', 'Empty the bins'] },
    });
    assert.equal(settings.status, 200, JSON.stringify(settings.body));
    assert.deepEqual(settings.body.taskSettings, { autoCleaning: true, checklist: ['Change the towels', 'Empty the bins'], defaultAssigneeUserId: null });
    const made = await cleaningOf(before.id);
    assert.equal(made?.dueDate, night(2));
    assert.equal(made?.automatic, true);
  });

  it('a departure with a same-day arrival is due by check-in time (sameDayTurnover) and names the next party, never the guest', async () => {
    const leaving = await book(10, 12);
    const arriving = await book(12, 14, { adults: 3, children: 0 });
    const task = (await cleaningOf(leaving.id))!;
    assert.deepEqual(
      [task.type, task.status, task.dueDate, task.dueBy, task.sameDayTurnover, task.nextArrival, task.title],
      ['CLEANING', 'OPEN', night(12), '15:00', true, { reservationId: arriving.id, date: night(12), adults: 3, children: 0 }, 'Turnover cleaning'],
    );
    assert.deepEqual(task.checklist, [
      { label: 'Change the towels', done: false },
      { label: 'Empty the bins', done: false },
    ]);
    assert.doesNotMatch(JSON.stringify(task), /Ada|Lovelace|ada@example/);
  });

  it('the calendar marks the turnover night cleaningPending until its cleaning is DONE, and the overview counts it', async () => {
    const pending = async () => {
      const full = await api(`/calendar?from=${night(11)}&to=${night(13)}&unitId=${ws.unitIds[0]}`, { key: ws.readKey });
      const compact = await api(`/calendar?from=${night(11)}&to=${night(13)}&unitId=${ws.unitIds[0]}&format=compact`, { key: ws.readKey });
      const fromFull = full.body.units[0].nights.map((n: { cleaningPending: boolean }) => n.cleaningPending);
      assert.deepEqual(
        compact.body.units[0].cleaningPending,
        fromFull.map((pending: boolean) => (pending ? 1 : 0)),
      );
      return fromFull;
    };
    assert.deepEqual(await pending(), [false, true, false]);
    const overview = await api(`/reports/overview?date=${night(12)}`, { key: ws.readKey });
    assert.equal(overview.status, 200, JSON.stringify(overview.body));
    // Overdue on night 12: the first test's cleaning, due night 2 and never done.
    assert.deepEqual(overview.body.tasks, { open: 1, overdue: 1, sameDayTurnovers: 1 });
    const later = await api(`/reports/overview?date=${night(13)}`, { key: ws.readKey });
    assert.deepEqual(later.body.tasks, { open: 0, overdue: 2, sameDayTurnovers: 0 });
    const [task] = await tasksOf(`unitId=${ws.unitIds[0]}&from=${night(12)}&to=${night(12)}`);
    assert.equal((await api(`/tasks/${task.id}/complete`, { method: 'POST' })).status, 200);
    assert.deepEqual(await pending(), [false, false, false]);
    assert.deepEqual((await api(`/reports/overview?date=${night(12)}`, { key: ws.readKey })).body.tasks, { open: 0, overdue: 1, sameDayTurnovers: 1 });
  });

  it('a departure with no next arrival is due by the end of the day', async () => {
    const alone = await book(30, 32);
    const task = (await cleaningOf(alone.id))!;
    assert.deepEqual([task.dueDate, task.dueBy, task.sameDayTurnover, task.nextArrival], [night(32), null, false, null]);
  });

  it('a moved stay moves its task (same id); a cancelled one cancels its open task and keeps a DONE one', async () => {
    const stay = await book(40, 42);
    const task = (await cleaningOf(stay.id))!;
    const moved = await api(`/reservations/${stay.id}/dates`, {
      method: 'PUT',
      body: { arrivalDate: night(44), departureDate: night(47), unitId: ws.unitIds[1] },
    });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    const after = (await cleaningOf(stay.id, ws.unitIds[1]))!;
    assert.deepEqual([after.id, after.dueDate, after.unitId, after.status], [task.id, night(47), ws.unitIds[1], 'OPEN']);
    assert.equal((await api(`/reservations/${stay.id}/cancel`, { method: 'POST' })).status, 200);
    assert.equal((await api<TaskView>(`/tasks/${task.id}`)).body.status, 'CANCELLED');

    const cleaned = await book(50, 52);
    const done = (await cleaningOf(cleaned.id))!;
    assert.equal((await api(`/tasks/${done.id}/complete`, { method: 'POST' })).status, 200);
    assert.equal((await api(`/reservations/${cleaned.id}/cancel`, { method: 'POST' })).status, 200);
    assert.equal((await api<TaskView>(`/tasks/${done.id}`)).body.status, 'DONE');
  });

  it('follows status changes: an inquiry has none until it holds a room, a no-show cancels it', async () => {
    const inquiry = await book(60, 62, { status: 'INQUIRY' });
    assert.equal(await cleaningOf(inquiry.id), undefined);
    assert.equal((await api(`/reservations/${inquiry.id}/provisional`, { method: 'POST' })).status, 200);
    assert.equal((await cleaningOf(inquiry.id))?.status, 'OPEN');
    assert.equal((await api(`/reservations/${inquiry.id}/confirm`, { method: 'POST' })).status, 200);
    assert.equal((await cleaningOf(inquiry.id))?.status, 'OPEN');
    assert.equal((await api(`/reservations/${inquiry.id}/no-show`, { method: 'POST' })).status, 200);
    assert.equal((await cleaningOf(inquiry.id))?.status, 'CANCELLED');
  });

  it('a 3-room unit with two departures the same day has two tasks', async () => {
    const first = await book(70, 72, { unitId: threeRooms });
    const second = await book(71, 72, { unitId: threeRooms });
    const tasks = await tasksOf(`unitId=${threeRooms}&from=${night(72)}&to=${night(72)}`);
    assert.deepEqual(tasks.map((task) => task.reservationId).sort(), [first.id, second.id].sort());
  });

  it('a maintenance block makes a MAINTENANCE task on its first night; lifting the block cancels it', async () => {
    const block = await api('/blocks', {
      method: 'POST',
      body: { unitId: ws.unitIds[1], from: night(80), to: night(81), type: 'MAINTENANCE', note: 'Boiler service' },
    });
    assert.equal(block.status, 201);
    const [task] = await tasksOf(`unitId=${ws.unitIds[1]}&type=MAINTENANCE`);
    assert.deepEqual([task.blockId, task.dueDate, task.notes, task.automatic, task.status], [block.body.id, night(80), 'Boiler service', true, 'OPEN']);
    assert.deepEqual(await tasksOf(`unitId=${ws.unitIds[1]}&type=CLEANING&from=${night(80)}&to=${night(81)}`), []);
    assert.equal((await api(`/blocks?unitId=${ws.unitIds[1]}&from=${night(80)}&to=${night(81)}`, { method: 'DELETE' })).status, 200);
    assert.equal((await api<TaskView>(`/tasks/${task.id}`)).body.status, 'CANCELLED');
  });

  it('an iCal import and a connector upsert make their stays’ tasks, and the feed names them after the stays', async () => {
    channel.events('room1', [{ uid: 'IC-1@airbnb', start: night(90), end: night(93) }]);
    const ical = await api('/connections', {
      method: 'POST',
      body: { propertyId: ws.propertyId, channel: 'AIRBNB', listings: [{ unitId: ws.unitIds[0], importUrl: channel.url('room1') }] },
    });
    assert.equal(ical.status, 201, JSON.stringify(ical.body));
    assert.equal((await syncs.run(ws.writeKey, ical.body.id)).body.created, 1);
    const [imported] = (await api(`/reservations?source=AIRBNB&unitId=${ws.unitIds[0]}`, { key: ws.readKey })).body.reservations;
    assert.equal((await cleaningOf(imported.id))?.dueDate, night(93));
    channel.events('room1', [{ uid: 'IC-1@airbnb', start: night(94), end: night(96) }]);
    await syncs.run(ws.writeKey, ical.body.id);
    assert.equal((await cleaningOf(imported.id))?.dueDate, night(96));

    const api2 = await api('/connections', {
      method: 'POST',
      body: {
        propertyId: ws.propertyId,
        channel: 'BOOKING_COM',
        method: 'API',
        endpointUrl: 'http://127.0.0.1:9/connector',
        listings: [{ unitId: ws.unitIds[1], externalListingId: 'L-9' }],
      },
    });
    assert.equal(api2.status, 201, JSON.stringify(api2.body));
    const payload = JSON.stringify({
      type: 'reservation.upsert',
      externalId: 'BK-77',
      externalListingId: 'L-9',
      arrivalDate: night(100),
      departureDate: night(102),
      guest: { firstName: 'Grace', lastName: 'Hopper' },
      adults: 2,
      totalAmountMinor: 30000,
      currency: 'EUR',
    });
    const at = new Date();
    const hook = await fetch(`${servers.apiUrl}/channel-hooks/${api2.body.id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_tasks_1',
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': new Webhook(api2.body.signingSecret).sign('msg_tasks_1', at, payload),
      },
      body: payload,
    });
    const hookAnswer = (await hook.json()) as { reservationId: string };
    assert.equal(hook.status, 200, JSON.stringify(hookAnswer));
    const connected = (await cleaningOf(hookAnswer.reservationId, ws.unitIds[1]))!;
    assert.equal(connected.dueDate, night(102));

    const feed = await api('/events?types=reservation.created,task.created&take=500', { key: ws.readKey });
    const types = feed.body.events
      .filter(
        (event: { resource: { id: string }; data: { reservationId?: string } }) =>
          event.resource.id === hookAnswer.reservationId || event.data.reservationId === hookAnswer.reservationId,
      )
      .map((event: { type: string }) => event.type);
    assert.deepEqual(types, ['reservation.created', 'task.created']);
  });
});
