import assert from 'node:assert/strict';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';

import { connectMcpClient, createWorkspaceFixture, daysFromNow, http, startTestServers, TestServers, toolText, WorkspaceFixture } from '../src';

/** Every place of a JSON Schema that some MCP client cannot read: type unions and null alternatives. */
function unportable(schema: unknown, path: string, found: string[] = []): string[] {
  if (Array.isArray(schema)) schema.forEach((item, index) => unportable(item, `${path}[${index}]`, found));
  else if (schema !== null && typeof schema === 'object') {
    const record = schema as Record<string, unknown>;
    if (Array.isArray(record.type)) found.push(`${path}.type is ${JSON.stringify(record.type)}`);
    if (record.type === 'null') found.push(`${path} is the null type`);
    if ('nullable' in record) found.push(`${path}.nullable`);
    for (const [key, value] of Object.entries(record)) unportable(value, `${path}.${key}`, found);
  }
  return found;
}

/** What MCP clients read in tools/list: schemas every client accepts, enumerations of what is accepted, true sentences. */
describe('MCP tool schemas every client reads', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let client: Client;

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
    client = await connectMcpClient(servers.mcpUrl, ws.writeKey);
  });
  afterAll(async () => {
    await client?.close();
    await servers?.close();
  });

  it('has no type union and no null type in any tool’s input schema', async () => {
    const { tools } = await client.listTools();
    assert.ok(tools.length > 20);
    const found = tools.flatMap((tool) => unportable(tool.inputSchema, tool.name));
    assert.deepEqual(found, []);
  });

  it('describes idempotencyKey as the server holds it, with the pattern of REST’s Idempotency-Key', async () => {
    const { tools } = await client.listTools();
    const rest = (await http(`${servers.apiUrl}/openapi.json`)).body;
    const header = rest.paths['/properties'].post.parameters.find((parameter: { name: string }) => parameter.name === 'Idempotency-Key').schema;
    const writes = tools.filter((tool) => tool.inputSchema.properties?.idempotencyKey);
    assert.ok(writes.length > 20);
    for (const tool of writes) {
      const { description, ...schema } = tool.inputSchema.properties!.idempotencyKey as Record<string, unknown>;
      assert.ok(description, tool.name);
      assert.deepEqual(schema, header, tool.name);
    }
    const pattern = new RegExp(String(header.pattern), 'u');
    assert.deepEqual([pattern.test('with a space'), pattern.test('2f1c9e7a-key_1.retry')], [false, true]);
    const call = (idempotencyKey: string) =>
      client.callTool({ name: 'properties_set_cancellation_policy', arguments: { propertyId: ws.propertyId, policy: 'FIRM', idempotencyKey } });
    assert.equal(toolText(await call('with a space')).code, 'VALIDATION_FAILED');
    assert.equal((await call('2f1c9e7a-key_1.retry')).isError, undefined);
  });

  it('lists only MANUAL and DIRECT as reservation_create sources, and still names the rule for a channel', async () => {
    const { tools } = await client.listTools();
    const create = tools.find((tool) => tool.name === 'reservation_create');
    assert.deepEqual((create?.inputSchema.properties as Record<string, { enum?: string[] }>).source.enum, ['MANUAL', 'DIRECT']);
    const refused = await client.callTool({
      name: 'reservation_create',
      arguments: {
        unitId: ws.unitIds[0],
        arrivalDate: daysFromNow(40),
        departureDate: daysFromNow(42),
        source: 'AIRBNB',
        guest: { firstName: 'A', lastName: 'B' },
      },
    });
    assert.equal(toolText(refused).code, 'SOURCE_NOT_ALLOWED');
  });

  it('clears a setting named in clear, as null does on REST, and refuses a name that cannot be cleared', async () => {
    const unitId = ws.unitIds[0];
    const set = await client.callTool({ name: 'units_set_listing_settings', arguments: { unitId, weekendPriceMinor: 15000, cleaningFeeMinor: 3000 } });
    assert.notEqual(set.isError, true, JSON.stringify(set.content));
    const cleared = await client.callTool({ name: 'units_set_listing_settings', arguments: { unitId, clear: ['weekendPriceMinor'] } });
    assert.notEqual(cleared.isError, true, JSON.stringify(cleared.content));
    const units = (await http(`${servers.apiUrl}/units`, { key: ws.readKey })).body as { units: { id: string; listingSettings: Record<string, unknown> }[] };
    const settings = units.units.find((unit) => unit.id === unitId)?.listingSettings;
    assert.equal(settings?.weekendPriceMinor, null);
    assert.equal(settings?.cleaningFeeMinor, 3000, 'a field not named keeps its value');

    const wrong = await client.callTool({ name: 'units_set_listing_settings', arguments: { unitId, clear: ['checkInWeekdays'] } });
    assert.equal(wrong.isError, true);
    assert.equal(toolText(wrong).code, 'VALIDATION_FAILED');
  });

  it('asks to confirm a cancellation with a question for the person (whose stay, where, when, what follows), and tells the model how to go on', async () => {
    const created = await client.callTool({
      name: 'reservation_create',
      arguments: {
        unitId: ws.unitIds[1],
        arrivalDate: daysFromNow(50),
        departureDate: daysFromNow(52),
        source: 'DIRECT',
        guest: { firstName: 'Rui', lastName: 'Lopes' },
      },
    });
    const reservationId = (created.structuredContent as { id: string }).id;
    const asked = await client.callTool({ name: 'reservation_cancel', arguments: { reservationId } });
    const body = toolText(asked);
    assert.equal(body.code, 'CONFIRMATION_REQUIRED');
    const reservation = (await http(`${servers.apiUrl}/reservations/${reservationId}`, { key: ws.readKey })).body;
    assert.match(
      body.msg,
      new RegExp(
        `^Cancel the confirmed reservation of Rui Lopes in ${reservation.unit.name} \\(${reservation.property.name}\\), arriving \\w{3} \\d{1,2} \\w{3} \\d{4} and leaving \\w{3} \\d{1,2} \\w{3} \\d{4} \\(2 nights\\)\\? Its nights return to sale at once`,
      ),
    );
    assert.doesNotMatch(body.msg, /confirmationToken|repeat the call/, 'the question is for the person; the model’s instructions are apart');
    assert.match(body.hint, /^Nothing was changed\. Show msg to the user/);
    assert.equal((await http(`${servers.apiUrl}/reservations/${reservationId}`, { key: ws.readKey })).body.status, 'CONFIRMED');
  });
});
