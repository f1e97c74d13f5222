import assert from 'node:assert/strict';

import type { CreatedSandbox, PropertySummary, SandboxView } from '@innkeep/domain';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';

import {
  connectMcpClient,
  createWorkspaceFixture,
  http,
  makeConfigHome,
  parseJsonOutput,
  runCli,
  startTestServers,
  TestServers,
  WorkspaceFixture,
} from '../src';
import { WebClient } from '../src/web-client';

const DEMO_PROPERTY_NAMES = ['Casa Alfama', 'Porto Riverside Lofts'];

/** Sandboxes on REST, over MCP (the SDK client) and through the `innkeep` process, with their keys' rules. */
describe('sandboxes', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let stranger: WorkspaceFixture;

  const api = <T = any>(path: string, key: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    http<T>(`${servers.apiUrl}${path}`, { key, ...options });
  const propertyNames = async (key: string) =>
    (await api<{ properties: PropertySummary[] }>('/properties', key)).body.properties.map((property) => property.name).sort();
  /** An MCP initialize as a client sends it, with the headers given. */
  const mcpInitialize = (key: string, headers: Record<string, string>) =>
    http(servers.mcpUrl, {
      method: 'POST',
      key,
      headers: { accept: 'application/json, text/event-stream', ...headers },
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'sandbox-test', version: '1' } },
      },
    });

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
    stranger = await createWorkspaceFixture(servers.operator);
  });
  afterAll(async () => servers?.close());

  describe('on REST', () => {
    let sandbox: CreatedSandbox;

    beforeAll(async () => {
      const created = await api<CreatedSandbox>('/sandboxes', ws.writeKey, { method: 'POST', body: { name: 'Checkout tests' } });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      sandbox = created.body;
    });

    it('creates a sandbox with a copy of the demo season, answering its test key once', async () => {
      assert.deepEqual(Object.keys(sandbox).sort(), ['createdAt', 'id', 'isSandbox', 'key', 'name']);
      assert.equal(sandbox.isSandbox, true);
      assert.equal(sandbox.name, 'Checkout tests');
      assert.match(sandbox.key, /^ikp_test_[0-9A-Za-z]{38}$/);
      const context = await api('/workspace', sandbox.key);
      assert.equal(context.status, 200, JSON.stringify(context.body));
      assert.deepEqual(
        [context.body.workspace.id, context.body.workspace.isSandbox, context.body.plan.code, context.body.plan.status],
        [sandbox.id, true, 'PRO', 'ACTIVE'],
      );
      assert.equal((await api('/workspace', ws.writeKey)).body.workspace.isSandbox, false);
      assert.deepEqual(await propertyNames(sandbox.key), DEMO_PROPERTY_NAMES);
      const reservations = await api('/reservations?take=200', sandbox.key);
      assert.ok(reservations.body.reservations.length > 20, 'the season’s reservations are there');
      const listed = await api<{ sandboxes: SandboxView[] }>('/sandboxes', ws.readKey);
      assert.deepEqual(
        listed.body.sandboxes.map((one) => [one.id, one.name, one.isSandbox]),
        [[sandbox.id, 'Checkout tests', true]],
      );
      assert.deepEqual((await api('/sandboxes', stranger.readKey)).body.sandboxes, []);
    });

    it('refuses the test key on a live workspace and a live key on the sandbox with 403 SANDBOX_MISMATCH', async () => {
      const testOnLive = await api('/properties', sandbox.key, { headers: { showorg: ws.workspaceId } });
      assert.deepEqual([testOnLive.status, testOnLive.body.code], [403, 'SANDBOX_MISMATCH'], JSON.stringify(testOnLive.body));
      assert.match(testOnLive.body.msg, /test key/);
      const liveOnSandbox = await api('/properties', ws.writeKey, { headers: { showorg: sandbox.id } });
      assert.deepEqual([liveOnSandbox.status, liveOnSandbox.body.code], [403, 'SANDBOX_MISMATCH'], JSON.stringify(liveOnSandbox.body));
      // Someone else's workspace answers as a workspace that does not exist.
      const elsewhere = await api('/properties', sandbox.key, { headers: { showorg: stranger.workspaceId } });
      assert.deepEqual([elsewhere.status, elsewhere.body.code], [403, 'WORKSPACE_FORBIDDEN']);
      const nowhere = await api('/properties', sandbox.key, { headers: { showorg: 'ws_doesnotexist' } });
      assert.deepEqual([nowhere.status, nowhere.body.code], [403, 'WORKSPACE_FORBIDDEN']);
    });

    it('restores the demo season on reset, and only for its owner', async () => {
      const [property] = (await api<{ properties: PropertySummary[] }>('/properties', sandbox.key)).body.properties;
      const renamed = await api(`/properties/${property.id}`, sandbox.key, { method: 'PATCH', body: { name: 'Renamed in a test' } });
      assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
      const made = await api('/properties', sandbox.key, { method: 'POST', body: { name: 'Extra', currency: 'EUR', timezone: 'Europe/Lisbon' } });
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.equal((await propertyNames(sandbox.key)).length, 3);

      const foreign = await api(`/sandboxes/${sandbox.id}/reset`, stranger.writeKey, { method: 'POST' });
      assert.deepEqual([foreign.status, foreign.body.code], [404, 'NOT_FOUND']);
      const reset = await api<SandboxView>(`/sandboxes/${sandbox.id}/reset`, ws.writeKey, { method: 'POST' });
      assert.equal(reset.status, 200, JSON.stringify(reset.body));
      assert.deepEqual([reset.body.id, reset.body.isSandbox], [sandbox.id, true]);
      assert.deepEqual(await propertyNames(sandbox.key), DEMO_PROPERTY_NAMES, 'the key still works, on a fresh copy');
    });

    it('deletes it for its owner only; its test key stops working', async () => {
      const foreign = await api(`/sandboxes/${sandbox.id}`, stranger.writeKey, { method: 'DELETE' });
      assert.deepEqual([foreign.status, foreign.body.code], [404, 'NOT_FOUND']);
      const deleted = await api(`/sandboxes/${sandbox.id}`, sandbox.key, { method: 'DELETE' });
      assert.deepEqual([deleted.status, deleted.body], [200, { id: sandbox.id, deleted: true }]);
      const after = await api('/properties', sandbox.key);
      assert.deepEqual([after.status, after.body.code], [401, 'INVALID_CREDENTIAL']);
      assert.deepEqual((await api('/sandboxes', ws.readKey)).body.sandboxes, []);
    });

    it('needs pms:write to create one', async () => {
      const refused = await api('/sandboxes', ws.readKey, { method: 'POST', body: {} });
      assert.deepEqual([refused.status, refused.body.code], [403, 'SCOPE_REQUIRED']);
    });
  });

  describe('over MCP', () => {
    let client: Client;

    beforeAll(async () => {
      client = await connectMcpClient(servers.mcpUrl, stranger.writeKey);
    });
    afterAll(async () => client?.close());

    it('creates, lists, resets and deletes with the sandbox_* tools, and the test key works on the sandbox alone', async () => {
      const created = await client.callTool({ name: 'sandbox_create', arguments: { name: 'Agent tests' } });
      assert.equal(created.isError ?? false, false, JSON.stringify(created));
      const sandbox = created.structuredContent as unknown as CreatedSandbox;
      assert.match(sandbox.key, /^ikp_test_/);
      const listed = await client.callTool({ name: 'sandbox_list', arguments: {} });
      assert.deepEqual(
        (listed.structuredContent as { sandboxes: SandboxView[] }).sandboxes.map((one) => one.id),
        [sandbox.id],
      );

      const inSandbox = await connectMcpClient(servers.mcpUrl, sandbox.key);
      try {
        const context = await inSandbox.callTool({ name: 'get_workspace_context', arguments: {} });
        assert.deepEqual((context.structuredContent as { workspace: { id: string; isSandbox: boolean } }).workspace, {
          id: sandbox.id,
          name: 'Agent tests',
          timezone: 'Europe/Lisbon',
          isSandbox: true,
        });
        const properties = await inSandbox.callTool({ name: 'properties_list', arguments: {} });
        assert.deepEqual(
          (properties.structuredContent as { properties: PropertySummary[] }).properties.map((property) => property.name).sort(),
          DEMO_PROPERTY_NAMES,
        );
      } finally {
        await inSandbox.close();
      }

      const testOnLive = await mcpInitialize(sandbox.key, { showorg: stranger.workspaceId });
      assert.deepEqual([testOnLive.status, testOnLive.body.code], [403, 'SANDBOX_MISMATCH'], JSON.stringify(testOnLive.body));
      const liveOnSandbox = await mcpInitialize(stranger.writeKey, { showorg: sandbox.id });
      assert.deepEqual([liveOnSandbox.status, liveOnSandbox.body.code], [403, 'SANDBOX_MISMATCH'], JSON.stringify(liveOnSandbox.body));
      await assert.rejects(connectMcpClient(servers.mcpUrl, stranger.writeKey, { showorg: sandbox.id }), /403|SANDBOX_MISMATCH/);

      const reset = await client.callTool({ name: 'sandbox_reset', arguments: { sandboxId: sandbox.id } });
      assert.equal(reset.isError ?? false, false, JSON.stringify(reset));
      const deleted = await client.callTool({ name: 'sandbox_delete', arguments: { sandboxId: sandbox.id } });
      assert.deepEqual(deleted.structuredContent, { id: sandbox.id, deleted: true });

      const { tools } = await client.listTools();
      for (const name of ['sandbox_reset', 'sandbox_delete']) assert.equal(tools.find((tool) => tool.name === name)?.annotations?.destructiveHint, true, name);
    });
  });

  describe('through the innkeep process', () => {
    let home: Awaited<ReturnType<typeof makeConfigHome>>;
    let owner: WorkspaceFixture;
    const run = (args: string[], key = owner.writeKey) =>
      runCli(args, { configHome: home.path, env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: key } });

    beforeAll(async () => {
      home = await makeConfigHome();
      owner = await createWorkspaceFixture(servers.operator);
    });
    afterAll(async () => home?.remove());

    it('creates with `sandbox create`, lists, resets and deletes only with --yes off a terminal', async () => {
      const made = await run(['sandbox', 'create', '--name', 'CLI tests']);
      assert.equal(made.code, 0, made.stderr);
      assert.match(made.stdout, /test key:\s+ikp_test_[0-9A-Za-z]{38}$/m);
      assert.match(made.stdout, /shown only now/);
      const created = parseJsonOutput<CreatedSandbox>(await run(['sandbox', 'create', '--name', 'CLI json', '--json']));
      assert.equal(created.isSandbox, true);

      const listed = await run(['sandbox', 'list']);
      assert.equal(listed.code, 0, listed.stderr);
      assert.match(listed.stdout, /CLI tests/);
      assert.match(listed.stdout, new RegExp(created.id));

      const whoami = await run(['whoami', '--json'], created.key);
      assert.equal(whoami.code, 0, whoami.stderr);
      assert.equal(parseJsonOutput<{ workspace: { isSandbox: boolean } }>(whoami).workspace.isSandbox, true);
      const liveOnSandbox = await runCli(['properties', '--workspace', created.id], {
        configHome: home.path,
        env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: owner.writeKey },
      });
      assert.notEqual(liveOnSandbox.code, 0);
      assert.match(liveOnSandbox.stderr, /SANDBOX_MISMATCH/);
      assert.match(liveOnSandbox.stderr, /test key/);

      const reset = await run(['sandbox', 'reset', created.id, '--yes']);
      assert.equal(reset.code, 0, reset.stderr);
      assert.match(reset.stdout, /^Reset sandbox CLI json \(ws_\w+\) to a fresh copy of the demo season/m);

      const unasked = await run(['sandbox', 'delete', created.id]);
      assert.equal(unasked.code, 2, unasked.stderr);
      assert.match(unasked.stderr, /--yes/);
      const deleted = await run(['sandbox', 'delete', created.id, '--yes']);
      assert.equal(deleted.code, 0, deleted.stderr);
      assert.match(deleted.stdout, /^Deleted sandbox ws_\w+; its test keys no longer work\.$/m);
      const gone = await run(['properties'], created.key);
      assert.notEqual(gone.code, 0);
    });
  });

  describe('on the web pages', () => {
    it('makes one with the button, shows its test key once, refuses a live Stripe key for it, and resets and deletes it', async () => {
      const owner = await createWorkspaceFixture(servers.operator);
      const password = 'a long enough password';
      const { hashPassword } = await import('@innkeep/auth');
      await servers.operator.setPasswordHash({ email: owner.ownerEmail, passwordHash: await hashPassword(password) });
      const browser = new WebClient(new URL(servers.apiUrl).origin);
      assert.equal((await browser.signIn(owner.ownerEmail, password)).status, 303);
      const account = await browser.request('/account');
      assert.match(account.text, /href="\/account\/sandboxes"/, 'linked from every signed-in page');

      const page = await browser.request('/account/sandboxes');
      assert.equal(page.status, 200);
      assert.match(page.text, /You have no sandboxes yet/);
      const made = await browser.submit('/account/sandboxes', { name: 'Web tests' });
      assert.equal(made.status, 201, made.text.slice(0, 500));
      const key = /id="new-sandbox-key" type="text" readonly value="(ikp_test_[0-9A-Za-z]{38})"/.exec(made.text)?.[1];
      assert.ok(key, 'the test key is on the page');
      const sandboxId = /data-sandbox-id="(ws_\w+)"/.exec(made.text)?.[1];
      assert.ok(sandboxId);
      assert.deepEqual(await propertyNames(key), DEMO_PROPERTY_NAMES);
      assert.ok(!(await browser.request('/account/sandboxes')).text.includes(key), 'shown only once');

      // In the sandbox, the Payments page takes Stripe's test mode only.
      await browser.request('/account');
      assert.equal((await browser.submit('/workspaces/switch', { workspaceId: sandboxId }, { follow: false })).status, 303);
      await browser.request('/account/payments');
      const live = await browser.submit('/account/payments', { restrictedKey: 'rk_live_abcdefghijklmnop', webhookSecret: 'whsec_abcdefghijklmnop' });
      assert.equal(live.status, 400);
      assert.match(live.text, /Stripe test key only/);
      await browser.request('/account/payments');
      const test = await browser.submit(
        '/account/payments',
        { restrictedKey: 'rk_test_abcdefghijklmnop', webhookSecret: 'whsec_abcdefghijklmnop' },
        { follow: false },
      );
      assert.equal(test.status, 303);

      await browser.request('/account/sandboxes');
      const reset = await browser.submit(`/account/sandboxes/${sandboxId}/reset`, {});
      assert.equal(reset.status, 200);
      assert.match(reset.text, /fresh copy of the demo season/);
      const deleted = await browser.submit(`/account/sandboxes/${sandboxId}/delete`, {});
      assert.equal(deleted.status, 200);
      assert.match(deleted.text, /You have no sandboxes yet/);
      assert.equal((await api('/properties', key)).status, 401);
    });
  });
});
