import assert from 'node:assert/strict';

import { AnyOperation, CATALOGUE, inputSchemaOf, JsonSchema } from '@innkeep/domain';

import { createWorkspaceFixture, daysFromNow, http, PROBE_ID, startTestServers, TestServers, WorkspaceFixture } from '../src';

type Ids = Record<string, string>;

/** Values that pass validation for the fields these probes do not vary. */
const EXAMPLES: Record<string, unknown> = {
  from: daysFromNow(40),
  to: daysFromNow(41),
  arrivalDate: daysFromNow(40),
  departureDate: daysFromNow(42),
  dueDate: daysFromNow(40),
  source: 'MANUAL',
  type: 'MAINTENANCE',
  guest: { firstName: 'Probe', lastName: 'Other' },
  percent: 5,
  policy: 'STRICT',
  instantBooking: true,
  cleaningFeeMinor: 1,
  name: 'Probe',
  title: 'Probe',
};

function exampleOf(name: string, schema: JsonSchema): unknown {
  if (name in EXAMPLES) return EXAMPLES[name];
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const kind = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (kind === 'integer' || kind === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (kind === 'boolean') return true;
  if (kind === 'array') return [];
  return 'x';
}

/** An id of the same shape that names nothing: `unit_3kTMd8Qx0pLw2aZf` → `unit_0000000000000000`. */
function missingLike(id: string): string {
  return id.replace(/_(.+)$/, (_, body: string) => `_${'0'.repeat(body.length)}`);
}

/** The id fields of an operation's input (`propertyId`, `unitId`, `reservationId`, `ratePlanId`…). */
function idFields(operation: AnyOperation): string[] {
  return Object.keys((inputSchemaOf(operation.input).properties ?? {}) as object).filter((name) => name.endsWith('Id'));
}

/**
 * A valid input for the operation in the caller's own workspace, with `field` set to `id`: the
 * required fields from examples and the caller's own ids, and the examples of optional fields.
 */
function inputWith(operation: AnyOperation, field: string, id: string, own: Ids): Record<string, unknown> {
  const schema = inputSchemaOf(operation.input);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[]) ?? []);
  const input: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (name === field) input[name] = id;
    else if (name.endsWith('Id')) {
      if (required.has(name)) input[name] = own[name];
    } else if (required.has(name) || name in EXAMPLES) input[name] = exampleOf(name, property);
  }
  return input;
}

/**
 * Another workspace's ids answer exactly like ids that name nothing, on every route and tool that
 * takes an id, for reads and writes alike, and nothing of the other workspace changes.
 */
describe('cross-workspace probes on every operation with an id', () => {
  let servers: TestServers;
  let mine: WorkspaceFixture;
  let theirs: WorkspaceFixture;
  let myIds: Ids;
  let theirIds: Ids;

  async function idsOf(ws: WorkspaceFixture): Promise<Ids> {
    // A webhook nobody serves, registered first so the reservation below gives it a delivery.
    const webhook = await http(`${servers.apiUrl}/webhooks`, { method: 'POST', key: ws.writeKey, body: { url: 'http://127.0.0.1:9/hooks', events: ['*'] } });
    assert.equal(webhook.status, 201);
    const reservation = await http(`${servers.apiUrl}/reservations`, {
      method: 'POST',
      key: ws.writeKey,
      body: {
        unitId: ws.unitIds[0],
        arrivalDate: daysFromNow(20),
        departureDate: daysFromNow(22),
        source: 'MANUAL',
        guest: { firstName: 'Cross', lastName: 'Probe' },
      },
    });
    assert.equal(reservation.status, 201);
    const rates = await http(`${servers.apiUrl}/rates?unitId=${ws.unitIds[0]}&from=${daysFromNow(1)}&to=${daysFromNow(1)}`, { key: ws.readKey });
    // A feed nobody serves: no probe may reach a synchronisation of another workspace's connection.
    const connection = await http(`${servers.apiUrl}/connections`, {
      method: 'POST',
      key: ws.writeKey,
      body: { propertyId: ws.propertyId, channel: 'AIRBNB', listings: [{ unitId: ws.unitIds[0], importUrl: 'http://127.0.0.1:9/feed.ics' }] },
    });
    assert.equal(connection.status, 201);
    const thread = await servers.operator.importMessage({
      reservationId: reservation.body.id,
      connectionId: connection.body.id,
      externalThreadId: 'probe',
      sender: 'Cross Probe',
      body: 'Probe',
    });
    assert.equal((await http(`${servers.apiUrl}/website/drafts`, { method: 'POST', key: ws.writeKey, body: { propertyId: ws.propertyId } })).status, 200);
    const deliveries = await http(`${servers.apiUrl}/webhooks/${webhook.body.id}/deliveries`, { key: ws.writeKey });
    const task = await http(`${servers.apiUrl}/tasks`, {
      method: 'POST',
      key: ws.writeKey,
      body: { type: 'INSPECTION', unitId: ws.unitIds[0], dueDate: daysFromNow(21) },
    });
    assert.equal(task.status, 201);
    const payment = await http(`${servers.apiUrl}/reservations/${reservation.body.id}/payments`, {
      method: 'POST',
      key: ws.writeKey,
      body: { amountMinor: 5000, method: 'CASH' },
    });
    assert.equal(payment.status, 201);
    const context = await http(`${servers.apiUrl}/workspace`, { key: ws.readKey });
    const sandbox = await http(`${servers.apiUrl}/sandboxes`, { method: 'POST', key: ws.writeKey, body: { name: 'Probed' } });
    assert.equal(sandbox.status, 201);
    return {
      sandboxId: sandbox.body.id,
      taskId: task.body.id,
      paymentId: payment.body.id,
      assigneeUserId: context.body.user.id,
      defaultAssigneeUserId: context.body.user.id,
      webhookId: webhook.body.id,
      deliveryId: deliveries.body.deliveries[0].id,
      propertyId: ws.propertyId,
      unitId: ws.unitIds[0],
      reservationId: reservation.body.id,
      ratePlanId: rates.body.rates[0].ratePlanId,
      connectionId: connection.body.id,
      guestId: reservation.body.guest.id,
      threadId: thread.threadId,
    };
  }

  /** What the other workspace looks like to its owner, to show that no probe changed it. */
  async function snapshotOfTheirs(): Promise<unknown> {
    const read = async (path: string) => (await http(`${servers.apiUrl}${path}`, { key: theirs.readKey })).body;
    return {
      reservation: await read(`/reservations/${theirIds.reservationId}`),
      property: await read(`/properties/${theirs.propertyId}`),
      units: await read(`/units?propertyId=${theirs.propertyId}`),
      calendar: await read(`/calendar?unitId=${theirIds.unitId}&from=${daysFromNow(1)}&to=${daysFromNow(60)}`),
      rates: await read(`/rates?unitId=${theirIds.unitId}&from=${daysFromNow(1)}&to=${daysFromNow(60)}`),
      connections: await read('/connections'),
      guest: await read(`/guests/${theirIds.guestId}`),
      thread: await read(`/messages/${theirIds.threadId}`),
      webhooks: (await http(`${servers.apiUrl}/webhooks`, { key: theirs.writeKey })).body.webhooks.map(
        (webhook: { id: string; url: string; events: string[] }) => [webhook.id, webhook.url, webhook.events],
      ),
      website: await read('/website'),
      posts: await read('/website/posts'),
      task: await read(`/tasks/${theirIds.taskId}`),
      payments: await read(`/reservations/${theirIds.reservationId}/payments`),
      sandboxes: (await read('/sandboxes')).sandboxes.map((sandbox: { id: string; name: string }) => [sandbox.id, sandbox.name]),
    };
  }

  beforeAll(async () => {
    servers = await startTestServers({
      API_LIMIT: '100000',
      API_WRITE_LIMIT: '100000',
      CHANNEL_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    });
    // BUSINESS, so that the website's operations (plan feature `website`) are probed too.
    mine = await createWorkspaceFixture(servers.operator, { plan: 'BUSINESS' });
    theirs = await createWorkspaceFixture(servers.operator, { plan: 'BUSINESS' });
    myIds = await idsOf(mine);
    theirIds = await idsOf(theirs);
  });
  afterAll(() => servers.close());

  /** An answer with the probed id written out of it, so a message naming it compares too. */
  const normalised = (answer: unknown, id: string) => JSON.parse(JSON.stringify(answer).split(id).join('<id>'));

  it('answers another workspace’s ids exactly like missing ids, on REST and MCP, and changes nothing there', async () => {
    const before = await snapshotOfTheirs();
    let probes = 0;
    let notFound = 0;
    for (const operation of CATALOGUE) {
      for (const field of idFields(operation)) {
        const foreign = theirIds[field];
        assert.ok(foreign, `no id of the other workspace for ${operation.name} ${field}`);
        const missing = missingLike(foreign);
        for (const route of operation.http) {
          const answers = [];
          for (const id of [foreign, missing]) {
            const input = inputWith(operation, field, id, myIds);
            const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(input[name])));
            for (const name of [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1])) delete input[name];
            for (const name of Object.keys(route.fixed ?? {})) delete input[name];
            const hasBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
            const query = hasBody ? '' : `?${new URLSearchParams(input as Record<string, string>)}`;
            const answer = await http(`${servers.apiUrl}${path}${query}`, {
              method: route.method,
              key: mine.writeKey,
              body: hasBody ? input : undefined,
              headers: PROBE_ID,
            });
            answers.push({ status: answer.status, body: normalised(answer.body, id) });
          }
          const where = `${route.method} ${route.path} with another workspace’s ${field}`;
          assert.deepEqual(answers[0], answers[1], where);
          probes += 1;
          if (answers[0].status === 404) notFound += 1;
          if (route.path.includes(`:${field}`)) assert.equal(answers[0].status, 404, where);
        }
        const tool = operation.mcp && operation.mcp.owner !== false ? operation.mcp.tool : undefined;
        if (tool) {
          const answers = [];
          for (const id of [foreign, missing]) {
            const answer = await http(servers.mcpUrl, {
              method: 'POST',
              key: mine.writeKey,
              headers: { accept: 'application/json, text/event-stream', ...PROBE_ID },
              rawBody: JSON.stringify({
                jsonrpc: '2.0',
                id: 1,
                method: 'tools/call',
                params: { name: tool, arguments: inputWith(operation, field, id, myIds) },
              }),
            });
            answers.push(normalised(answer.body, id));
          }
          assert.deepEqual(answers[0], answers[1], `MCP ${tool} with another workspace’s ${field}`);
          probes += 1;
        }
      }
    }
    // Every operation that takes an id was probed, and most answered as a missing object would.
    assert.ok(probes >= 30, `only ${probes} probes`);
    assert.ok(notFound >= probes / 3, `${notFound} of ${probes} REST probes answered 404`);
    assert.deepEqual(await snapshotOfTheirs(), before);
  });
});
