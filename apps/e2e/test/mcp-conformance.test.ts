import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createWorkspaceFixture, CredentialProxy, startCredentialProxy, startTestServers, TestServers } from '../src';

const run = promisify(execFile);
/** The suite installed as a pinned devDependency: nothing is downloaded when the test runs. */
const CONFORMANCE = require.resolve('@modelcontextprotocol/conformance/dist/index.js');

interface Check {
  id: string;
  name: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'SKIPPED' | 'INFO';
  errorMessage?: string;
}

/** Runs one server scenario of the suite at one revision's wire and returns its checks. */
async function scenario(url: string, name: string, specVersion: string): Promise<Check[]> {
  const output = await mkdtemp(join(tmpdir(), 'innkeep-conformance-'));
  try {
    // A failing scenario exits 1; its checks say which, so the exit code is not needed.
    await run(process.execPath, [CONFORMANCE, 'server', '--url', url, '--scenario', name, '--spec-version', specVersion, '--output-dir', output], {
      timeout: 60_000,
    }).catch(() => undefined);
    const checks: Check[] = [];
    for (const folder of await readdir(output)) {
      checks.push(...(JSON.parse(await readFile(join(output, folder, 'checks.json'), 'utf8')) as Check[]));
    }
    return checks;
  } finally {
    await rm(output, { recursive: true, force: true });
  }
}

/**
 * The scenarios of the MCP conformance suite that apply to this server, at each revision it
 * serves. The rest call the suite's own reference server (tools such as test_simple_text or
 * json_schema_2020_12_tool, prompts, sessions, logging, sampling), which Innkeep is not.
 */
const APPLICABLE: Record<string, string[]> = {
  // server-sse-multiple-streams needs a session at 2025-11-25; this server keeps none.
  '2025-11-25': ['server-initialize', 'ping', 'tools-list', 'resources-list', 'dns-rebinding-protection'],
  '2026-07-28': [
    'server-stateless',
    'tools-list',
    'resources-list',
    'sep-2164-resource-not-found',
    'caching',
    'http-header-validation',
    'input-required-result-unsupported-methods',
    'server-sse-multiple-streams',
    'dns-rebinding-protection',
  ],
};

/** Checks inside an applicable scenario that need something only the reference server has. */
const NOT_APPLICABLE_CHECKS: Record<string, string> = {
  'sep-2575-server-rejects-undeclared-capability': 'calls the reference server’s diagnostic tool test_missing_capability',
  'sep-2575-missing-capability-http-400': 'calls the reference server’s diagnostic tool test_missing_capability',
  'sep-2549-prompts-list-caching-hints': 'Innkeep offers no prompts',
  'sep-2549-resources-templates-list-caching-hints': 'Innkeep offers no resource templates',
};

describe('MCP conformance suite against /mcp', () => {
  let servers: TestServers;
  let proxy: CredentialProxy;

  beforeAll(async () => {
    servers = await startTestServers();
    const ws = await createWorkspaceFixture(servers.operator);
    // The suite sends no credential of its own; the proxy adds the workspace's read key.
    proxy = await startCredentialProxy(servers.mcpUrl, `Bearer ${ws.readKey}`);
  });
  afterAll(async () => {
    await proxy?.close();
    await servers?.close();
  });

  for (const [revision, names] of Object.entries(APPLICABLE)) {
    for (const name of names) {
      it(`passes ${name} at ${revision}`, async () => {
        const checks = await scenario(proxy.url, name, revision);
        assert.ok(checks.some((check) => check.status === 'SUCCESS'), `${name} passed no check: ${JSON.stringify(checks)}`);
        const failed = checks.filter((check) => check.status === 'FAILURE' && !NOT_APPLICABLE_CHECKS[check.id]);
        assert.deepEqual(failed, [], JSON.stringify(failed, null, 2));
      }, 90_000);
    }
  }
});
