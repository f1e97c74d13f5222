import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { EventPage, WorkspaceContext } from '@innkeep/domain';
import { TrialClockStore } from '@innkeep/persistence';

import { AppProcess, connectMcpClient, createWorkspaceFixture, http, makeConfigHome, runCli, startAppProcess, startTestServers, TestServers } from '../src';

const ADMIN = join(__dirname, '../../../tools/dist/src/admin/admin.js');

/** `npm run admin -- <args> --json` against the test database. */
function admin(databaseUrl: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [ADMIN, ...args, '--json'], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Without a payment processor the trial ends by its date: the request after `trialEndsAt` is
 * refused on every surface before any job has run, the worker then stores TRIAL_ENDED and records
 * the change, and the operator tool's `plan set --status ACTIVE` lets the workspace in again.
 */
describe('the end of a trial without a payment processor', () => {
  let servers: TestServers;
  let home: Awaited<ReturnType<typeof makeConfigHome>>;
  let worker: AppProcess | undefined;

  beforeAll(async () => {
    servers = await startTestServers();
    home = await makeConfigHome();
  });
  afterAll(async () => {
    await worker?.stop();
    await home?.remove();
    await servers?.close();
  });

  const cli = (key: string, args: string[]) => runCli(args, { configHome: home.path, env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: key } });
  const stored = async (workspaceId: string) =>
    (await servers.dataSource.query(`SELECT status FROM subscriptions WHERE workspace_id = $1`, [workspaceId]))[0].status;

  it('refuses the next request once trialEndsAt has passed, records the end when the worker runs, and opens again when the operator activates it', async () => {
    const ws = await createWorkspaceFixture(servers.operator);
    const client = await connectMcpClient(servers.mcpUrl, ws.readKey);
    try {
      assert.equal((await http(`${servers.apiUrl}/properties`, { key: ws.readKey })).status, 200);
      assert.equal((await client.callTool({ name: 'properties_list', arguments: {} })).isError, undefined);

      const ended = new Date(Date.now() - 1000).toISOString();
      const set = await admin(servers.databaseUrl, ['plan', 'set', '--workspace', ws.workspaceId, '--trial-ends-at', ended]);
      assert.equal(set.code, 0, set.stderr);
      assert.deepEqual(JSON.parse(set.stdout), { workspaceId: ws.workspaceId, plan: 'PRO', status: 'TRIALING', trialEndsAt: ended });

      // No worker has run: the stored status still says TRIALING, and nothing is served.
      assert.equal(await stored(ws.workspaceId), 'TRIALING');
      const rest = await http(`${servers.apiUrl}/properties`, { key: ws.readKey });
      assert.deepEqual([rest.status, rest.body.code, rest.body.status], [401, 'SUBSCRIPTION_INACTIVE', 'TRIAL_ENDED']);
      assert.match(rest.body.msg, new RegExp(`trial of this workspace ended on ${ended.slice(0, 10)}`));
      await assert.rejects(client.callTool({ name: 'properties_list', arguments: {} }), /401|SUBSCRIPTION_INACTIVE/);
      const refused = await cli(ws.readKey, ['whoami']);
      assert.equal(refused.code, 1);
      assert.match(refused.stderr, /trial of this workspace ended.*\(SUBSCRIPTION_INACTIVE\)/);
    } finally {
      await client.close();
    }

    worker = await startAppProcess('worker', { DATABASE_URL: servers.databaseUrl, WORKER_POLL_SECONDS: '1', LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_SECONDS: '5' });
    const deadline = Date.now() + 30_000;
    while ((await stored(ws.workspaceId)) !== 'TRIAL_ENDED') {
      if (Date.now() > deadline) throw new Error(`The worker did not end the trial:\n${worker.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const activated = await admin(servers.databaseUrl, ['plan', 'set', '--workspace', ws.workspaceId, '--status', 'ACTIVE']);
    assert.equal(activated.code, 0, activated.stderr);
    const context = await http<WorkspaceContext>(`${servers.apiUrl}/workspace`, { key: ws.readKey });
    assert.equal(context.status, 200);
    assert.equal(context.body.subscription.status, 'ACTIVE');
    const feed = await http<EventPage>(`${servers.apiUrl}/events?types=workspace.subscription_changed`, { key: ws.readKey });
    assert.deepEqual(
      feed.body.events.map((event) => [event.data, event.resource, event.actor.kind]),
      [
        [{ from: 'TRIALING', to: 'TRIAL_ENDED', plan: 'PRO' }, { type: 'workspace', id: ws.workspaceId }, 'SYSTEM'],
        [{ from: 'TRIAL_ENDED', to: 'ACTIVE', plan: 'PRO' }, { type: 'workspace', id: ws.workspaceId }, 'SYSTEM'],
      ],
    );
  });

  it('records workspace.trial_will_end once in a trial’s last 3 days', async () => {
    const ws = await createWorkspaceFixture(servers.operator);
    const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
    await servers.operator.setPlan({ workspaceId: ws.workspaceId, trialEndsAt: soon });
    const read = () => http<EventPage>(`${servers.apiUrl}/events?types=workspace.trial_will_end`, { key: ws.readKey });
    const deadline = Date.now() + 30_000;
    while ((await read()).body.events.length === 0) {
      if (Date.now() > deadline) throw new Error(`No reminder was recorded:\n${worker?.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Run again (as every worker does on each poll), it records nothing more.
    assert.deepEqual(await new TrialClockStore(servers.dataSource).noteTrialsEnding(), []);
    const events = (await read()).body.events;
    assert.deepEqual(
      events.map((event) => event.data),
      [{ trialEndsAt: soon }],
    );
    const context = await http<WorkspaceContext>(`${servers.apiUrl}/workspace`, { key: ws.readKey });
    assert.match(context.body.subscription.warning ?? '', new RegExp(`^The trial ends on ${soon.slice(0, 10)}`));
  });

  it('closes a published website once its workspace’s trial has ended, and opens it again when the operator activates it', async () => {
    const ws = await createWorkspaceFixture(servers.operator, { plan: 'BUSINESS' });
    const drafted = await http(`${servers.apiUrl}/website/drafts`, { method: 'POST', key: ws.writeKey, body: { propertyId: ws.propertyId } });
    assert.equal(drafted.status, 200, JSON.stringify(drafted.body));
    assert.equal((await http(`${servers.apiUrl}/website/${ws.propertyId}/publish`, { method: 'POST', key: ws.writeKey })).status, 200);
    const site = `${new URL(servers.apiUrl).origin}/sites/${drafted.body.slug}`;
    assert.equal((await fetch(site)).status, 200);

    const ended = new Date(Date.now() - 1000).toISOString();
    await servers.operator.setPlan({ workspaceId: ws.workspaceId, trialEndsAt: ended });
    // Before any job ran: no page, and no booking can be posted to it.
    const closed = await fetch(site);
    assert.equal(closed.status, 404);
    assert.doesNotMatch(await closed.text(), /Book .* direct/);
    assert.equal(
      (await fetch(`${site}/book`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'unit=x' })).status,
      404,
    );

    await servers.operator.setPlan({ workspaceId: ws.workspaceId, status: 'ACTIVE' });
    assert.equal((await fetch(site)).status, 200);
  });
});
