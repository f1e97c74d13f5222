import assert from 'node:assert/strict';

import { addDays } from '@innkeep/domain';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';

import { connectMcpClient, createWorkspaceFixture, daysFromNow, http, startTestServers, TestServers, toolText, WorkspaceFixture } from '../src';

describe('inventory and reservations through MCP', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let client: Client;
  const start = daysFromNow(150);
  const night = (offset: number) => addDays(start, offset);

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
    client = await connectMcpClient(servers.mcpUrl, ws.writeKey);
  });
  afterAll(async () => {
    await client.close();
    await servers.close();
  });

  const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args });
  const createArgs = (arrival: number) => ({
    unitId: ws.unitIds[0],
    arrivalDate: night(arrival),
    departureDate: night(arrival + 2),
    source: 'DIRECT',
    guest: { firstName: 'Maria', lastName: 'Mcp' },
  });

  it('creates, reads, lists and moves reservations with the REST shapes', async () => {
    const created = await call('reservation_create', { ...createArgs(0), idempotencyKey: 'mcp-create-1' });
    assert.equal(created.isError, undefined, JSON.stringify(created.content));
    const reservation = created.structuredContent as any;
    const replay = await call('reservation_create', { ...createArgs(0), idempotencyKey: 'mcp-create-1' });
    assert.equal((replay.structuredContent as any).id, reservation.id);
    const rest = await http(`${servers.apiUrl}/reservations/${reservation.id}`, { key: ws.readKey });
    assert.deepEqual((await call('reservations_get', { reservationId: reservation.id })).structuredContent, rest.body);
    const listed = (await call('reservations_list', { unitId: ws.unitIds[0] })).structuredContent as any;
    assert.deepEqual(
      listed.reservations.map((r: { id: string }) => r.id),
      [reservation.id],
    );
    const moved = await call('reservation_move', { reservationId: reservation.id, arrivalDate: night(1), departureDate: night(3) });
    assert.equal((moved.structuredContent as any).arrivalDate, night(1));
    const calendar = (await call('calendar_get', { from: night(0), to: night(3), unitId: ws.unitIds[0] })).structuredContent as any;
    assert.deepEqual(calendar.units[0].reserved, [0, 1, 1, 0], 'the compact form by default');
  });

  it('asks for confirmation before cancelling a CONFIRMED reservation, and changes nothing until then', async () => {
    const reservation = (await call('reservation_create', createArgs(10))).structuredContent as any;
    const first = await call('reservation_cancel', { reservationId: reservation.id });
    assert.equal(first.isError, true);
    const ask = toolText(first);
    assert.equal(ask.code, 'CONFIRMATION_REQUIRED');
    assert.match(ask.confirmationToken, /^ikc_/);
    assert.equal((await http(`${servers.apiUrl}/reservations/${reservation.id}`, { key: ws.readKey })).body.status, 'CONFIRMED');

    const wrongTarget = (await call('reservation_create', createArgs(20))).structuredContent as any;
    const misused = await call('reservation_cancel', { reservationId: wrongTarget.id, confirmationToken: ask.confirmationToken });
    assert.equal(toolText(misused).code, 'CONFIRMATION_REQUIRED', 'a token is bound to its arguments');

    const confirmed = await call('reservation_cancel', { reservationId: reservation.id, confirmationToken: ask.confirmationToken });
    assert.equal(confirmed.isError, undefined, JSON.stringify(confirmed.content));
    assert.equal((confirmed.structuredContent as any).status, 'CANCELLED');
    const reused = await call('reservation_cancel', { reservationId: reservation.id, confirmationToken: ask.confirmationToken });
    assert.equal(toolText(reused).code, 'INVALID_TRANSITION');

    const stored = await servers.dataSource.query(`SELECT token_hash FROM confirmations`);
    assert.ok(
      stored.every((row: { token_hash: string }) => !row.token_hash.startsWith('ikc_')),
      'tokens are stored hashed',
    );
  });

  it('cancels a PROVISIONAL reservation without asking', async () => {
    const reservation = (await call('reservation_create', { ...createArgs(30), status: 'PROVISIONAL' })).structuredContent as any;
    const cancelled = await call('reservation_cancel', { reservationId: reservation.id });
    assert.equal((cancelled.structuredContent as any).status, 'CANCELLED');
  });

  it('sets statuses and blocks nights; lifting an OWNER block needs confirmation, MAINTENANCE does not', async () => {
    const reservation = (await call('reservation_create', { ...createArgs(40), status: 'INQUIRY' })).structuredContent as any;
    const provisional = await call('reservation_set_status', { reservationId: reservation.id, status: 'PROVISIONAL' });
    assert.equal((provisional.structuredContent as any).status, 'PROVISIONAL');
    const invalid = await call('reservation_set_status', { reservationId: reservation.id, status: 'CHECKED_OUT' });
    assert.equal(toolText(invalid).code, 'INVALID_TRANSITION');

    const owner = await call('calendar_block', { unitId: ws.unitIds[1], from: night(50), to: night(51), type: 'OWNER' });
    assert.equal(owner.isError, undefined, JSON.stringify(owner.content));
    await call('calendar_block', { unitId: ws.unitIds[1], from: night(60), to: night(61), type: 'MAINTENANCE' });
    const maintenance = await call('calendar_unblock', { unitId: ws.unitIds[1], from: night(60), to: night(61) });
    assert.deepEqual(maintenance.structuredContent, { lifted: 2 });
    const ask = await call('calendar_unblock', { unitId: ws.unitIds[1], from: night(50), to: night(51) });
    const { confirmationToken } = toolText(ask);
    assert.ok(confirmationToken);
    const lifted = await call('calendar_unblock', { unitId: ws.unitIds[1], from: night(50), to: night(51), confirmationToken });
    assert.deepEqual(lifted.structuredContent, { lifted: 2 });
  });

  it('marks the dangerous tools destructive and the others not', async () => {
    const { tools } = await client.listTools();
    const hint = (name: string) => tools.find((tool) => tool.name === name)!.annotations!;
    assert.equal(hint('reservation_cancel').destructiveHint, true);
    assert.equal(hint('calendar_unblock').destructiveHint, true);
    assert.equal(hint('reservation_create').destructiveHint, false);
    assert.equal(hint('calendar_get').readOnlyHint, true);
    assert.ok(tools.find((tool) => tool.name === 'reservation_cancel')!.inputSchema.properties!.confirmationToken);
  });
});
