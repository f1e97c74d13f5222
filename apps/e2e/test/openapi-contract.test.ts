import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { CATALOGUE } from '@innkeep/domain';
import { API_BASE_PATH, loadConfig } from '@innkeep/server';

import { createWorkspaceFixture, http, startTestServers, TestServers } from '../src';

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

  const answerOf = (response: any): any => {
    const name = /^#\/components\/responses\/(\w+)$/.exec(response.$ref ?? '')?.[1];
    return name ? document.components.responses[name] : response;
  };

  it('is the committed apps/api/openapi.json, every route the server serves included', () => {
    assert.ok(document.paths['/channel-hooks/{connectionId}']?.post, 'the served document describes the channel hooks');
    assert.deepEqual(document, JSON.parse(readFileSync(COMMITTED_FILE, 'utf8')));
  });

  it('describes every catalogue route with its success schema and every error answer as ApiError', () => {
    for (const operation of CATALOGUE) {
      for (const route of operation.http) {
        const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
        const operationObject = document.paths[path]?.[route.method.toLowerCase()];
        assert.ok(operationObject, `${route.method} ${path} is missing`);
        // Shared error answers are named under components.responses: read them through their $ref.
        const responses = Object.fromEntries(Object.entries(operationObject.responses).map(([status, response]) => [status, answerOf(response)]));
        const described = { ...operationObject, responses };
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

  const routes = () =>
    Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, described]) => ({ path, method: method.toUpperCase(), described })),
    );

  it('requires a body only where it must carry a field, and the server takes the other writes bare', async () => {
    // The channel connectors' messages are one of several shapes, each with required fields.
    const catalogueRoutes = routes().filter(({ path, described }) => described.requestBody && !path.startsWith('/channel-hooks/'));
    const optional = catalogueRoutes.filter(({ described }) => !described.requestBody.content['application/json'].schema.required?.length);
    for (const { path, method, described } of catalogueRoutes) {
      const schema = described.requestBody.content['application/json'].schema;
      assert.equal(described.requestBody.required, Boolean(schema.required?.length || schema.minProperties), `${method} ${path}`);
    }
    assert.ok(optional.some(({ path }) => path === '/reservations/{reservationId}/cancel'));
    // What a client following the document sends: no body, no Content-Type. Unknown ids get as far as
    // the lookup; an update that must name a field (minProperties) says so.
    const ws = await createWorkspaceFixture(servers.operator, { plan: 'BUSINESS' });
    for (const { path, method, described } of optional) {
      const url = `http://127.0.0.1:${servers.runtime.config.apiPort}${API_BASE_PATH}${path.replace(/\{[A-Za-z]+\}/g, 'missing')}`;
      const answer = await http(url, { method, key: ws.writeKey });
      // A create whose fields all have defaults (POST /sandboxes) creates.
      const expected = described.requestBody.required ? [400, 'VALIDATION_FAILED'] : path.includes('{') ? [404, 'NOT_FOUND'] : [201, undefined];
      assert.deepEqual([answer.status, answer.body.code], expected, `${method} ${path}: ${JSON.stringify(answer.body)}`);
    }
    assert.equal(document.paths['/reservations/{reservationId}/cancel'].post.requestBody.required, false);
    assert.equal(document.paths['/properties/{propertyId}'].patch.requestBody.required, true);
  });

  it('gives every route a unique, human operationId: a verb, then what it acts on', () => {
    const ids = routes().map(({ described }) => described.operationId);
    assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');
    for (const id of ids) assert.match(id, /^[a-z]+[A-Z][A-Za-z]*$/);
    assert.equal(document.paths['/units'].get.operationId, 'listUnits');
    assert.equal(document.paths['/properties/{propertyId}/units'].get.operationId, 'listPropertyUnits');
    assert.equal(document.paths['/reservations/{reservationId}/cancel'].post.operationId, 'cancelReservation');
    assert.equal(document.paths['/reservations/{reservationId}/check-in'].post.operationId, 'checkInReservation');
  });

  it('types dryRun as a boolean query parameter of every write', () => {
    for (const { path, method, described } of routes()) {
      const dryRun = described.parameters?.find((parameter: any) => parameter.name === 'dryRun');
      if (described['x-quota'] !== 'write') continue;
      assert.deepEqual([dryRun?.in, dryRun?.schema], ['query', { type: 'boolean' }], `${method} ${path}`);
    }
  });
});
