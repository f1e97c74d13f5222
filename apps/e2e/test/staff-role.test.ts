import assert from 'node:assert/strict';

import { CATALOGUE } from '@innkeep/domain';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';

import {
  connectMcpClient,
  createMemberKey,
  createWorkspaceFixture,
  daysFromNow,
  http,
  startTestServers,
  TestServers,
  toolText,
  WorkspaceFixture,
} from '../src';

/** Operations a STAFF member may call: who they are, and the tasks assigned to them. */
const STAFF_OPERATIONS = new Set([
  'service.status',
  'connection.check',
  'workspace.get',
  'quota.get',
  'tasks.list',
  'tasks.get',
  'tasks.update',
  'tasks.start',
  'tasks.complete',
]);

/** What a cleaner signed in with the STAFF role reaches, on REST and MCP: their tasks, never a guest or money. */
describe('the STAFF role', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let cleaner: { key: string; userId: string; email: string };
  let client: Client;
  let mine: { id: string };
  let notMine: { id: string };
  const answers: unknown[] = [];

  const api = <T = any>(path: string, options: { method?: string; body?: unknown; key?: string } = {}) =>
    http<T>(`${servers.apiUrl}${path}`, { key: options.key ?? ws.writeKey, method: options.method, body: options.body });
  /** A call as the cleaner, whose answer joins those grepped for guests' details at the end. */
  const asCleaner = async (path: string, options: { method?: string; body?: unknown } = {}) => {
    const answer = await api(path, { ...options, key: cleaner.key });
    answers.push(answer.body);
    return answer;
  };

  beforeAll(async () => {
    servers = await startTestServers({ API_LIMIT: '100000', API_WRITE_LIMIT: '100000' });
    ws = await createWorkspaceFixture(servers.operator);
    cleaner = await createMemberKey(servers.operator, ws.workspaceId, 'STAFF');
    assert.equal(
      (
        await api(`/properties/${ws.propertyId}/task-settings`, {
          method: 'PUT',
          body: { autoCleaning: true, checklist: ['Towels'], defaultAssigneeUserId: cleaner.userId },
        })
      ).status,
      200,
    );
    const guest = { firstName: 'Zelda', lastName: 'Fitzgerald', email: 'zelda@example.test', phone: '+351912345678' };
    const booked = await api('/reservations', {
      method: 'POST',
      body: { unitId: ws.unitIds[0], arrivalDate: daysFromNow(1), departureDate: daysFromNow(3), source: 'MANUAL', guest, totalAmountMinor: 98765 },
    });
    await api('/reservations', {
      method: 'POST',
      body: { unitId: ws.unitIds[0], arrivalDate: daysFromNow(3), departureDate: daysFromNow(5), source: 'MANUAL', guest, adults: 2 },
    });
    mine = (await api('/tasks?type=CLEANING', { key: ws.readKey })).body.tasks.find((task: { reservationId: string }) => task.reservationId === booked.body.id);
    notMine = (await api('/tasks', { method: 'POST', body: { type: 'INSPECTION', unitId: ws.unitIds[1], dueDate: daysFromNow(3) } })).body;
    client = await connectMcpClient(servers.mcpUrl, cleaner.key);
  });
  afterAll(async () => {
    await client?.close();
    await servers?.close();
  });

  it('sees only the tasks assigned to them, with the next arrival’s day and party', async () => {
    const listed = await asCleaner('/tasks');
    assert.equal(listed.status, 200);
    assert.ok(listed.body.tasks.length >= 2);
    assert.ok(listed.body.tasks.every((task: { assigneeUserId: string }) => task.assigneeUserId === cleaner.userId));
    assert.ok(!listed.body.tasks.some((task: { id: string }) => task.id === notMine.id));
    const everyone = await asCleaner(`/tasks?assignee=${ws.workspaceId}`);
    assert.deepEqual(
      everyone.body.tasks.map((task: { id: string }) => task.id),
      listed.body.tasks.map((task: { id: string }) => task.id),
    );
    const task = await asCleaner(`/tasks/${mine.id}`);
    assert.deepEqual([task.status, task.body.nextArrival.date, task.body.nextArrival.adults, task.body.sameDayTurnover], [200, daysFromNow(3), 2, true]);
    assert.equal((await asCleaner(`/tasks/${notMine.id}`)).status, 404);
  });

  it('ticks the checklist and marks their task done; may not reassign or move it', async () => {
    const ticked = await asCleaner(`/tasks/${mine.id}`, { method: 'PATCH', body: { checklist: [{ label: 'Towels', done: true }], notes: 'Tap drips' } });
    assert.equal(ticked.status, 200, JSON.stringify(ticked.body));
    const moved = await asCleaner(`/tasks/${mine.id}`, { method: 'PATCH', body: { dueDate: daysFromNow(9) } });
    assert.deepEqual([moved.status, moved.body.code, moved.body.fields], [403, 'ROLE_REQUIRED', ['dueDate']]);
    assert.equal((await asCleaner(`/tasks/${notMine.id}/complete`, { method: 'POST' })).status, 404);
    assert.equal((await asCleaner(`/tasks/${mine.id}/cancel`, { method: 'POST' })).body.code, 'ROLE_REQUIRED');
    const done = await asCleaner(`/tasks/${mine.id}/complete`, { method: 'POST' });
    assert.deepEqual([done.status, done.body.status], [200, 'DONE']);
    assert.equal((await api(`/tasks/${mine.id}`, { key: ws.readKey })).body.status, 'DONE');
  });

  it('answers 403 ROLE_REQUIRED to every other route: guests, reservations, reports, calendar, webhooks…', async () => {
    let refused = 0;
    for (const operation of CATALOGUE.filter((candidate) => !STAFF_OPERATIONS.has(candidate.name) && candidate.access !== 'public')) {
      for (const route of operation.http) {
        const path = route.path.replace(/:([A-Za-z]+)/g, 'x_1');
        const answer = await asCleaner(path, { method: route.method, body: ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined });
        assert.deepEqual([operation.name, answer.status, answer.body.code, answer.body.role], [operation.name, 403, 'ROLE_REQUIRED', 'STAFF']);
        refused += 1;
      }
    }
    assert.ok(refused > 50);
  });

  it('over MCP too: their tasks, and ROLE_REQUIRED for the rest', async () => {
    const listed = await client.callTool({ name: 'tasks_list', arguments: {} });
    answers.push(listed);
    assert.ok((listed.structuredContent as { tasks: { assigneeUserId: string }[] }).tasks.every((task) => task.assigneeUserId === cleaner.userId));
    const guests = await client.callTool({ name: 'guests_get', arguments: { search: 'Zelda' } });
    answers.push(guests);
    assert.deepEqual([guests.isError, toolText(guests).code], [true, 'ROLE_REQUIRED']);
  });

  it('gets nothing of a guest’s name or contact, nor an amount, in any answer', () => {
    const everything = JSON.stringify(answers);
    for (const secret of ['Zelda', 'Fitzgerald', 'zelda@example.test', '+351912345678', '98765'])
      assert.doesNotMatch(everything, new RegExp(secret.replace('+', '\\+')));
  });

  it('bites on the next request after a demotion to STAFF, as every role change does', async () => {
    const member = await createMemberKey(servers.operator, ws.workspaceId, 'MEMBER');
    assert.equal((await api('/reservations', { key: member.key })).status, 200);
    await servers.operator.setMemberRole({ workspaceId: ws.workspaceId, email: member.email, role: 'STAFF' });
    const after = await api('/reservations', { key: member.key });
    assert.deepEqual([after.status, after.body.code], [403, 'ROLE_REQUIRED']);
    assert.equal((await api('/tasks', { key: member.key })).status, 200);
  });
});
