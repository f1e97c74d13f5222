import assert from 'node:assert/strict';

import { CATALOGUE, inputSchemaOf, JsonSchema, takesBody } from '@innkeep/domain';

import { createWorkspaceFixture, daysFromNow, http, rawRequest, startTestServers, TestServers, WorkspaceFixture } from '../src';
import { apiErrorProblem, nestedValue } from '../src/hostile-input';

/** What the servers answer to requests that are broken below the operations: HTTP, URLs, JSON-RPC. */
describe('hostile HTTP on both servers', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers.close());

  const origins = () => ({ api: new URL(servers.apiUrl).origin, mcp: new URL(servers.mcpUrl).origin });

  function assertApiError(answer: { status: number; body: unknown }, status: number, code: string, where: string) {
    assert.equal(answer.status, status, `${where}: ${JSON.stringify(answer.body)}`);
    assert.equal(apiErrorProblem(answer.status, answer.body), undefined, `${where}: ${JSON.stringify(answer.body)}`);
    assert.equal((answer.body as { code: string }).code, code, where);
  }

  const get = (origin: string, target: string, extra = '') =>
    rawRequest(origin, `GET ${target} HTTP/1.1\r\nHost: ${new URL(origin).host}\r\nAuthorization: ${ws.readKey}\r\n${extra}Connection: close\r\n\r\n`);

  for (const server of ['api', 'mcp'] as const) {
    it(`answers a URL whose percent-encoding does not decode with 400 BAD_URL on the ${server} server`, async () => {
      const origin = origins()[server];
      const path = server === 'api' ? '/public/v1/properties/%E0%A4%A' : '/mcp/%E0%A4%A';
      assertApiError(await get(origin, path), 400, 'BAD_URL', server);
    });

    it(`answers headers larger than the server reads with 431 HEADERS_TOO_LARGE on the ${server} server`, async () => {
      const origin = origins()[server];
      assertApiError(await get(origin, '/public/v1/status', `X-Padding: ${'a'.repeat(20_000)}\r\n`), 431, 'HEADERS_TOO_LARGE', `${server} header`);
      assertApiError(await get(origin, `/public/v1/status?pad=${'a'.repeat(20_000)}`), 431, 'HEADERS_TOO_LARGE', `${server} URL`);
    });

    it(`answers bytes that are not HTTP with 400 BAD_REQUEST on the ${server} server`, async () => {
      const origin = origins()[server];
      for (const garbage of ['GET / HTTP/1.1\r\nHost\r\n\r\n', '\u0001\u0002 nonsense\r\n\r\n', 'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n']) {
        assertApiError(await rawRequest(origin, garbage), 400, 'BAD_REQUEST', `${server} ${JSON.stringify(garbage)}`);
      }
    });
  }

  it('answers a path id longer than the router reads with 414 URI_TOO_LONG', async () => {
    assertApiError(await get(origins().api, `/public/v1/properties/${'p'.repeat(150)}`), 414, 'URI_TOO_LONG', 'api');
  });

  it('answers JSON nested 2,000 deep in a small body with 400 VALIDATION_FAILED on REST and MCP', async () => {
    const guest = nestedValue(2_000, true);
    const body = { unitId: ws.unitIds[0], arrivalDate: daysFromNow(3), departureDate: daysFromNow(4), source: 'MANUAL', guest };
    assert.ok(JSON.stringify(body).length < 5_000);
    const rest = await http(`${servers.apiUrl}/reservations`, { method: 'POST', key: ws.writeKey, body });
    assertApiError(rest, 400, 'VALIDATION_FAILED', 'REST');
    assert.deepEqual(rest.body.message, ['the input is nested deeper than 32 levels']);
    const mcp = await callTool('reservation_create', body);
    assert.equal(mcp.result.isError, true);
    assert.deepEqual(JSON.parse(mcp.result.content[0].text).message, ['the input is nested deeper than 32 levels']);
  });

  it('answers a NUL byte in a path id, a query field or a body text with 400 VALIDATION_FAILED on REST and MCP', async () => {
    assertApiError(await http(`${servers.apiUrl}/properties/p%00`, { key: ws.readKey }), 400, 'VALIDATION_FAILED', 'path');
    assertApiError(await http(`${servers.apiUrl}/units?propertyId=p%00`, { key: ws.readKey }), 400, 'VALIDATION_FAILED', 'query');
    const body = {
      unitId: ws.unitIds[0],
      arrivalDate: daysFromNow(3),
      departureDate: daysFromNow(4),
      source: 'MANUAL',
      guest: { firstName: 'A\u0000', lastName: 'B' },
    };
    const rest = await http(`${servers.apiUrl}/reservations`, { method: 'POST', key: ws.writeKey, body });
    assertApiError(rest, 400, 'VALIDATION_FAILED', 'body');
    assert.deepEqual(rest.body.message, ['guest.firstName must not contain NUL characters']);
    const mcp = await callTool('properties_get', { propertyId: `${ws.propertyId}\u0000` });
    assert.equal(JSON.parse(mcp.result.content[0].text).code, 'VALIDATION_FAILED');
  });

  it('refuses null for fields the schema does not call nullable, and clears those it does', async () => {
    const settings = `${servers.apiUrl}/properties/${ws.propertyId}/booking-settings`;
    const refused = await http(settings, { method: 'PUT', key: ws.writeKey, body: { instantBooking: null } });
    assertApiError(refused, 400, 'VALIDATION_FAILED', 'instantBooking');
    assert.deepEqual(refused.body.message, ['instantBooking must not be null']);
    const listing = await http(`${servers.apiUrl}/units/${ws.unitIds[0]}/listing-settings`, {
      method: 'PUT',
      key: ws.writeKey,
      body: { checkInWeekdays: null },
    });
    assert.deepEqual(listing.body.message, ['checkInWeekdays must not be null']);
    const tool = await callTool('units_list', { propertyId: null });
    assert.deepEqual(JSON.parse(tool.result.content[0].text).message, ['propertyId must not be null']);

    assert.equal((await http(settings, { method: 'PUT', key: ws.writeKey, body: { arrivalTimeFrom: '15:00' } })).status, 200);
    const cleared = await http(settings, { method: 'PUT', key: ws.writeKey, body: { arrivalTimeFrom: null } });
    assert.equal(cleared.status, 200);
    assert.equal(cleared.body.property.bookingSettings.arrivalTimeFrom, null);
  });

  it('refuses a reservation without a guest object, blocks in year 9999 and DIRECT stays arriving in the past', async () => {
    const stay = { unitId: ws.unitIds[0], arrivalDate: daysFromNow(3), departureDate: daysFromNow(4), source: 'MANUAL' };
    for (const body of [stay, { ...stay, guest: [] }]) {
      const answer = await http(`${servers.apiUrl}/reservations`, { method: 'POST', key: ws.writeKey, body });
      assertApiError(answer, 400, 'VALIDATION_FAILED', JSON.stringify(body));
      assert.ok(answer.body.message.includes('guest must be an object'));
    }
    const block = await http(`${servers.apiUrl}/blocks`, {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: ws.unitIds[0], from: daysFromNow(3), to: '9999-12-31', type: 'OWNER' },
    });
    assertApiError(block, 400, 'VALIDATION_FAILED', 'block');
    const direct = await http(`${servers.apiUrl}/reservations`, {
      method: 'POST',
      key: ws.writeKey,
      body: { ...stay, source: 'DIRECT', arrivalDate: daysFromNow(-3), departureDate: daysFromNow(-1), guest: { firstName: 'A', lastName: 'B' } },
    });
    assertApiError(direct, 400, 'VALIDATION_FAILED', 'DIRECT in the past');
  });

  it('refuses a number, truth value or list sent as text in any JSON body, naming the field, and still reads them from query strings', async () => {
    const asText: Record<string, string> = { integer: '100', number: '1.5', boolean: 'true', array: 'MON,FRI' };
    // Every plan feature, so that no operation is refused before its input is read.
    const business = await createWorkspaceFixture(servers.operator, { plan: 'BUSINESS' });
    let probes = 0;
    for (const operation of CATALOGUE) {
      for (const route of operation.http.filter((candidate) => takesBody(candidate.method))) {
        const properties = (inputSchemaOf(operation.input).properties ?? {}) as Record<string, JsonSchema>;
        const params = new Set([...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]));
        for (const [field, schema] of Object.entries(properties)) {
          const kinds = (Array.isArray(schema.type) ? schema.type : [schema.type]) as string[];
          const kind = kinds.find((candidate) => candidate in asText);
          if (!kind || kinds.includes('string') || params.has(field) || (route.fixed && field in route.fixed)) continue;
          const path = route.path.replace(/:([A-Za-z]+)/g, 'x');
          const answer = await http(`${servers.apiUrl}${path}`, { method: route.method, key: business.writeKey, body: { [field]: asText[kind] } });
          const where = `${route.method} ${route.path} ${field}: ${JSON.stringify(answer.body)}`;
          assert.equal(answer.status, 400, where);
          assert.ok(
            (answer.body.message as string[]).some((message) => message.startsWith(`${field} must be`)),
            where,
          );
          probes += 1;
        }
      }
    }
    assert.ok(probes >= 20, `only ${probes} probes`);
    const unit = await http(`${servers.apiUrl}/units`, {
      method: 'POST',
      key: ws.writeKey,
      body: { propertyId: ws.propertyId, name: 'Text price', basePriceMinor: '100' },
    });
    assertApiError(unit, 400, 'VALIDATION_FAILED', 'basePriceMinor as text');
    const page = await http(`${servers.apiUrl}/reservations?take=1&isOverbooking=false`, { key: ws.readKey });
    assert.equal(page.status, 200, JSON.stringify(page.body));
  });

  it('refuses a currency that is no ISO 4217 code, so reports never split by it', async () => {
    const body = {
      unitId: ws.unitIds[0],
      arrivalDate: daysFromNow(50),
      departureDate: daysFromNow(51),
      source: 'MANUAL',
      guest: { firstName: 'A', lastName: 'B' },
      totalAmountMinor: 100,
      currency: 'ZZZ',
    };
    const refused = await http(`${servers.apiUrl}/reservations`, { method: 'POST', key: ws.writeKey, body });
    assertApiError(refused, 400, 'VALIDATION_FAILED', 'ZZZ');
    assert.deepEqual(refused.body.message, ['currency must be an ISO 4217 currency code such as EUR']);
  });

  it('answers tool arguments that are not an object with JSON-RPC invalid params (-32602), not an internal error', async () => {
    for (const args of ['x', [], 5, null, true]) {
      const answer = await callTool('units_list', args);
      assert.equal(answer.error?.code, -32602, JSON.stringify(answer));
    }
  });

  async function callTool(name: string, args: unknown): Promise<any> {
    const answer = await http(servers.mcpUrl, {
      method: 'POST',
      key: ws.writeKey,
      headers: { accept: 'application/json, text/event-stream' },
      rawBody: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
    });
    assert.equal(answer.status, 200);
    return answer.body;
  }
});
