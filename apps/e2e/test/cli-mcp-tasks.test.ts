import assert from 'node:assert/strict';

import { TaskPage, TaskView, WorkspaceContext } from '@innkeep/domain';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';

import {
  connectMcpClient,
  createMemberKey,
  createWorkspaceFixture,
  http,
  makeConfigHome,
  parseJsonOutput,
  runCli,
  startTestServers,
  TestServers,
  toolText,
  WorkspaceFixture,
} from '../src';

/** Tasks through the `innkeep` process and the MCP SDK client, checked against the REST API. */
describe('tasks on the CLI and over MCP', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let cleaner: { key: string; userId: string };
  let home: Awaited<ReturnType<typeof makeConfigHome>>;
  let client: Client;
  let today: string;

  const run = (key: string, args: string[]) => runCli(args, { configHome: home.path, env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: key } });
  const api = <T = any>(path: string, options: { method?: string; body?: unknown; key?: string } = {}) =>
    http<T>(`${servers.apiUrl}${path}`, { key: options.key ?? ws.writeKey, method: options.method, body: options.body });

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
    cleaner = await createMemberKey(servers.operator, ws.workspaceId, 'STAFF');
    home = await makeConfigHome();
    client = await connectMcpClient(servers.mcpUrl, ws.writeKey);
    today = (await api<WorkspaceContext>('/workspace')).body.nowLocal.slice(0, 10);
  });

  afterAll(async () => {
    await client?.close();
    await home?.remove();
    await servers?.close();
  });

  it('`innkeep tasks --today --json` answers the API’s page of today’s tasks; a table without --json', async () => {
    const created = await api<TaskView>('/tasks', { method: 'POST', body: { type: 'CLEANING', unitId: ws.unitIds[0], dueDate: today, title: 'Deep clean' } });
    assert.equal(created.status, 201);
    const json = await run(ws.readKey, ['tasks', '--today', '--json']);
    assert.equal(json.code, 0, json.stderr);
    const page = parseJsonOutput<TaskPage>(json);
    assert.ok(page.tasks.some((task) => task.id === created.body.id));
    assert.ok(page.tasks.every((task) => task.dueDate === today));
    const table = await run(ws.readKey, ['tasks', '--date', today]);
    assert.equal(table.code, 0, table.stderr);
    assert.match(table.stdout, /Deep clean/);
    assert.match(table.stdout, /Room 1/);
  });

  it('assigns, starts and marks done with `innkeep tasks assign|start|done`; the cleaner sees it with --mine', async () => {
    const task = (await api<TaskView>('/tasks', { method: 'POST', body: { type: 'CLEANING', unitId: ws.unitIds[1], dueDate: today } })).body;
    const assigned = await run(ws.writeKey, ['tasks', 'assign', task.id, cleaner.userId]);
    assert.equal(assigned.code, 0, assigned.stderr);
    assert.match(assigned.stdout, new RegExp(`Assigned task ${task.id}`));
    const mine = parseJsonOutput<TaskPage>(await run(cleaner.key, ['tasks', '--today', '--mine', '--json']));
    assert.deepEqual(
      mine.tasks.map((one) => one.id),
      [task.id],
    );
    assert.equal((await run(cleaner.key, ['tasks', 'start', task.id])).code, 0);
    const done = await run(cleaner.key, ['tasks', 'done', task.id, '--json']);
    assert.equal(done.code, 0, done.stderr);
    assert.equal(parseJsonOutput<TaskView>(done).status, 'DONE');
    assert.equal((await api<TaskView>(`/tasks/${task.id}`)).body.status, 'DONE');
    const refused = await run(cleaner.key, ['bookings', '--json']);
    assert.notEqual(refused.code, 0);
    assert.match(refused.stdout + refused.stderr, /ROLE_REQUIRED/);
  });

  it('lists, creates, updates and completes tasks with the MCP tools', async () => {
    const created = await client.callTool({
      name: 'task_create',
      arguments: { type: 'MAINTENANCE', unitId: ws.unitIds[0], dueDate: today, title: 'Fix the tap', checklist: [{ label: 'Washer' }] },
    });
    assert.equal(created.isError ?? false, false, JSON.stringify(created));
    const task = created.structuredContent as unknown as TaskView;
    assert.equal(task.title, 'Fix the tap');
    const listed = await client.callTool({ name: 'tasks_list', arguments: { from: today, to: today, type: 'MAINTENANCE' } });
    assert.deepEqual(
      (listed.structuredContent as { tasks: TaskView[] }).tasks.map((one) => one.id),
      [task.id],
    );
    const updated = await client.callTool({ name: 'task_update', arguments: { taskId: task.id, checklist: [{ label: 'Washer', done: true }] } });
    assert.deepEqual((updated.structuredContent as unknown as TaskView).checklist, [{ label: 'Washer', done: true }]);
    const done = await client.callTool({ name: 'task_complete', arguments: { taskId: task.id } });
    assert.equal((done.structuredContent as unknown as TaskView).status, 'DONE');
    const again = await client.callTool({ name: 'task_complete', arguments: { taskId: task.id } });
    assert.deepEqual([again.isError, toolText(again).code], [true, 'INVALID_TRANSITION']);
  });
});
