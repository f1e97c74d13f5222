import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { createWorkspaceFixture, CredentialProxy, startCredentialProxy, startTestServers, TestServers } from '../src';

const run = promisify(execFile);
const CONFORMANCE = require.resolve('@modelcontextprotocol/conformance/dist/index.js');

describe('dev: conformance requirements', () => {
  let servers: TestServers;
  let proxy: CredentialProxy;
  beforeAll(async () => {
    servers = await startTestServers(process.env.DEV_FIXTURES ? { MCP_CONFORMANCE_FIXTURES: 'true' } : {});
    const ws = await createWorkspaceFixture(servers.operator);
    proxy = await startCredentialProxy(servers.mcpUrl, `Bearer ${ws.readKey}`);
  });
  afterAll(async () => {
    await proxy?.close();
    await servers?.close();
  });
  for (const revision of (process.env.DEV_REVISIONS ?? '2026-07-28,2025-11-25').split(',')) {
    it(`runs ${revision}`, async () => {
      const out = `/tmp/conf-${revision}`;
      await rm(out, { recursive: true, force: true });
      const args = [CONFORMANCE, 'server', '--url', proxy.url, '--requirements', revision, '-o', out, '--verbose'];
      if (process.env.DEV_SCENARIO) args.push('--scenario', process.env.DEV_SCENARIO);
      const result = await run(process.execPath, args, { timeout: 900_000, maxBuffer: 64 * 1024 * 1024 }).catch((error) => error);
      require('node:fs').writeFileSync(`/tmp/conf-${revision}.log`, `${result.stdout}\n---stderr---\n${result.stderr}`);
    }, 900_000);
  }
});
