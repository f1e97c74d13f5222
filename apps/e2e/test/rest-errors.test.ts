import assert from 'node:assert/strict';

import { createWorkspaceFixture, http, startTestServers, TestServers, WorkspaceFixture } from '../src';

describe('REST error shapes and headers', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers.close());

  const api = (path: string) => `${servers.apiUrl}${path}`;
  const settings = () => api(`/properties/${ws.propertyId}/cancellation-policy`);

  function assertHeaders(answer: { headers: Headers }) {
    for (const name of ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'ratelimit-policy', 'link']) {
      assert.ok(answer.headers.get(name), `missing ${name}`);
    }
  }

  it('answers malformed JSON with 400 MALFORMED_JSON, headers included', async () => {
    const answer = await http(settings(), { method: 'PUT', key: ws.writeKey, rawBody: '{"policy": ' });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.code, 'MALFORMED_JSON');
    assertHeaders(answer);
  });

  it('answers a body over 1 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const answer = await http(settings(), {
      method: 'PUT',
      key: ws.writeKey,
      rawBody: JSON.stringify({ policy: 'FIRM', padding: 'x'.repeat(1024 * 1024) }),
    });
    assert.equal(answer.status, 413);
    assert.equal(answer.body.code, 'PAYLOAD_TOO_LARGE');
    assertHeaders(answer);
  });

  it('answers a JSON array, a string or a non-JSON content type with a 4xx, never 500', async () => {
    for (const rawBody of ['[1,2]', '"STRICT"', 'null', '123']) {
      const answer = await http(settings(), { method: 'PUT', key: ws.writeKey, rawBody });
      assert.equal(answer.status, 400, rawBody);
    }
    const text = await http(settings(), { method: 'PUT', key: ws.writeKey, rawBody: 'policy=FIRM', headers: { 'content-type': 'text/plain' } });
    assert.equal(text.status, 415);
    assert.equal(text.body.code, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an unknown route with 404 NOT_FOUND in the ApiError shape, headers included', async () => {
    const answer = await http(api('/nowhere'), { key: ws.readKey });
    assert.equal(answer.status, 404);
    assert.equal(answer.body.code, 'NOT_FOUND');
    assert.equal(typeof answer.body.msg, 'string');
    assertHeaders(answer);
  });

  it('answers validation failures in the framework shape with a stable code', async () => {
    const answer = await http(settings(), { method: 'PUT', key: ws.writeKey, body: { policy: 'FIRM', surprise: 1 } });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.statusCode, 400);
    assert.equal(answer.body.error, 'Bad Request');
    assert.equal(answer.body.code, 'VALIDATION_FAILED');
    assert.deepEqual(answer.body.message, ['property surprise should not exist']);
    assertHeaders(answer);
  });

  it('refuses a path id repeated differently in the body', async () => {
    const answer = await http(settings(), { method: 'PUT', key: ws.writeKey, body: { policy: 'FIRM', propertyId: 'prop_other' } });
    assert.equal(answer.status, 400);
  });

  it('serves the OpenAPI description and the docs page without a credential', async () => {
    const openapi = await http(api('/openapi.json'));
    assert.equal(openapi.status, 200);
    assert.equal(openapi.body.openapi, '3.1.0');
    assertHeaders(openapi);
    const docs = await fetch(api('/docs'));
    assert.equal(docs.status, 200);
    assert.match(docs.headers.get('content-type')!, /text\/html/);
    const html = await docs.text();
    assert.match(html, /\/properties\/\{propertyId\}\/cancellation-policy/);
    assert.match(html, /properties_set_cancellation_policy/);
  });
});
