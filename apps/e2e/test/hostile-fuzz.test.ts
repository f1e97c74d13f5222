import assert from 'node:assert/strict';

import { CATALOGUE } from '@innkeep/domain';
import fc from 'fast-check';

import { createWorkspaceFixture, daysFromNow, http, startTestServers, TestServers, WorkspaceFixture } from '../src';
import { apiErrorProblem, HostileContext, hostileInput, hostileSegment, preview, restCall, RUNS, SEED } from '../src/hostile-input';

const JSON_RPC_INVALID_PARAMS = -32602;

/**
 * Every catalogue operation, on REST and on MCP, fed input generated from its own input schema.
 * Whatever arrives, the answer is never a 5xx and every error is an ApiError with a documented
 * code. The seed is fixed (HOSTILE_SEED, HOSTILE_RUNS change it); a failure prints it with the
 * shrunk counterexample.
 */
describe('hostile input on every operation', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let context: HostileContext;
  let cases = 0;
  let busyMs = 0;

  beforeAll(async () => {
    // Quotas are not what is probed here.
    servers = await startTestServers({ API_LIMIT: '1000000', API_WRITE_LIMIT: '1000000' });
    ws = await createWorkspaceFixture(servers.operator);
    const booked = await http(`${servers.apiUrl}/reservations`, {
      method: 'POST',
      key: ws.writeKey,
      body: {
        unitId: ws.unitIds[1],
        arrivalDate: daysFromNow(30),
        departureDate: daysFromNow(32),
        source: 'MANUAL',
        guest: { firstName: 'Fuzz', lastName: 'Target' },
      },
    });
    assert.equal(booked.status, 201);
    const rates = await http(`${servers.apiUrl}/rates?unitId=${ws.unitIds[0]}&from=${daysFromNow(1)}&to=${daysFromNow(1)}`, { key: ws.readKey });
    const task = await http(`${servers.apiUrl}/tasks`, {
      method: 'POST',
      key: ws.writeKey,
      body: { type: 'INSPECTION', unitId: ws.unitIds[0], dueDate: daysFromNow(30) },
    });
    assert.equal(task.status, 201);
    const payment = await http(`${servers.apiUrl}/reservations/${booked.body.id}/payments`, {
      method: 'POST',
      key: ws.writeKey,
      body: { amountMinor: 5000, method: 'CASH' },
    });
    assert.equal(payment.status, 201);
    context = {
      ids: {
        propertyId: [ws.propertyId],
        unitId: ws.unitIds,
        reservationId: [booked.body.id],
        ratePlanId: [rates.body.rates[0].ratePlanId],
        taskId: [task.body.id],
        paymentId: [payment.body.id],
      },
    };
  });

  afterAll(async () => {
    await servers.close();
    if (cases > 0) {
      console.log(
        `hostile fuzz: ${cases} cases in ${(busyMs / 1000).toFixed(1)} s, ${(cases / (busyMs / 1000)).toFixed(0)} cases/s (seed ${SEED}, ${RUNS} runs per operation and surface)`,
      );
    }
  });

  /** Runs one property with the fixed seed, counting cases and time for the throughput line. */
  async function check<T extends unknown[]>(property: fc.IAsyncProperty<T>) {
    const started = performance.now();
    try {
      await fc.assert(property, { numRuns: RUNS, seed: SEED });
    } finally {
      busyMs += performance.now() - started;
    }
  }

  const header = fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom('', 'x'.repeat(300), 'ws_missing', 'clé', '%00', '\t') },
  );

  for (const operation of CATALOGUE) {
    for (const route of operation.http) {
      it(`${route.method} ${route.path} (${operation.name}) answers no 5xx and only ApiErrors to hostile input`, async () => {
        await check(
          fc.asyncProperty(hostileInput(operation, context), hostileSegment, header, header, async (input, segment, showorg, idempotencyKey) => {
            cases += 1;
            const call = restCall(route, input, route.path.includes(':') ? segment : undefined);
            const headers: Record<string, string> = {};
            if (showorg !== undefined) headers.showorg = showorg;
            if (idempotencyKey !== undefined && call.body !== undefined) headers['idempotency-key'] = idempotencyKey;
            const answer = await http(`${servers.apiUrl}${call.path}`, { method: call.method, key: ws.writeKey, headers, rawBody: call.body });
            const seen = `${call.method} ${preview(call.path)} ${call.body === undefined ? '' : preview(call.body)} → ${answer.status} ${preview(answer.body)}`;
            assert.ok(answer.status < 500, seen);
            if (answer.status >= 400) assert.equal(apiErrorProblem(answer.status, answer.body), undefined, seen);
          }),
        );
      });
    }

    const tool = operation.mcp && operation.mcp.owner !== false ? operation.mcp.tool : undefined;
    if (tool) {
      it(`MCP ${tool} (${operation.name}) answers no internal error and only coded tool errors to hostile arguments`, async () => {
        await check(
          fc.asyncProperty(hostileInput(operation, context), header, async (args, idempotencyKey) => {
            cases += 1;
            const withControls =
              idempotencyKey !== undefined && args !== null && typeof args === 'object' && !Array.isArray(args) ? { ...args, idempotencyKey } : args;
            const message = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: withControls } };
            const answer = await http(servers.mcpUrl, {
              method: 'POST',
              key: ws.writeKey,
              headers: { accept: 'application/json, text/event-stream' },
              rawBody: JSON.stringify(message),
            });
            const seen = `${tool} ${preview(withControls)} → ${answer.status} ${preview(answer.body)}`;
            // The HTTP layer refuses what is not JSON it will parse (a `__proto__` key) before MCP reads it.
            if (answer.status !== 200) {
              assert.ok(answer.status < 500, seen);
              assert.equal(apiErrorProblem(answer.status, answer.body), undefined, seen);
              return;
            }
            if (answer.body.error) {
              // Only arguments that are not an object fail the protocol's own check.
              assert.equal(answer.body.error.code, JSON_RPC_INVALID_PARAMS, seen);
              assert.ok(withControls === null || typeof withControls !== 'object' || Array.isArray(withControls), seen);
              return;
            }
            const result = answer.body.result;
            if (!result.isError) return;
            const body = JSON.parse(result.content[0].text);
            assert.ok(body.statusCode < 500, seen);
            assert.equal(apiErrorProblem(body.statusCode, body), undefined, seen);
          }),
        );
      });
    }
  }
});
