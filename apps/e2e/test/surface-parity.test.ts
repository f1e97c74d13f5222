import assert from 'node:assert/strict';

import { CATALOGUE } from '@innkeep/domain';
import { Config } from '@oclif/core';

import { CLI_DIR, connectMcpClient, createWorkspaceFixture, http, startTestServers, TestServers } from '../src';

/**
 * One operation, three surfaces: every catalogue operation is an OpenAPI route, an MCP tool and
 * a CLI command, read from what each surface actually serves.
 */
describe('surface parity', () => {
  let servers: TestServers;
  let openapiRoutes: Set<string>;
  let tools: Set<string>;
  let commands: Set<string>;

  beforeAll(async () => {
    servers = await startTestServers();
    const ws = await createWorkspaceFixture(servers.operator);
    const document = (await http(`${servers.apiUrl}/openapi.json`)).body;
    openapiRoutes = new Set(
      Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const client = await connectMcpClient(servers.mcpUrl, ws.readKey);
    tools = new Set((await client.listTools()).tools.map((tool) => tool.name));
    await client.close();
    const config = await Config.load(CLI_DIR);
    commands = new Set(config.commands.map((command) => command.id));
  });
  afterAll(() => servers.close());

  it('serves every operation as a REST route', () => {
    for (const operation of CATALOGUE) {
      for (const route of operation.http) {
        assert.ok(openapiRoutes.has(`${route.method} ${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`), `${operation.name}: ${route.method} ${route.path}`);
      }
    }
  });

  it('serves every operation as an MCP tool (service status as the manifest)', () => {
    for (const operation of CATALOGUE) {
      if (operation.name === 'service.status') continue;
      assert.ok(operation.mcp && tools.has(operation.mcp.tool), `${operation.name} has no MCP tool`);
    }
  });

  it('serves every operation as a CLI command', () => {
    for (const operation of CATALOGUE) {
      for (const id of [operation.cli, ...(operation.moreCli ?? [])]) assert.ok(commands.has(id), `${operation.name}: innkeep ${id.replace(/:/g, ' ')}`);
    }
  });

  it('offers nothing on a surface that the catalogue does not define', () => {
    const catalogueTools = new Set(CATALOGUE.flatMap((operation) => (operation.mcp ? [operation.mcp.tool] : [])));
    assert.deepEqual(
      [...tools].filter((tool) => !catalogueTools.has(tool)),
      [],
    );
    const catalogueRoutes = new Set(
      CATALOGUE.flatMap((operation) => operation.http.map((route) => `${route.method} ${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`)),
    );
    // The connector protocol's way in is for channel connectors, signed, not for credentials: no operation.
    assert.deepEqual(
      [...openapiRoutes].filter((route) => !catalogueRoutes.has(route)),
      ['POST /channel-hooks/{connectionId}'],
    );
  });
});
