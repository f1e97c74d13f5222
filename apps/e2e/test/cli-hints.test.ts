import assert from 'node:assert/strict';

import { CliResult, createWorkspaceFixture, makeConfigHome, runCli, startTestServers, TestServers, WorkspaceFixture } from '../src';

/** The next steps the CLI's failures give: the pages they name are pages the web interface serves. */
describe('innkeep hints against the running servers', () => {
  let servers: TestServers;
  let pro: WorkspaceFixture;
  let home: Awaited<ReturnType<typeof makeConfigHome>>;

  beforeAll(async () => {
    servers = await startTestServers();
    pro = await createWorkspaceFixture(servers.operator, { plan: 'PRO' });
    home = await makeConfigHome();
  });
  afterAll(async () => {
    await home?.remove();
    await servers?.close();
  });

  const run = (args: string[], key?: string) => runCli(args, { configHome: home.path, env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: key } });
  const hintOf = (result: CliResult) => /^Hint: (.*)$/m.exec(result.stderr)?.[1] ?? assert.fail(`no hint\n${result.stderr}`);

  /** Asserts the hint names the page by its menu title and an address the web interface answers (signed out: the sign-in page). */
  async function namesPage(hint: string, title: string): Promise<void> {
    const origin = new URL(servers.apiUrl).origin;
    const named = new RegExp(`the ${title} page of the web interface \\((${origin.replace(/[.]/g, '\\.')}/[^)\\s]*)\\)`).exec(hint);
    assert.ok(named, hint);
    const answer = await fetch(named[1], { redirect: 'manual' });
    assert.equal(answer.status, 303, `${named[1]} answers ${answer.status}`);
    assert.match(answer.headers.get('location') ?? '', /^\/login\?next=/);
  }

  it('names the API keys page when no one is logged in', async () => {
    const result = await run(['properties']);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /NO_CREDENTIAL/);
    await namesPage(hintOf(result), 'API keys');
  });

  it('names the API keys page for a key the API refuses, and for a key without the scope', async () => {
    await namesPage(hintOf(await run(['properties'], 'ikp_unknownunknownunknownunknown00aaaaaa')), 'API keys');
    const readOnly = await run(['properties', 'create', '--name', 'Casa', '--currency', 'EUR', '--timezone', 'Europe/Lisbon'], pro.readKey);
    assert.match(readOnly.stderr, /SCOPE_REQUIRED/);
    await namesPage(hintOf(readOnly), 'API keys');
  });

  it('names the page that shows the plan, and the one that changes it, when a feature needs another plan', async () => {
    const result = await run(['overview'], pro.readKey);
    assert.match(result.stderr, /PLAN_REQUIRED/);
    const hint = hintOf(result);
    assert.match(hint, /analytics feature of the BUSINESS plan/);
    await namesPage(hint, 'Account');
    await namesPage(hint, 'Billing');
  });
});
