import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE } from '@innkeep/domain';
import { API_BASE_PATH, loadConfig } from '@innkeep/server';
import { http, startTestServers, TestServers } from '../src';

const COMMITTED_FILE = join(__dirname, '../../api/openapi.json');

describe('OpenAPI description', () => {
  let servers: TestServers;
  let document: any;

  beforeAll(async () => {
    // Served at the default local addresses, as the committed document describes them.
    const defaults = loadConfig({});
    servers = await startTestServers({ PUBLIC_API_URL: defaults.publicApiUrl, PUBLIC_MCP_URL: defaults.publicMcpUrl });
    document = (await http(`http://127.0.0.1:${servers.runtime.config.apiPort}${API_BASE_PATH}/openapi.json`)).body;
  });
  afterAll(() => servers.close());

  it('is the committed apps/api/openapi.json, every route the server serves included', () => {
    assert.ok(document.paths['/channel-hooks/{connectionId}']?.post, 'the served document describes the channel hooks');
    assert.deepEqual(document, JSON.parse(readFileSync(COMMITTED_FILE, 'utf8')));
  });

  it('describes every catalogue route with its success schema and every error answer as ApiError', () => {
    for (const operation of CATALOGUE) {
      for (const route of operation.http) {
        const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
        const described = document.paths[path]?.[route.method.toLowerCase()];
        assert.ok(described, `${route.method} ${path} is missing`);
        for (const status of ['400', '401', '403', '404', '429', '500', '503']) {
          if (operation.access === 'public' && (status === '401' || status === '403')) continue;
          assert.equal(described.responses[status]?.content['application/json'].schema.$ref, '#/components/schemas/ApiError', `${path} ${status}`);
        }
        for (const status of ['429', '503']) {
          assert.equal(described.responses[status].headers['Retry-After']?.$ref, '#/components/headers/Retry-After', `${path} ${status}`);
        }
        assert.match(described.responses['503'].description, /SERVICE_UNAVAILABLE/);
        const httpLayer = ['BAD_URL', 'BAD_REQUEST', 'REQUEST_TIMEOUT', 'HEADERS_TOO_LARGE', ...(route.path.includes(':') ? ['URI_TOO_LONG'] : [])];
        for (const code of [...(operation.errors ?? []), ...httpLayer]) {
          const listed = Object.values(described.responses).some((response: any) => response.description.includes(code));
          assert.ok(listed, `${operation.name} does not document ${code}`);
        }
      }
    }
  });

  it('declares the ApiError schema with every stable code', () => {
    const schema = document.components.schemas.ApiError;
    assert.ok(schema.properties.code.enum.includes('SCOPE_REQUIRED'));
    assert.ok(schema.properties.code.enum.includes('PLAN_REQUIRED'));
    assert.ok(schema.properties.msg);
    assert.ok(schema.properties.message);
  });

  it('documents bodies for writes and rejects unknown body fields in the schema', () => {
    const body = document.paths['/units/{unitId}/listing-settings'].put.requestBody.content['application/json'].schema;
    assert.equal(body.additionalProperties, false);
    assert.ok(body.properties.weekendPriceMinor);
    assert.equal(body.properties.unitId, undefined);
  });
});
