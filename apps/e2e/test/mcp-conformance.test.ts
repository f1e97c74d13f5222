import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createWorkspaceFixture, CredentialProxy, startCredentialProxy, startTestServers, TestServers } from '../src';

/** The suite installed as a pinned devDependency: nothing is downloaded when the test runs. */
const CONFORMANCE = require.resolve('@modelcontextprotocol/conformance/dist/index.js');
/** What each revision's run is expected to fail, and why. */
const baselineOf = (revision: string) => join(__dirname, '..', 'conformance', `baseline-${revision}.yml`);

interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'SKIPPED' | 'INFO';
  errorMessage?: string;
}

interface Run {
  exitCode: number;
  output: string;
  /** Every check of every scenario run, as `scenario:check-id`, with its status. */
  checks: Map<string, Check>;
}

/**
 * The suite's `server` command over exactly the scenarios a revision requires (`--requirements`),
 * at that revision's wire, judged against the committed baseline: it exits 1 on a failure the
 * baseline does not name, and on a baseline entry that now passes.
 */
async function requirements(url: string, revision: string): Promise<Run> {
  const output = await mkdtemp(join(tmpdir(), 'innkeep-conformance-'));
  try {
    const args = [CONFORMANCE, 'server', '--url', url, '--requirements', revision, '--expected-failures', baselineOf(revision), '--output-dir', output];
    const { exitCode, text } = await new Promise<{ exitCode: number; text: string }>((resolve) => {
      execFile(process.execPath, args, { timeout: 600_000, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) =>
        resolve({ exitCode: error ? (typeof error.code === 'number' ? error.code : 1) : 0, text: `${stdout}\n${stderr}` }),
      );
    });
    const checks = new Map<string, Check>();
    for (const folder of await readdir(output)) {
      // Folders are server-<scenario>-<timestamp>.
      const scenario = folder.replace(/^server-/, '').replace(/-\d{4}-\d{2}-\d{2}T.*$/, '');
      for (const check of JSON.parse(await readFile(join(output, folder, 'checks.json'), 'utf8')) as Check[]) checks.set(`${scenario}:${check.id}`, check);
    }
    return { exitCode, output: text, checks };
  } finally {
    await rm(output, { recursive: true, force: true });
  }
}

/** The part of the suite's report that says what went wrong. */
function verdict(run: Run): string {
  const baseline = run.output.indexOf('=== SUMMARY ===');
  return baseline >= 0 ? run.output.slice(baseline) : run.output.slice(-4000);
}

describe('the MCP conformance suite, as each revision requires it', () => {
  let servers: TestServers;
  let proxy: CredentialProxy;

  beforeAll(async () => {
    // The suite's fixture tools, resources and prompts beside Innkeep's own.
    servers = await startTestServers({ MCP_CONFORMANCE_FIXTURES: 'true' });
    const ws = await createWorkspaceFixture(servers.operator);
    // The suite sends no credential of its own; the proxy adds the workspace's read key.
    proxy = await startCredentialProxy(servers.mcpUrl, `Bearer ${ws.readKey}`);
  });
  afterAll(async () => {
    await proxy?.close();
    await servers?.close();
  });

  for (const revision of ['2025-11-25', '2026-07-28']) {
    it(`passes every scenario ${revision} requires, but for the checks its baseline names`, async () => {
      const run = await requirements(proxy.url, revision);
      assert.equal(run.exitCode, 0, verdict(run));
      // The run did test the server: the scenarios every revision requires passed their checks.
      for (const check of [
        'tools-list:tools-list',
        'tools-call-simple-text:tools-call-simple-text',
        'resources-read-text:resources-read-text',
        'prompts-get-simple:prompts-get-simple',
      ]) {
        assert.equal(run.checks.get(check)?.status, 'SUCCESS', `${check}: ${JSON.stringify(run.checks.get(check))}`);
      }
    }, 900_000);
  }

  it('serves no fixture unless asked to: a server started without MCP_CONFORMANCE_FIXTURES lists Innkeep’s tools alone', async () => {
    const plain = await startTestServers();
    try {
      const ws = await createWorkspaceFixture(plain.operator);
      const answer = await fetch(plain.mcpUrl, {
        method: 'POST',
        headers: { authorization: ws.readKey, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      const { result } = (await answer.json()) as { result: { tools: { name: string }[] } };
      assert.ok(result.tools.length > 0);
      assert.deepEqual(
        result.tools.filter((tool) => tool.name.startsWith('test_')),
        [],
      );
    } finally {
      await plain.close();
    }
  });
});
