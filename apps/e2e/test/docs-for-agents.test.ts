import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';

import { connectMcpClient, createWorkspaceFixture, mcp2026, rawRequest, startTestServers, TestServers, WorkspaceFixture } from '../src';

const DOCS_DIR = join(__dirname, '../../../docs');
/** The pages written for users; the others (architecture, development…) are for maintainers. */
const USER_PAGES = ['using-innkeep.md', 'contract.md', 'mcp.md', 'configuration.md', 'deployment.md'];
const MAINTAINER_PAGES = ['architecture.md', 'adding-an-operation.md', 'development.md', 'scale-out.md', 'performance.md'];

/**
 * An agent finds Innkeep from its origin: /llms.txt names the surfaces and links every document,
 * each page of the user docs is Markdown, the OpenAPI operations say their tool, command and
 * confirmation, and the MCP server offers the same pages as resources.
 */
describe('docs for agents', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let origin: string;
  let client: Client;

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
    origin = new URL(servers.apiUrl).origin;
    client = await connectMcpClient(servers.mcpUrl, ws.readKey);
  });
  afterAll(async () => {
    await client?.close();
    await servers?.close();
  });

  const linksOf = (text: string) => [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => match[1]);

  it('serves /llms.txt in the llmstxt.org shape: a heading, a summary, the surfaces, authentication, sections of links', async () => {
    const response = await fetch(`${origin}/llms.txt`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8');
    const text = await response.text();
    assert.match(text, /^# Innkeep\n\n> \S[^\n]+\n\n/);
    assert.ok(text.includes(servers.apiUrl), 'names the REST base URL');
    assert.ok(text.includes(servers.mcpUrl), 'names the MCP endpoint');
    assert.match(text, /CLI: `innkeep`/);
    assert.match(text, /^Authentication: .*Authorization/m);
    assert.match(text, /^## API reference$/m);
    assert.match(text, /^## Docs$/m);
    const links = linksOf(text);
    assert.ok(links.includes(`${servers.apiUrl}/openapi.json`));
    assert.ok(links.includes(`${servers.apiUrl}/docs`));
    for (const page of USER_PAGES) assert.ok(links.includes(`${origin}/docs/${page}`), page);
    for (const page of MAINTAINER_PAGES) assert.ok(!text.includes(page), `${page} is not published`);
  });

  it('answers 200 on every link /llms.txt lists', async () => {
    const links = linksOf(await (await fetch(`${origin}/llms.txt`)).text());
    assert.equal(links.length, USER_PAGES.length + 2);
    for (const link of links) assert.equal((await fetch(link)).status, 200, link);
  });

  it.each(USER_PAGES)('serves docs/%s as Markdown, the committed page', async (page) => {
    const response = await fetch(`${origin}/docs/${page}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8');
    assert.equal(await response.text(), readFileSync(join(DOCS_DIR, page), 'utf8'));
  });

  it('answers 404 for a page it does not publish, a maintainers’ page included', async () => {
    for (const path of ['/docs/nothing.md', '/docs/contract', '/docs/CONTRACT.md', ...MAINTAINER_PAGES.map((page) => `/docs/${page}`)]) {
      const response = await fetch(`${origin}${path}`);
      assert.equal(response.status, 404, path);
      assert.match(response.headers.get('content-type') ?? '', /^application\/json/, path);
      assert.equal(((await response.json()) as { code: string }).code, 'NOT_FOUND', path);
    }
  });

  it('never reads a file outside the published pages, however the path is written', async () => {
    const paths = [
      '/docs/../package.json',
      '/docs/%2e%2e/package.json',
      '/docs/..%2fpackage.json',
      '/docs/%2e%2e%2fpackage.json',
      '/docs/%2E%2E%2F%2E%2E%2Fpackage.json',
      '/docs/..%5cpackage.json',
      '/docs/contract.md%00.json',
      '/docs/%2fetc%2fpasswd',
      '/docs/./contract.md/..%2f..%2fREADME.md',
    ];
    for (const path of paths) {
      const answer = await rawRequest(origin, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      assert.ok(answer.status === 404 || answer.status === 400, `${path} answered ${answer.status}`);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      assert.doesNotMatch(text, /"dependencies"|root:x:0|# Innkeep/, path);
    }
  });

  it('marks each OpenAPI operation with its MCP tool, CLI command and confirmation', async () => {
    const document = (await (await fetch(`${servers.apiUrl}/openapi.json`)).json()) as any;
    const marks = (path: string, method: string) => {
      const operation = document.paths[path][method];
      return [operation['x-innkeep-mcp-tool'], operation['x-innkeep-cli-command'], operation['x-innkeep-confirmation']];
    };
    assert.deepEqual(marks('/reservations/{reservationId}/cancel', 'post'), [
      'reservation_cancel',
      'innkeep bookings cancel',
      { confirmationToken: true, dryRun: true },
    ]);
    assert.deepEqual(marks('/reservations', 'post'), ['reservation_create', 'innkeep bookings create', { confirmationToken: false, dryRun: true }]);
    assert.deepEqual(marks('/reservations', 'get'), ['reservations_list', 'innkeep bookings', { confirmationToken: false, dryRun: false }]);
    assert.deepEqual(marks('/status', 'get'), [null, 'innkeep status', { confirmationToken: false, dryRun: false }]);
    const operations = Object.values(document.paths).flatMap((methods: any) => Object.values(methods)) as any[];
    for (const operation of operations.filter((candidate) => 'x-operation' in candidate)) {
      assert.ok('x-innkeep-mcp-tool' in operation && 'x-innkeep-cli-command' in operation && 'x-innkeep-confirmation' in operation, operation.operationId);
      assert.ok(!('x-mcp-tool' in operation) && !('x-cli-command' in operation), `${operation.operationId} keeps no old name`);
    }
  });

  it('lists the same pages as MCP resources and reads them, through the SDK client', async () => {
    const { resources } = await client.listResources();
    const docs = resources.filter((resource) => resource.uri.startsWith('innkeep://docs/'));
    assert.deepEqual(docs.map((resource) => resource.uri).sort(), USER_PAGES.map((page) => `innkeep://docs/${page}`).sort());
    for (const resource of docs) {
      assert.equal(resource.mimeType, 'text/markdown');
      const page = resource.uri.slice('innkeep://docs/'.length);
      const [contents] = (await client.readResource({ uri: resource.uri })).contents as Array<{ uri: string; mimeType: string; text: string }>;
      assert.equal(contents.uri, resource.uri);
      assert.equal(contents.mimeType, 'text/markdown');
      assert.equal(contents.text, readFileSync(join(DOCS_DIR, page), 'utf8'));
    }
    await assert.rejects(client.readResource({ uri: 'innkeep://docs/architecture.md' }), (error: { code?: number }) => error.code === -32002);
    await assert.rejects(client.readResource({ uri: 'innkeep://docs/../package.json' }), (error: { code?: number }) => error.code === -32002);
  });

  it('lists and reads them on revision 2026-07-28 too', async () => {
    const list = await mcp2026(servers.mcpUrl, ws.readKey, 'resources/list');
    assert.ok(list.body.result.resources.some((resource: { uri: string }) => resource.uri === 'innkeep://docs/contract.md'));
    const read = await mcp2026(servers.mcpUrl, ws.readKey, 'resources/read', { uri: 'innkeep://docs/contract.md' });
    assert.equal(read.body.result.contents[0].text, readFileSync(join(DOCS_DIR, 'contract.md'), 'utf8'));
  });
});
