import assert from 'node:assert/strict';

import { addDays } from '@innkeep/domain';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';

import {
  connectMcpClient,
  createMemberKey,
  createWorkspaceFixture,
  daysFromNow,
  http,
  startTestServers,
  TestServers,
  toolText,
  WorkspaceFixture,
} from '../src';

/** Setting up a workspace through the MCP tools: the REST operations' arguments, answers and refusals. */
describe('MCP setup of properties, units and rate plans', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let other: WorkspaceFixture;
  let client: Client;
  let viewer: Client;
  const start = daysFromNow(250);
  const night = (offset: number) => addDays(start, offset);

  beforeAll(async () => {
    servers = await startTestServers({ API_LIMIT: '1000', API_WRITE_LIMIT: '1000' });
    ws = await createWorkspaceFixture(servers.operator);
    other = await createWorkspaceFixture(servers.operator);
    client = await connectMcpClient(servers.mcpUrl, ws.writeKey);
    viewer = await connectMcpClient(servers.mcpUrl, (await createMemberKey(servers.operator, ws.workspaceId, 'VIEWER')).key);
  });
  afterAll(async () => {
    await client?.close();
    await viewer?.close();
    await servers?.close();
  });

  const call = (name: string, args: Record<string, unknown>, as = client) => as.callTool({ name, arguments: args });
  async function answer(name: string, args: Record<string, unknown>): Promise<any> {
    const result = await call(name, args);
    assert.equal(result.isError, undefined, JSON.stringify(result.content));
    assert.deepEqual(toolText(result), result.structuredContent, 'the text is the structured content');
    return result.structuredContent;
  }
  async function refusal(name: string, args: Record<string, unknown>, as = client): Promise<any> {
    const result = await call(name, args, as);
    assert.equal(result.isError, true, `${name} ${JSON.stringify(args)} was not refused`);
    return toolText(result);
  }
  const rest = async (path: string) => (await http(`${servers.apiUrl}${path}`, { key: ws.readKey })).body;

  it('properties_create, properties_update and properties_archive answer what the REST API then shows', async () => {
    const created = await answer('properties_create', { name: 'Casa MCP', currency: 'EUR', timezone: 'Europe/Lisbon', city: 'Évora', country: 'PT' });
    assert.deepEqual([created.name, created.city, created.status], ['Casa MCP', 'Évora', 'ACTIVE']);
    assert.deepEqual(await rest(`/properties/${created.id}`), created);
    const updated = await answer('properties_update', {
      propertyId: created.id,
      checkInTime: '14:00',
      address: { line1: 'Rua 5 de Outubro 9', postalCode: '7000-854', city: 'Évora', country: 'PT' },
    });
    assert.deepEqual([updated.checkInTime, updated.address.line1], ['14:00', 'Rua 5 de Outubro 9']);
    const archived = await answer('properties_archive', { propertyId: created.id });
    assert.equal(archived.status, 'ARCHIVED');
    assert.ok(!(await rest('/properties')).properties.some((row: { id: string }) => row.id === created.id));
  });

  it('units_create, units_update and units_archive: the default plan, the room count and ROOMS_IN_USE', async () => {
    const unit = await answer('units_create', { propertyId: ws.propertyId, name: 'Loft MCP', basePriceMinor: 9900, countOfRooms: 2 });
    assert.deepEqual(
      unit.ratePlans.map((plan: { title: string; basePriceMinor: number }) => [plan.title, plan.basePriceMinor]),
      [['Standard', 9900]],
    );
    const booked = await answer('reservation_create', {
      unitId: unit.id,
      arrivalDate: night(0),
      departureDate: night(1),
      source: 'MANUAL',
      guest: { firstName: 'Rui', lastName: 'Costa' },
    });
    assert.equal(booked.status, 'CONFIRMED');
    await answer('reservation_create', {
      unitId: unit.id,
      arrivalDate: night(0),
      departureDate: night(1),
      source: 'MANUAL',
      guest: { firstName: 'Eva', lastName: 'Reis' },
    });
    const inUse = await refusal('units_update', { unitId: unit.id, countOfRooms: 1 });
    assert.deepEqual([inUse.code, inUse.nights], ['ROOMS_IN_USE', [{ date: night(0), roomsHeld: 2 }]]);
    const updated = await answer('units_update', { unitId: unit.id, countOfRooms: 3, maxOccupancy: 2 });
    assert.deepEqual([updated.countOfRooms, updated.maxOccupancy], [3, 2]);
    const archived = await answer('units_archive', { unitId: unit.id });
    assert.ok(archived.archivedAt);
    const closed = await refusal('reservation_create', {
      unitId: unit.id,
      arrivalDate: night(5),
      departureDate: night(6),
      source: 'MANUAL',
      guest: { firstName: 'A', lastName: 'B' },
    });
    assert.equal(closed.code, 'ARCHIVED');
  });

  it('rate_plans_create and rate_plans_update keep one default per unit', async () => {
    const [unitId] = ws.unitIds;
    const weekly = await answer('rate_plans_create', { unitId, title: 'Weekly', basePriceMinor: 8000, isDefault: true });
    assert.equal(weekly.isDefault, true);
    const units = (await rest('/units')).units;
    const plans = units.find((row: { id: string }) => row.id === unitId).ratePlans;
    assert.deepEqual(
      plans.filter((plan: { isDefault: boolean }) => plan.isDefault).map((plan: { id: string }) => plan.id),
      [weekly.id],
    );
    const standard = plans.find((plan: { title: string }) => plan.title === 'Standard');
    const back = await answer('rate_plans_update', { ratePlanId: standard.id, isDefault: true, title: 'Standard flexible' });
    assert.deepEqual([back.isDefault, back.title], [true, 'Standard flexible']);
    assert.equal((await refusal('rate_plans_update', { ratePlanId: standard.id, isDefault: false })).code, 'DEFAULT_RATE_PLAN_REQUIRED');
  });

  it('refuses input the REST API refuses, with the same 400 body', async () => {
    for (const [tool, args] of [
      ['properties_create', { name: 'X', currency: 'EUR' }],
      ['properties_update', { propertyId: ws.propertyId, status: 'ARCHIVED' }],
      ['units_create', { propertyId: ws.propertyId, name: 'X', basePriceMinor: -1 }],
      ['units_update', { unitId: ws.unitIds[0], countOfRooms: 0 }],
      ['rate_plans_create', { unitId: ws.unitIds[0], title: '', basePriceMinor: 1 }],
      ['rate_plans_update', { ratePlanId: 'rp_x', basePriceMinor: 'cheap' }],
    ] as const) {
      const body = await refusal(tool, args);
      assert.deepEqual([body.statusCode, body.code], [400, 'VALIDATION_FAILED'], `${tool} ${JSON.stringify(args)}`);
    }
  });

  it('a VIEWER is refused every setup tool with SCOPE_REQUIRED', async () => {
    for (const [tool, args] of [
      ['properties_create', { name: 'X', currency: 'EUR', timezone: 'UTC' }],
      ['properties_update', { propertyId: ws.propertyId, name: 'X' }],
      ['properties_archive', { propertyId: ws.propertyId }],
      ['units_create', { propertyId: ws.propertyId, name: 'X', basePriceMinor: 1 }],
      ['units_update', { unitId: ws.unitIds[0], name: 'X' }],
      ['units_archive', { unitId: ws.unitIds[0] }],
      ['rate_plans_create', { unitId: ws.unitIds[0], title: 'X', basePriceMinor: 1 }],
      ['rate_plans_update', { ratePlanId: 'rp_x', title: 'X' }],
    ] as const) {
      const body = await refusal(tool, args, viewer);
      assert.deepEqual([body.code, body.role], ['SCOPE_REQUIRED', 'VIEWER'], tool);
    }
    const property = await rest(`/properties/${ws.propertyId}`);
    assert.deepEqual([property.name, property.status], ['Casa Teste', 'ACTIVE']);
  });

  it('another workspace’s ids answer NOT_FOUND, as missing ones do', async () => {
    for (const [tool, args] of [
      ['properties_update', { propertyId: other.propertyId, name: 'Mine' }],
      ['properties_archive', { propertyId: other.propertyId }],
      ['units_create', { propertyId: other.propertyId, name: 'Mine', basePriceMinor: 1 }],
      ['units_update', { unitId: other.unitIds[0], countOfRooms: 5 }],
      ['units_archive', { unitId: other.unitIds[0] }],
      ['rate_plans_create', { unitId: other.unitIds[0], title: 'Mine', basePriceMinor: 1 }],
    ] as const) {
      assert.equal((await refusal(tool, args)).code, 'NOT_FOUND', tool);
    }
    const theirs = (await http(`${servers.apiUrl}/properties/${other.propertyId}`, { key: other.readKey })).body;
    assert.deepEqual([theirs.name, theirs.status, theirs.units[0].countOfRooms, theirs.units[0].archivedAt], ['Casa Teste', 'ACTIVE', 1, null]);
  });

  it('lists the setup tools with their annotations: creates are not idempotent, nothing is destructive', async () => {
    const { tools } = await client.listTools();
    const annotations = (name: string) => {
      const { title: _title, ...hints } = tools.find((tool) => tool.name === name)?.annotations ?? {};
      return hints;
    };
    for (const name of ['properties_create', 'units_create', 'rate_plans_create']) {
      assert.deepEqual(annotations(name), { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false }, name);
    }
    for (const name of ['properties_update', 'properties_archive', 'units_update', 'units_archive', 'rate_plans_update']) {
      assert.deepEqual(annotations(name), { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false }, name);
    }
  });
});
