import assert from 'node:assert/strict';

import { WorkspaceContext } from '@innkeep/domain';

import { connectMcpClient, createWorkspaceFixture, http, makeConfigHome, parseJsonOutput, runCli, startTestServers, TestServers } from '../src';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Plans and trials as a workspace sees them on the three surfaces (docs/contract.md#plans):
 * every plan starts with a 7-day trial; TRIALING, ACTIVE and PAST_DUE (7 days) have access, every
 * other status answers 401 SUBSCRIPTION_INACTIVE; STARTER has no API access (401 PLAN_NO_API_ACCESS),
 * on every surface. Plan and status are set with the operator tool, as an installation without a
 * payment processor sets them.
 */
describe('plans and trials on REST, MCP and the CLI', () => {
  let servers: TestServers;
  let home: Awaited<ReturnType<typeof makeConfigHome>>;

  beforeAll(async () => {
    servers = await startTestServers();
    home = await makeConfigHome();
  });
  afterAll(async () => {
    await home?.remove();
    await servers?.close();
  });

  const cli = (key: string, args: string[]) => runCli(args, { configHome: home.path, env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: key } });
  /** A raw MCP request, to see the HTTP answer an MCP client gets. */
  const mcpPost = (key: string) =>
    fetch(servers.mcpUrl, {
      method: 'POST',
      headers: { authorization: key, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });

  /** The next request of each surface answers 401 SUBSCRIPTION_INACTIVE naming the status. */
  const expectInactive = async (key: string, status: string, sentence: RegExp) => {
    const rest = await http(`${servers.apiUrl}/properties`, { key });
    assert.deepEqual([rest.status, rest.body.code, rest.body.status], [401, 'SUBSCRIPTION_INACTIVE', status], JSON.stringify(rest.body));
    assert.match(rest.body.msg, sentence);
    const mcp = await mcpPost(key);
    const body = (await mcp.json()) as Record<string, unknown>;
    assert.deepEqual([mcp.status, body.code, body.status], [401, 'SUBSCRIPTION_INACTIVE', status]);
    const refused = await cli(key, ['properties']);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /\(SUBSCRIPTION_INACTIVE\)/);
    assert.match(refused.stderr, /Billing page/);
  };

  it('starts a new workspace in a 7-day trial with access, and shows when it ends on every surface', async () => {
    const ws = await createWorkspaceFixture(servers.operator);
    const rest = await http<WorkspaceContext>(`${servers.apiUrl}/workspace`, { key: ws.readKey });
    assert.equal(rest.status, 200);
    const { plan, subscription } = rest.body;
    assert.deepEqual([plan.code, plan.status], ['PRO', 'TRIALING']);
    assert.deepEqual(subscription, {
      status: 'TRIALING',
      plan: 'PRO',
      trialEndsAt: plan.trialEndsAt,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      card: null,
      warning: null,
    });
    assert.deepEqual(plan.features, ['api', 'mcp', 'channels', 'reports']);
    const left = Date.parse(plan.trialEndsAt!) - Date.now();
    assert.ok(left > 7 * DAY_MS - 60_000 && left <= 7 * DAY_MS, `trial ends in ${left} ms`);

    const client = await connectMcpClient(servers.mcpUrl, ws.readKey);
    try {
      const context = await client.callTool({ name: 'get_workspace_context', arguments: {} });
      assert.deepEqual((context.structuredContent as unknown as WorkspaceContext).subscription, subscription);
    } finally {
      await client.close();
    }

    const json = await cli(ws.readKey, ['whoami', '--json']);
    assert.equal(json.code, 0, json.stderr);
    assert.equal(parseJsonOutput<WorkspaceContext>(json).plan.trialEndsAt, plan.trialEndsAt);
    const human = await cli(ws.readKey, ['whoami']);
    assert.match(human.stdout, /^Plan:\s+PRO \(trialing\)$/m);
    assert.match(human.stdout, new RegExp(`^Trial ends:\\s+${plan.trialEndsAt!.replace(/\./g, '\\.')}$`, 'm'));
  });

  it('refuses a canceled subscription with 401 on every surface, and lets it in on the next request once active', async () => {
    const ws = await createWorkspaceFixture(servers.operator);
    await servers.operator.setPlan({ workspaceId: ws.workspaceId, plan: 'PRO', status: 'CANCELED' });

    await expectInactive(ws.readKey, 'CANCELED', /canceled/);
    const rest = await http(`${servers.apiUrl}/properties`, { key: ws.readKey });
    assert.ok(rest.headers.get('www-authenticate'));
    assert.ok(rest.headers.get('ratelimit-limit'));
    await assert.rejects(connectMcpClient(servers.mcpUrl, ws.readKey));

    await servers.operator.setPlan({ workspaceId: ws.workspaceId, plan: 'PRO', status: 'ACTIVE' });
    assert.equal((await http(`${servers.apiUrl}/properties`, { key: ws.readKey })).status, 200);
    const client = await connectMcpClient(servers.mcpUrl, ws.readKey);
    try {
      assert.equal((await client.callTool({ name: 'properties_list', arguments: {} })).isError, undefined);
    } finally {
      await client.close();
    }
    const allowed = await cli(ws.readKey, ['whoami', '--json']);
    assert.equal(allowed.code, 0, allowed.stderr);
    assert.equal(parseJsonOutput<WorkspaceContext>(allowed).plan.status, 'ACTIVE');
  });

  it('answers a STARTER workspace 401 PLAN_NO_API_ACCESS on MCP, REST and the CLI', async () => {
    const starter = await createWorkspaceFixture(servers.operator, { plan: 'STARTER' });

    const mcp = await mcpPost(starter.readKey);
    assert.equal(mcp.status, 401);
    const body = (await mcp.json()) as Record<string, unknown>;
    assert.deepEqual([body.code, body.plan], ['PLAN_NO_API_ACCESS', 'STARTER']);
    assert.equal(body.msg, 'The STARTER plan has no API access; PRO and BUSINESS have.');
    await assert.rejects(connectMcpClient(servers.mcpUrl, starter.readKey));

    const rest = await http(`${servers.apiUrl}/properties`, { key: starter.readKey });
    assert.equal(rest.status, 401);
    assert.equal(rest.body.code, 'PLAN_NO_API_ACCESS');
    assert.equal(rest.body.plan, 'STARTER');

    const refused = await cli(starter.readKey, ['properties']);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /\(PLAN_NO_API_ACCESS\)/);
    assert.match(refused.stderr, /chooses the PRO or BUSINESS plan on the Billing page/);
  });

  it('applies a plan change on the next call: an MCP client whose workspace drops to STARTER is refused', async () => {
    const ws = await createWorkspaceFixture(servers.operator, { plan: 'BUSINESS' });
    const client = await connectMcpClient(servers.mcpUrl, ws.readKey);
    try {
      assert.equal((await client.callTool({ name: 'units_list', arguments: {} })).isError, undefined);
      await servers.operator.setPlan({ workspaceId: ws.workspaceId, plan: 'STARTER' });
      await assert.rejects(client.callTool({ name: 'units_list', arguments: {} }), /401|PLAN_NO_API_ACCESS/);
      await servers.operator.setPlan({ workspaceId: ws.workspaceId, plan: 'PRO' });
      assert.equal((await client.callTool({ name: 'units_list', arguments: {} })).isError, undefined);
    } finally {
      await client.close();
    }
  });

  it('keeps a PAST_DUE workspace in for 7 days with a warning, then refuses it; INCOMPLETE is refused at once', async () => {
    const ws = await createWorkspaceFixture(servers.operator);
    await servers.operator.setPlan({ workspaceId: ws.workspaceId, status: 'PAST_DUE' });
    const context = await http<WorkspaceContext>(`${servers.apiUrl}/workspace`, { key: ws.readKey });
    assert.equal(context.status, 200);
    assert.equal(context.body.subscription.status, 'PAST_DUE');
    assert.match(context.body.subscription.warning ?? '', /^A payment failed on \d{4}-\d{2}-\d{2}: update the card on the Billing page before/);
    const doctor = await cli(ws.readKey, ['doctor']);
    assert.match(doctor.stdout, /Plan +PRO \(past due; warning: A payment failed/);

    await servers.dataSource.query(`UPDATE subscriptions SET past_due_since = now() - interval '7 days' WHERE workspace_id = $1`, [ws.workspaceId]);
    await expectInactive(ws.readKey, 'PAST_DUE', /not made within 7 days/);

    await servers.operator.setPlan({ workspaceId: ws.workspaceId, status: 'INCOMPLETE' });
    await expectInactive(ws.readKey, 'INCOMPLETE', /no card yet/);
  });
});
