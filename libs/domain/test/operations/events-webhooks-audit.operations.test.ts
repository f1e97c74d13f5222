import assert from 'node:assert/strict';

import type { AuditEntryView, EventActor, OutboundUrlPolicy, Principal, WebhookDeliveryView } from '../../src';
import { validateInput } from '../../src';
import { createWebhook } from '../../src/operations/events/create-webhook.operation';
import { deleteWebhook } from '../../src/operations/events/delete-webhook.operation';
import { listAudit } from '../../src/operations/events/list-audit.operation';
import { listEvents } from '../../src/operations/events/list-events.operation';
import { listWebhookDeliveries } from '../../src/operations/events/list-webhook-deliveries.operation';
import { listWebhooks } from '../../src/operations/events/list-webhooks.operation';
import { retryWebhookDelivery } from '../../src/operations/events/retry-webhook-delivery.operation';
import { OperationTestbed } from '../../testing';

const ACTOR: EventActor = { kind: 'API_KEY', id: 'key_1', userId: 'usr_1', surface: 'REST' };

/** Registers a webhook as the api does, with its address policy (private addresses refused). */
async function register(
  bed: OperationTestbed,
  principal: Principal,
  raw: Record<string, unknown>,
  policy: OutboundUrlPolicy | null = { isAllowed: async (url) => !url.includes('://10.') },
) {
  const input = validateInput(createWebhook.input, raw);
  return bed.unitOfWork.run((scope) => createWebhook.handle({ ...bed.context(principal, scope.repos), webhookUrls: policy ?? undefined }, input));
}

function delivery(id: string, overrides: Partial<WebhookDeliveryView> = {}): WebhookDeliveryView {
  return {
    id,
    endpointId: 'we_1',
    eventId: 'evt_1',
    eventType: 'reservation.created',
    status: 'FAILED',
    attempts: 3,
    lastStatusCode: 500,
    lastDurationMs: 120,
    lastError: 'HTTP 500',
    lastAttemptAt: '2026-06-01T09:00:00.000Z',
    nextAttemptAt: null,
    createdAt: '2026-06-01T08:00:00.000Z',
    attemptLog: [],
    ...overrides,
  } as WebhookDeliveryView;
}

describe('webhooks.create, webhooks.list and webhooks.delete', () => {
  it('registers an ENABLED endpoint and answers its signing secret once; the list never shows the secret', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    const made = await register(bed, principal, {
      url: ' https://example.com/hooks ',
      events: ['reservation.created', 'reservation.created', 'block.created'],
      description: 'Accounting',
    });
    assert.match(made.secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
    assert.deepEqual(
      [made.url, made.events, made.description, made.status, made.consecutiveFailures, made.pendingDeliveries],
      ['https://example.com/hooks', ['reservation.created', 'block.created'], 'Accounting', 'ENABLED', 0, 0],
    );
    const { webhooks } = await bed.run(listWebhooks, principal);
    const { secret: _secret, ...shown } = made;
    assert.deepEqual(webhooks, [shown]);
    assert.ok(!JSON.stringify(webhooks).includes(made.secret));
    assert.deepEqual((await bed.run(listWebhooks, bed.seedWorkspace().principal)).webhooks, []);
  });

  it('keeps ["*"] alone when every type is asked for', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    assert.deepEqual((await register(bed, principal, { url: 'https://example.com/all', events: ['reservation.created', '*'] })).events, ['*']);
  });

  it('refuses a private address, or any address where no policy is set, with URL_NOT_ALLOWED, and an unknown event type with VALIDATION_FAILED', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    await assert.rejects(register(bed, principal, { url: 'http://10.0.0.1/hook', events: ['*'] }), { code: 'URL_NOT_ALLOWED' });
    await assert.rejects(register(bed, principal, { url: 'https://example.com/hook', events: ['*'] }, null), { code: 'URL_NOT_ALLOWED' });
    await assert.rejects(register(bed, principal, { url: 'https://example.com/hook', events: ['reservation.eaten'] }), { code: 'VALIDATION_FAILED' });
    await assert.rejects(register(bed, principal, { url: 'https://example.com/hook', events: [] }), { code: 'VALIDATION_FAILED' });
    assert.deepEqual(bed.repos.webhooks.endpoints, []);
  });

  it('deletes an endpoint of the workspace; another workspace’s, or one deleted already, answers NOT_FOUND', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    const made = await register(bed, principal, { url: 'https://example.com/hooks', events: ['*'] });
    await assert.rejects(bed.run(deleteWebhook, bed.seedWorkspace().principal, { webhookId: made.id }), { code: 'NOT_FOUND' });
    assert.deepEqual(await bed.run(deleteWebhook, principal, { webhookId: made.id }), { id: made.id, deleted: true });
    assert.deepEqual((await bed.run(listWebhooks, principal)).webhooks, []);
    await assert.rejects(bed.run(deleteWebhook, principal, { webhookId: made.id }), { code: 'NOT_FOUND' });
  });
});

describe('webhooks.deliveries and webhooks.retryDelivery', () => {
  async function withEndpoint() {
    const bed = new OperationTestbed();
    const seeded = bed.seedWorkspace();
    const endpoint = await register(bed, seeded.principal, { url: 'https://example.com/hooks', events: ['*'] });
    return { bed, ...seeded, endpoint };
  }

  it('answers a page of deliveries with the cursor of its last one when more follow, asking for the state and page asked', async () => {
    const { bed, principal, endpoint, workspace } = await withEndpoint();
    bed.repos.webhooks.answers.deliveries = [delivery('whd_3'), delivery('whd_2'), delivery('whd_1')];
    const page = await bed.run(listWebhookDeliveries, principal, { webhookId: endpoint.id, status: 'FAILED', take: '2', cursor: 'whd_4' });
    assert.deepEqual([page.deliveries.map((row) => row.id), page.nextCursor], [['whd_3', 'whd_2'], 'whd_2']);
    assert.deepEqual(bed.repos.calls.argumentsOf('webhooks.deliveries'), [[workspace.id, endpoint.id, { status: 'FAILED', take: 3, before: 'whd_4' }]]);
    bed.repos.webhooks.answers.deliveries = [delivery('whd_1')];
    assert.deepEqual(await bed.run(listWebhookDeliveries, principal, { webhookId: endpoint.id }), { deliveries: [delivery('whd_1')], nextCursor: null });
    assert.deepEqual(bed.repos.calls.argumentsOf('webhooks.deliveries')[1][2], { status: null, take: 51, before: null });
  });

  it('answers NOT_FOUND for an endpoint of another workspace without reading deliveries, and VALIDATION_FAILED for an unknown state', async () => {
    const { bed, endpoint, principal } = await withEndpoint();
    await assert.rejects(bed.run(listWebhookDeliveries, bed.seedWorkspace().principal, { webhookId: endpoint.id }), { code: 'NOT_FOUND' });
    assert.deepEqual(bed.repos.calls.argumentsOf('webhooks.deliveries'), []);
    await assert.rejects(bed.run(listWebhookDeliveries, principal, { webhookId: endpoint.id, status: 'LOST' }), { code: 'VALIDATION_FAILED' });
  });

  it('queues a delivery again and answers it; one the workspace does not have answers NOT_FOUND', async () => {
    const { bed, endpoint, principal, workspace } = await withEndpoint();
    const queued = delivery('whd_1', { status: 'PENDING', nextAttemptAt: '2026-06-01T10:00:00.000Z' });
    bed.repos.webhooks.answers.retryDelivery = queued;
    assert.deepEqual(await bed.run(retryWebhookDelivery, principal, { webhookId: endpoint.id, deliveryId: 'whd_1' }), queued);
    assert.deepEqual(bed.repos.calls.argumentsOf('webhooks.retryDelivery'), [[workspace.id, endpoint.id, 'whd_1']]);
    bed.repos.webhooks.answers.retryDelivery = null;
    await assert.rejects(bed.run(retryWebhookDelivery, principal, { webhookId: endpoint.id, deliveryId: 'whd_9' }), { code: 'NOT_FOUND' });
  });
});

describe('events.list', () => {
  async function withEvents(count: number) {
    const bed = new OperationTestbed();
    const seeded = bed.seedWorkspace();
    for (let index = 1; index <= count; index += 1) {
      bed.repos.events.record({ type: index % 2 ? 'block.created' : 'block.lifted', resource: { type: 'block', id: `blk_${index}` }, data: { index } });
    }
    await bed.repos.events.flush(seeded.workspace.id, ACTOR);
    return { bed, ...seeded };
  }

  it('reads the feed in pages from the cursor each page answers, and an empty page still answers one to poll with', async () => {
    const { bed, principal } = await withEvents(5);
    const first = await bed.run(listEvents, principal, { take: '2' });
    assert.deepEqual(
      first.events.map((event) => event.resource.id),
      ['blk_1', 'blk_2'],
    );
    const second = await bed.run(listEvents, principal, { after: first.nextCursor, take: '2' });
    assert.deepEqual(
      second.events.map((event) => event.resource.id),
      ['blk_3', 'blk_4'],
    );
    const third = await bed.run(listEvents, principal, { after: second.nextCursor });
    assert.deepEqual(
      third.events.map((event) => event.resource.id),
      ['blk_5'],
    );
    const empty = await bed.run(listEvents, principal, { after: third.nextCursor });
    assert.deepEqual(empty.events, []);
    assert.equal(typeof empty.nextCursor, 'string');
    // Polling with it later gives what was written since.
    bed.repos.events.record({ type: 'block.created', resource: { type: 'block', id: 'blk_6' }, data: {} });
    await bed.repos.events.flush(principal.workspaceId, ACTOR);
    assert.deepEqual(
      (await bed.run(listEvents, principal, { after: empty.nextCursor })).events.map((event) => event.resource.id),
      ['blk_6'],
    );
  });

  it('keeps only the types asked for (a comma-separated list on REST)', async () => {
    const { bed, principal } = await withEvents(4);
    const lifted = await bed.run(listEvents, principal, { types: 'block.lifted' });
    assert.deepEqual(
      lifted.events.map((event) => [event.type, event.resource.id]),
      [
        ['block.lifted', 'blk_2'],
        ['block.lifted', 'blk_4'],
      ],
    );
    await assert.rejects(bed.run(listEvents, principal, { types: 'block.eaten' }), { code: 'VALIDATION_FAILED' });
  });

  it('answers BAD_CURSOR for a cursor it did not give out, or one of another workspace’s feed', async () => {
    const { bed, principal } = await withEvents(1);
    const other = bed.seedWorkspace();
    const theirs = (await bed.run(listEvents, other.principal)).nextCursor;
    await assert.rejects(bed.run(listEvents, principal, { after: theirs }), { code: 'BAD_CURSOR' });
    await assert.rejects(bed.run(listEvents, principal, { after: 'not-a-cursor' }), { code: 'BAD_CURSOR' });
  });
});

describe('audit.list', () => {
  const entry = (id: string): AuditEntryView => ({
    id,
    at: '2026-06-01T09:00:00.000Z',
    operation: 'rates.set',
    actor: ACTOR,
    targets: { unitId: 'unit_1' },
    outcome: { statusCode: 200, errorCode: null },
  });

  it('answers a page of entries with the cursor of its last one when more follow, passing every filter on', async () => {
    const bed = new OperationTestbed();
    const { principal, workspace } = bed.seedWorkspace();
    bed.repos.audit.answers.list = [entry('aud_9'), entry('aud_8'), entry('aud_7')];
    const page = await bed.run(listAudit, principal, {
      from: '2026-05-01',
      to: '2026-06-01T12:00:00Z',
      actor: 'key_1',
      operation: 'rates.set',
      cursor: 'aud_10',
      take: '2',
    });
    assert.deepEqual([page.entries.map((row) => row.id), page.nextCursor], [['aud_9', 'aud_8'], 'aud_8']);
    assert.deepEqual(bed.repos.calls.argumentsOf('audit.list'), [
      [workspace.id, { from: '2026-05-01', to: '2026-06-01T12:00:00Z', actor: 'key_1', operation: 'rates.set', take: 3, before: 'aud_10' }],
    ]);
    bed.repos.audit.answers.list = [entry('aud_1')];
    assert.deepEqual(await bed.run(listAudit, principal), { entries: [entry('aud_1')], nextCursor: null });
    assert.equal(bed.repos.calls.argumentsOf('audit.list')[1][1].take, 51);
  });

  it('refuses a period that ends before it starts, a cursor it did not give out and a page above 200 with VALIDATION_FAILED, reading nothing', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    await assert.rejects(bed.run(listAudit, principal, { from: '2026-06-02', to: '2026-06-01' }), {
      code: 'VALIDATION_FAILED',
      message: 'to (2026-06-01) is before from (2026-06-02).',
    });
    await assert.rejects(bed.run(listAudit, principal, { cursor: 'evt_1' }), { code: 'VALIDATION_FAILED' });
    await assert.rejects(bed.run(listAudit, principal, { take: '201' }), { code: 'VALIDATION_FAILED' });
    await assert.rejects(bed.run(listAudit, principal, { from: 'yesterday' }), { code: 'VALIDATION_FAILED' });
    assert.deepEqual(bed.repos.calls.argumentsOf('audit.list'), []);
  });

  it('is the owners’ and admins’ alone', () => {
    assert.deepEqual(listAudit.roles, ['OWNER', 'ADMIN']);
  });
});
