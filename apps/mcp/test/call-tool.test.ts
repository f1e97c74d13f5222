import assert from 'node:assert/strict';

import type { Principal } from '@innkeep/domain';
import { OperationTestbed } from '@innkeep/domain/testing';
import { MemoryQuotaStore, QuotaPolicy } from '@innkeep/ratelimit';
import { OperationExecutor, ServerRuntime } from '@innkeep/server';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

import { McpServerFactory, STALE_CONFIRMATION } from '../src/tools/mcp-server-factory';
import { UnknownToolError } from '../src/tools/tool-call';

const LIMITS = { read: 100, write: 100, windowSeconds: 3600, unauthenticated: 100, unauthenticatedWindowSeconds: 60 };

/**
 * callTool over the real executor and quota policy, on the domain's in-memory fakes. The MCP
 * transport authenticated the caller already, so the executor is handed the principal.
 */
function toolBed() {
  const bed = new OperationTestbed();
  const seeded = bed.seedWorkspace();
  const errors: unknown[] = [];
  const unauthenticated = {
    authenticate: async () => {
      throw new Error('A tool call arrives authenticated');
    },
  } as unknown as OperationExecutor['authenticator'];
  const executor = new OperationExecutor(
    unauthenticated,
    new QuotaPolicy(new MemoryQuotaStore(() => bed.db.now().getTime()), LIMITS),
    bed.repos,
    bed.unitOfWork,
    bed.service,
    {
      error: (message, detail) => errors.push({ message, detail }),
      warn: () => undefined,
    },
  );
  const runtime = { executor, confirmations: bed.confirmations, config: { mcpConformanceFixtures: false } } as unknown as ServerRuntime;
  const tools = new McpServerFactory(runtime);
  const call = (name: string, args: Record<string, unknown> = {}, principal: Principal = seeded.principal, extra: { confirmationToken?: string } = {}) =>
    tools.callTool({ principal, clientAddress: '203.0.113.7', requestId: 'req_1', name, arguments: args, ...extra }) as Promise<CallToolResult>;
  return { bed, ...seeded, tools, call, errors };
}

/** An isError result's body: the REST error body, as JSON text, and no structuredContent. */
function refusalOf(result: CallToolResult): Record<string, unknown> {
  assert.equal(result.isError, true, `expected an error result, got ${JSON.stringify(result)}`);
  assert.equal(result.structuredContent, undefined);
  assert.equal(result.content.length, 1);
  return JSON.parse((result.content[0] as { text: string }).text);
}

function answerOf(result: CallToolResult): Record<string, unknown> {
  assert.notEqual(result.isError, true, `expected an answer, got ${JSON.stringify(result)}`);
  assert.deepEqual(JSON.parse((result.content[0] as { text: string }).text), result.structuredContent, 'the text is the structured content');
  return result.structuredContent as Record<string, unknown>;
}

describe('callTool', () => {
  it('answers the operation’s answer as structuredContent and as its JSON text', async () => {
    const { call, property } = toolBed();
    const answer = answerOf(await call('properties_get', { propertyId: property.id }));
    assert.deepEqual([answer.id, answer.name], [property.id, property.name]);
  });

  it('answers a refused input as an error result with the REST body: VALIDATION_FAILED with its messages', async () => {
    const { call, bed } = toolBed();
    const body = refusalOf(await call('properties_get', {}));
    assert.deepEqual([body.statusCode, body.code], [400, 'VALIDATION_FAILED']);
    assert.deepEqual(body.message, [
      'propertyId must be shorter than or equal to 64 characters',
      'propertyId should not be empty',
      'propertyId must be a string',
    ]);
    assert.deepEqual(refusalOf(await call('properties_get', { propertyId: 'prop_1', surprise: true })).code, 'VALIDATION_FAILED');
    assert.deepEqual(bed.repos.calls.methods(), []);
  });

  it('maps a domain refusal to an error result with its status, code and message', async () => {
    const { call } = toolBed();
    const body = refusalOf(await call('properties_get', { propertyId: 'prop_missing' }));
    assert.deepEqual([body.statusCode, body.code], [404, 'NOT_FOUND']);
    assert.equal(typeof body.msg, 'string');
  });

  it('answers SCOPE_REQUIRED to a key without the write scope, inside the result', async () => {
    const { call, property, principal } = toolBed();
    const body = refusalOf(await call('properties_update', { propertyId: property.id, name: 'New' }, { ...principal, scopes: ['pms:read'] }));
    assert.deepEqual([body.statusCode, body.code], [403, 'SCOPE_REQUIRED']);
  });

  it('throws UnknownToolError for a tool it does not have, which the server turns into invalid params', async () => {
    const { call } = toolBed();
    await assert.rejects(call('no_such_tool'), (error: unknown) => error instanceof UnknownToolError && error.tool === 'no_such_tool');
  });

  describe('dry runs', () => {
    it('answers a write run dry with dryRun true and keeps nothing; a refused one says it was dry', async () => {
      const { call, property, bed } = toolBed();
      const before = property.name;
      const answer = answerOf(await call('properties_update', { propertyId: property.id, name: 'Casa Nova', dryRun: true }));
      assert.deepEqual([answer.name, answer.dryRun], ['Casa Nova', true]);
      assert.equal(bed.db.tables.properties.get(property.id)!.name, before);
      const refused = refusalOf(await call('properties_update', { propertyId: 'prop_missing', name: 'X', dryRun: true }));
      assert.deepEqual([refused.code, refused.dryRun], ['NOT_FOUND', true]);
    });

    it('refuses a dryRun that is not a boolean on a write, and ignores it on a read', async () => {
      const { call, property } = toolBed();
      const refused = refusalOf(await call('properties_update', { propertyId: property.id, name: 'X', dryRun: 'yes' }));
      assert.deepEqual([refused.code, refused.message], ['VALIDATION_FAILED', ['dryRun must be true or false']]);
      assert.equal(answerOf(await call('properties_get', { propertyId: property.id, dryRun: 'yes' })).dryRun, undefined);
    });
  });

  describe('confirmations', () => {
    function withConfirmedStay() {
      const context = toolBed();
      const stay = context.bed.db.addReservation(context.unit, { status: 'CONFIRMED', arrivalDate: '2030-08-12', departureDate: '2030-08-15' });
      return { ...context, stay };
    }

    it('answers CONFIRMATION_REQUIRED with the question and a token, changing nothing; the token then runs the write once', async () => {
      const { call, stay, bed } = withConfirmedStay();
      const asked = refusalOf(await call('reservation_cancel', { reservationId: stay.id }));
      assert.equal(asked.code, 'CONFIRMATION_REQUIRED');
      assert.match(String(asked.msg), /^Cancel the confirmed reservation of .+ arriving Mon 12 Aug 2030 and leaving Thu 15 Aug 2030 \(3 nights\)\?/);
      assert.match(String(asked.hint), /^Nothing was changed\./);
      assert.equal(typeof asked.confirmationToken, 'string');
      assert.equal(asked.tokenRejected, undefined);
      assert.equal(bed.db.reservation(stay.id)!.status, 'CONFIRMED');
      const done = answerOf(await call('reservation_cancel', { reservationId: stay.id, confirmationToken: asked.confirmationToken }));
      assert.equal(done.status, 'CANCELLED');
      assert.equal(bed.db.reservation(stay.id)!.status, 'CANCELLED');
    });

    it('asks again, saying the earlier yes no longer applies, for a token of other arguments', async () => {
      const { call, stay, bed, unit } = withConfirmedStay();
      const other = bed.db.addReservation(unit, { status: 'CONFIRMED', arrivalDate: '2030-09-01', departureDate: '2030-09-02' });
      const asked = refusalOf(await call('reservation_cancel', { reservationId: other.id }));
      const again = refusalOf(await call('reservation_cancel', { reservationId: stay.id, confirmationToken: asked.confirmationToken }));
      assert.deepEqual([again.code, again.tokenRejected], ['CONFIRMATION_REQUIRED', true]);
      assert.ok(String(again.msg).startsWith(STALE_CONFIRMATION));
      assert.notEqual(again.confirmationToken, asked.confirmationToken);
      assert.equal(bed.db.reservation(stay.id)!.status, 'CONFIRMED');
    });

    it('hands the question to the revision’s own way of asking when it has one', async () => {
      const { tools, principal, stay } = withConfirmedStay();
      const asked = await tools.callTool({
        principal,
        clientAddress: '203.0.113.7',
        requestId: 'req_1',
        name: 'reservation_cancel',
        arguments: { reservationId: stay.id },
        confirm: (ask) => ask,
      });
      assert.equal((asked as { operation: { name: string } }).operation.name, 'reservations.cancel');
      assert.match((asked as { message: string }).message, /^Cancel the confirmed reservation/);
      assert.equal((asked as { tokenRejected: boolean }).tokenRejected, false);
    });

    it('asks nothing where the operation needs no yes (a PROVISIONAL stay)', async () => {
      const { call, bed, unit } = toolBed();
      const provisional = bed.db.addReservation(unit, { status: 'PROVISIONAL' });
      assert.equal(answerOf(await call('reservation_cancel', { reservationId: provisional.id })).status, 'CANCELLED');
    });
  });

  describe('list tools', () => {
    it('keep the fields asked for with the id, and page by cursor', async () => {
      const { call, bed, workspace } = toolBed();
      for (const name of ['B', 'C']) bed.db.addProperty({ workspaceId: workspace.id, name });
      const first = answerOf(await call('properties_list', { fields: ['name'], take: 2 }));
      assert.equal((first.properties as unknown[]).length, 2);
      for (const item of first.properties as Record<string, unknown>[]) assert.deepEqual(Object.keys(item).sort(), ['id', 'name']);
      const second = answerOf(await call('properties_list', { fields: ['name'], take: 2, cursor: first.nextCursor }));
      assert.deepEqual([(second.properties as unknown[]).length, second.nextCursor], [1, null]);
    });

    it('refuse empty fields or a cursor they did not give out with VALIDATION_FAILED', async () => {
      const { call } = toolBed();
      assert.equal(refusalOf(await call('properties_list', { fields: [] })).code, 'VALIDATION_FAILED');
      assert.equal(refusalOf(await call('properties_list', { cursor: 'abc' })).code, 'VALIDATION_FAILED');
    });
  });

  it('turns `clear` into the null a REST client sends, and refuses a name that cannot be cleared', async () => {
    const { call, bed, unit } = toolBed();
    answerOf(await call('units_set_listing_settings', { unitId: unit.id, weekendPriceMinor: 15_000, cleaningFeeMinor: 3_000 }));
    answerOf(await call('units_set_listing_settings', { unitId: unit.id, clear: ['weekendPriceMinor'] }));
    const settings = bed.db.tables.units.get(unit.id)!.listingSettings;
    assert.deepEqual([settings.weekendPriceMinor, settings.cleaningFeeMinor], [null, 3_000]);
    assert.equal(refusalOf(await call('units_set_listing_settings', { unitId: unit.id, clear: ['checkInWeekdays'] })).code, 'VALIDATION_FAILED');
  });
});
