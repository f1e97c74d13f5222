import assert from 'node:assert/strict';

import { TypeormUnitOfWork, WebhookDispatchStore } from '@innkeep/persistence';
import { PublicUrlPolicy } from '@innkeep/server';
import { WebhookDispatcher } from '@innkeep/worker';

import {
  connectMcpClient,
  createMemberKey,
  createWorkspaceFixture,
  daysFromNow,
  http,
  makeConfigHome,
  parseJsonOutput,
  runCli,
  startTestServers,
  TestServers,
  toolText,
  WorkspaceFixture,
} from '../src';
import { waitFor } from '../src/wait-for';
import { WebhookReceiver } from '../src/webhook-receiver';

interface FeedEvent {
  id: string;
  type: string;
  resource: { type: string; id: string };
  data: Record<string, unknown>;
  actor: { kind: string; id: string | null; surface: string };
}

/** The change feed, webhooks signed and delivered by the worker's dispatcher, and the audit log. */
describe('events, webhooks and the audit log', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let dispatcher: WebhookDispatcher;
  const api = (path: string) => `${servers.apiUrl}${path}`;
  const night = (offset: number) => daysFromNow(20 + offset);

  beforeAll(async () => {
    servers = await startTestServers({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', API_WRITE_LIMIT: '100000', API_READ_LIMIT: '100000' });
    ws = await createWorkspaceFixture(servers.operator);
    const { dataSource, runtime } = servers;
    dispatcher = new WebhookDispatcher(
      new WebhookDispatchStore(dataSource, runtime.secrets),
      new TypeormUnitOfWork(dataSource, { secrets: runtime.secrets }),
      new PublicUrlPolicy(true),
      runtime.log,
      {
        timeoutMs: 2000,
        concurrency: 4,
        idleMs: 50,
      },
    );
    dispatcher.start();
  });
  afterAll(async () => {
    await dispatcher.stop();
    await servers.close();
  });

  const readFeed = async (key: string, after: string | null, take: number, types?: string) => {
    const query = new URLSearchParams({ take: String(take), ...(after ? { after } : {}), ...(types ? { types } : {}) });
    const page = await http(api(`/events?${query}`), { key });
    assert.equal(page.status, 200, JSON.stringify(page.body));
    return page.body as { events: FeedEvent[]; nextCursor: string };
  };

  it('records each write’s event with its actor, in the write’s own transaction', async () => {
    const created = await http(api('/reservations'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: ws.unitIds[1], source: 'DIRECT', arrivalDate: night(0), departureDate: night(2), guest: { firstName: 'Ada', lastName: 'Lovelace' } },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const refused = await http(api('/reservations'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: ws.unitIds[1], source: 'DIRECT', arrivalDate: night(2), departureDate: night(1), guest: { firstName: 'A', lastName: 'B' } },
    });
    assert.equal(refused.status, 400);
    const { events } = await readFeed(ws.readKey, null, 100);
    const mine = events.filter((event) => event.resource.id === created.body.id);
    assert.deepEqual(
      mine.map((event) => event.type),
      ['reservation.created'],
    );
    assert.equal(mine[0].data.arrivalDate, night(0));
    assert.equal(mine[0].actor.kind, 'API_KEY');
    assert.equal(mine[0].actor.surface, 'REST');
    assert.equal(events.length, 1, 'a refused write stores no event');
  });

  it('reads every event exactly once in commit order, in pages of 7, while 200 writes from two credentials run and three writers hold their transactions open', async () => {
    const member = await createMemberKey(servers.operator, ws.workspaceId, 'MEMBER');
    const start = (await readFeed(ws.readKey, null, 500)).nextCursor;
    const [plan] = (await servers.dataSource.query(`SELECT id FROM rate_plans WHERE workspace_id = $1 AND unit_id = $2 AND is_default`, [
      ws.workspaceId,
      ws.unitIds[1],
    ])) as { id: string }[];
    const held: Promise<void>[] = [];
    let releaseHeld!: () => void;
    const released = new Promise<void>((resolve) => (releaseHeld = resolve));
    for (let i = 0; i < 3; i += 1) {
      held.push(
        new TypeormUnitOfWork(servers.dataSource).run(
          async ({ repos }) => {
            // Something written early (the transaction has its id), the events with the late commit.
            await repos.rates.upsert(ws.workspaceId, [plan.id], { from: night(99), to: night(99) }, { priceMinor: 1 });
            await repos.events.flush(
              ws.workspaceId,
              { kind: 'SYSTEM', id: null, userId: null, surface: 'WORKER' },
              {
                events: [{ type: 'rates.updated', resource: { type: 'unit', id: ws.unitIds[0] }, data: { held: i } }],
              },
            );
            await released;
          },
          { feedWriterOf: ws.workspaceId },
        ),
      );
    }
    let writesDone = false;
    const writes = (async () => {
      const all: Promise<unknown>[] = [];
      for (let i = 0; i < 200; i += 1) {
        const key = i % 2 === 0 ? ws.writeKey : member.key;
        all.push(
          http(api('/rates'), { method: 'PUT', key, body: { unitId: ws.unitIds[i % 2], from: night(100 + i), to: night(100 + i), priceMinor: 5000 + i } }),
        );
        if (i === 100) setTimeout(releaseHeld, 300);
      }
      const answers = (await Promise.all(all)) as { status: number }[];
      assert.ok(answers.every((answer) => answer.status === 200));
      await Promise.all(held);
      writesDone = true;
    })();
    const seen: FeedEvent[] = [];
    let cursor = start;
    for (;;) {
      const done = writesDone;
      const page = await readFeed(ws.readKey, cursor, 7);
      seen.push(...page.events);
      cursor = page.nextCursor;
      if (done && page.events.length === 0) break;
    }
    await writes;
    const ids = seen.map((event) => event.id);
    assert.equal(new Set(ids).size, ids.length, 'no event twice');
    assert.equal(ids.length, 203);
    assert.deepEqual(
      seen
        .filter((event) => 'held' in event.data)
        .map((event) => event.data.held)
        .sort(),
      [0, 1, 2],
    );
    const stored = (await servers.dataSource.query(`SELECT id FROM events WHERE workspace_id = $1 AND type = 'rates.updated' ORDER BY txid, seq`, [
      ws.workspaceId,
    ])) as { id: string }[];
    assert.deepEqual(
      ids,
      stored.map((row) => row.id),
      'the order the feed gave is the stored commit order',
    );
    assert.deepEqual(new Set(seen.filter((event) => !('held' in event.data)).map((event) => event.actor.id)).size, 2);
  });

  it('refuses a cursor it did not give out, and filters by type without losing its place', async () => {
    const bad = await http(api('/events?after=bm90LWEtY3Vyc29y'), { key: ws.readKey });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, 'BAD_CURSOR');
    const page = await readFeed(ws.readKey, null, 500, 'reservation.created');
    assert.ok(page.events.every((event) => event.type === 'reservation.created'));
    const after = await readFeed(ws.readKey, page.nextCursor, 500, 'reservation.created');
    assert.deepEqual(after.events, []);
  });

  describe('webhooks', () => {
    let receiver: WebhookReceiver;
    let webhookId: string;

    beforeAll(async () => {
      receiver = await WebhookReceiver.start();
    });
    afterAll(async () => {
      await receiver.down().catch(() => undefined);
    });

    const rateWrite = (offset: number, price: number) =>
      http(api('/rates'), { method: 'PUT', key: ws.writeKey, body: { unitId: ws.unitIds[0], from: night(offset), to: night(offset), priceMinor: price } });

    it('registers an endpoint (the secret once), refuses private and malformed URLs, and lists it without the secret', async () => {
      const registration = {
        method: 'POST',
        key: ws.writeKey,
        headers: { 'idempotency-key': 'register-receiver' },
        body: { url: receiver.url, events: ['rates.updated', 'block.created'], description: 'test receiver' },
      };
      const created = await http(api('/webhooks'), registration);
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.match(created.body.secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
      // A retry that lost the first answer gets the secret again; the idempotency record keeps it sealed.
      const replayed = await http(api('/webhooks'), registration);
      assert.equal(replayed.headers.get('idempotent-replayed'), 'true');
      assert.deepEqual(replayed.body, created.body);
      const [record] = await servers.dataSource.query(
        `SELECT response_body::text AS body FROM idempotency_records WHERE idempotency_key = 'register-receiver'`,
      );
      assert.doesNotMatch(record.body, /whsec_/);
      webhookId = created.body.id;
      receiver.useSecret(created.body.secret);
      const listed = await http(api('/webhooks'), { key: ws.writeKey });
      assert.equal(listed.body.webhooks.length, 1);
      assert.equal(listed.body.webhooks[0].secret, undefined);
      assert.doesNotMatch(JSON.stringify(listed.body), /whsec_/);
      const stored = await servers.dataSource.query(`SELECT sealed_secret::text AS sealed FROM webhook_endpoints WHERE id = $1`, [webhookId]);
      assert.doesNotMatch(stored[0].sealed, new RegExp(created.body.secret.slice(6, 20).replace(/[+/]/g, '.')));
      const bad = await http(api('/webhooks'), { method: 'POST', key: ws.writeKey, body: { url: 'ftp://example.com/x', events: ['*'] } });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.code, 'URL_NOT_ALLOWED');
      const unknownType = await http(api('/webhooks'), { method: 'POST', key: ws.writeKey, body: { url: receiver.url, events: ['reservation.exploded'] } });
      assert.equal(unknownType.status, 400);
      // Reading needs pms:read only (the secret is never shown again); registering needs pms:write.
      const readOnly = await http(api('/webhooks'), { key: ws.readKey });
      assert.equal(readOnly.status, 200);
      assert.deepEqual(readOnly.body, listed.body);
      const refused = await http(api('/webhooks'), { method: 'POST', key: ws.readKey, body: { url: receiver.url, events: ['*'] } });
      assert.equal(refused.status, 403);
      assert.equal(refused.body.code, 'SCOPE_REQUIRED');
    });

    it('delivers signed events that verify with the standardwebhooks package, only the subscribed types', async () => {
      await rateWrite(300, 7100);
      await http(api('/properties'), { method: 'POST', key: ws.writeKey, body: { name: 'Not subscribed', currency: 'EUR', timezone: 'Europe/Lisbon' } });
      await waitFor('the delivery', () => receiver.accepted().length >= 1);
      const [first] = receiver.accepted();
      assert.equal(first.verified, true);
      assert.equal(first.event.type, 'rates.updated');
      assert.equal(first.event.data.priceMinor, 7100);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(receiver.accepted().length, 1, 'property.created is not subscribed');
    });

    it('retries a 500 and succeeds once; a receiver down for a while gets everything afterwards, in order', async () => {
      receiver.script.push(500);
      await rateWrite(301, 7200);
      await waitFor('the retried delivery', () => receiver.accepted().some((hook) => hook.event.data.priceMinor === 7200), 15_000);
      // The worker records the outcome after the receiver has answered: wait for that record, not only the answer.
      const retriedDelivery = async () => {
        const deliveries = await http(api(`/webhooks/${webhookId}/deliveries`), { key: ws.writeKey });
        return deliveries.body.deliveries.find((delivery: { attempts: number }) => delivery.attempts === 2) as { status: string } | undefined;
      };
      await waitFor('the retried delivery recorded', async () => (await retriedDelivery())?.status === 'SUCCEEDED', 5_000);
      assert.equal((await retriedDelivery())?.status, 'SUCCEEDED');
      // Each attempt is kept, the failed first one too, as a dashboard of attempts shows them.
      const { attemptLog } = (await retriedDelivery()) as unknown as {
        attemptLog: { attempt: number; at: string; statusCode: number | null; durationMs: number; error: string | null }[];
      };
      assert.deepEqual(
        attemptLog.map(({ attempt, statusCode, error }) => ({ attempt, statusCode, error })),
        [
          { attempt: 1, statusCode: 500, error: 'HTTP 500' },
          { attempt: 2, statusCode: 200, error: null },
        ],
      );
      assert.ok(attemptLog.every((entry) => entry.durationMs >= 0 && !Number.isNaN(Date.parse(entry.at))));
      assert.ok(Date.parse(attemptLog[0].at) < Date.parse(attemptLog[1].at));
      assert.equal(receiver.accepted().filter((hook) => hook.event.data.priceMinor === 7200).length, 1);

      await receiver.down();
      for (let i = 0; i < 5; i += 1) await rateWrite(310 + i, 8000 + i);
      await waitFor('a failed attempt', async () => (await http(api('/webhooks'), { key: ws.writeKey })).body.webhooks[0].consecutiveFailures >= 1);
      const waiting = await http(api('/webhooks'), { key: ws.writeKey });
      assert.equal(waiting.body.webhooks[0].pendingDeliveries, 5);
      await receiver.up();
      await waitFor('the backlog', () => receiver.accepted().filter((hook) => Number(hook.event.data.priceMinor) >= 8000).length === 5, 20_000);
      const prices = receiver
        .accepted()
        .filter((hook) => Number(hook.event.data.priceMinor) >= 8000)
        .map((hook) => hook.event.data.priceMinor);
      assert.deepEqual(prices, [8000, 8001, 8002, 8003, 8004]);
      // The outcomes are recorded once the turn's attempts are done, after the receiver has answered.
      await waitFor(
        'the run of failures reset',
        async () => (await http(api('/webhooks'), { key: ws.writeKey })).body.webhooks[0].consecutiveFailures === 0,
        5_000,
      );
    });

    it('re-sends one delivery on request', async () => {
      const before = receiver.accepted().length;
      const deliveries = await http(api(`/webhooks/${webhookId}/deliveries?status=SUCCEEDED&take=1`), { key: ws.writeKey });
      const delivery = deliveries.body.deliveries[0];
      const retried = await http(api(`/webhooks/${webhookId}/deliveries/${delivery.id}/retry`), { method: 'POST', key: ws.writeKey });
      assert.equal(retried.status, 200, JSON.stringify(retried.body));
      await waitFor('the re-sent delivery', () => receiver.accepted().length === before + 1);
      assert.equal(receiver.accepted().at(-1)!.id, delivery.id, 'the same webhook-id, for the receiver’s deduplication');
    });

    it('disables an endpoint after 50 failures in a row, and says so in the feed', async () => {
      // The dispatcher is stopped meanwhile: serving the endpoint, it would write back the count it holds.
      await dispatcher.stop();
      await servers.dataSource.query(`UPDATE webhook_endpoints SET consecutive_failures = 49 WHERE id = $1`, [webhookId]);
      dispatcher.start();
      receiver.script.push(500);
      await rateWrite(320, 9000);
      await waitFor('the endpoint disabled', async () => (await http(api('/webhooks'), { key: ws.writeKey })).body.webhooks[0].status === 'DISABLED');
      const listed = (await http(api('/webhooks'), { key: ws.writeKey })).body.webhooks[0];
      assert.match(listed.disabledReason, /50 delivery attempts failed in a row/);
      const feed = await readFeed(ws.readKey, null, 500, 'webhook_endpoint.disabled');
      assert.equal(feed.events.length, 1);
      assert.equal(feed.events[0].resource.id, webhookId);
      const gone = await http(api(`/webhooks/${webhookId}`), { method: 'DELETE', key: ws.writeKey });
      assert.deepEqual(gone.body, { id: webhookId, deleted: true });
      assert.equal((await http(api(`/webhooks/${webhookId}/deliveries`), { key: ws.writeKey })).status, 404);
    });
  });

  describe('the audit log', () => {
    it('records allowed and refused writes with their codes, never a secret; viewers and members get 403 ROLE_REQUIRED', async () => {
      const scope = await http(api('/rates'), {
        method: 'PUT',
        key: ws.readKey,
        body: { unitId: ws.unitIds[0], from: night(400), to: night(400), priceMinor: 100 },
      });
      assert.equal(scope.status, 403);
      const invalid = await http(api('/rates'), {
        method: 'PUT',
        key: ws.writeKey,
        body: { unitId: ws.unitIds[0], from: night(400), to: night(400), priceMinor: -1 },
      });
      assert.equal(invalid.status, 400);
      const entries = (await http(api('/audit-log?operation=rates.set&take=200'), { key: ws.readKey })).body.entries as {
        outcome: { statusCode: number; errorCode: string | null };
        targets: Record<string, string>;
        actor: { id: string };
      }[];
      assert.deepEqual(entries[0].outcome, { statusCode: 400, errorCode: 'VALIDATION_FAILED' });
      assert.deepEqual(entries[1].outcome, { statusCode: 403, errorCode: 'SCOPE_REQUIRED' });
      assert.equal(entries[0].targets.unitId, ws.unitIds[0]);
      assert.ok(entries.some((entry) => entry.outcome.statusCode === 200));
      const text = JSON.stringify((await http(api('/audit-log?take=200'), { key: ws.readKey })).body);
      assert.doesNotMatch(text, /whsec_|ik_live|Bearer/);
      for (const role of ['VIEWER', 'MEMBER'] as const) {
        const member = await createMemberKey(servers.operator, ws.workspaceId, role);
        const refused = await http(api('/audit-log'), { key: member.key });
        assert.equal(refused.status, 403);
        assert.equal(refused.body.code, 'ROLE_REQUIRED');
      }
      const admin = await createMemberKey(servers.operator, ws.workspaceId, 'ADMIN');
      assert.equal((await http(api('/audit-log'), { key: admin.key })).status, 200);
    });

    it('records a refusal for quota too', async () => {
      const tight = await startTestServers({ API_WRITE_LIMIT: '1' });
      try {
        const other = await createWorkspaceFixture(tight.operator);
        const body = { unitId: other.unitIds[0], from: night(1), to: night(1), priceMinor: 100 };
        await http(`${tight.apiUrl}/rates`, { method: 'PUT', key: other.writeKey, body });
        const limited = await http(`${tight.apiUrl}/rates`, { method: 'PUT', key: other.writeKey, body });
        assert.equal(limited.status, 429);
        const entries = (await http(`${tight.apiUrl}/audit-log`, { key: other.readKey })).body.entries;
        assert.deepEqual(
          entries.map((entry: { outcome: { errorCode: string | null } }) => entry.outcome.errorCode),
          ['RATE_LIMITED', null],
        );
      } finally {
        await tight.close();
      }
    });
  });

  it('shows nothing of another workspace: events, webhooks, deliveries, audit', async () => {
    const other = await createWorkspaceFixture(servers.operator);
    assert.deepEqual((await readFeed(other.readKey, null, 500)).events, []);
    assert.deepEqual((await http(api('/webhooks'), { key: other.writeKey })).body.webhooks, []);
    const mine = (await servers.dataSource.query(`SELECT id FROM webhook_endpoints WHERE workspace_id = $1 LIMIT 1`, [ws.workspaceId])) as { id: string }[];
    if (mine[0]) assert.equal((await http(api(`/webhooks/${mine[0].id}/deliveries`), { key: other.writeKey })).status, 404);
    assert.deepEqual((await http(api('/audit-log'), { key: other.readKey })).body.entries, []);
  });

  it('manages webhooks on MCP: reads with a read key, registers, re-sends and deletes with a write key', async () => {
    const receiver = await WebhookReceiver.start();
    const writer = await connectMcpClient(servers.mcpUrl, ws.writeKey);
    const reader = await connectMcpClient(servers.mcpUrl, ws.readKey);
    try {
      const created = await writer.callTool({
        name: 'webhook_create',
        arguments: { url: receiver.url, events: ['rates.updated'], description: 'from an assistant' },
      });
      assert.equal(created.isError, undefined, JSON.stringify(created.content));
      const endpoint = toolText(created);
      assert.match(endpoint.secret, /^whsec_/);
      receiver.useSecret(endpoint.secret);
      const refused = await reader.callTool({ name: 'webhook_create', arguments: { url: receiver.url, events: ['*'] } });
      assert.equal(refused.isError, true);
      assert.equal(toolText(refused).code, 'SCOPE_REQUIRED');

      await http(api('/rates'), { method: 'PUT', key: ws.writeKey, body: { unitId: ws.unitIds[0], from: night(500), to: night(500), priceMinor: 4242 } });
      await waitFor('the delivery', () => receiver.accepted().length === 1);
      const listed = toolText(await reader.callTool({ name: 'webhooks_list', arguments: { fields: ['url', 'status'] } }));
      assert.deepEqual(
        listed.webhooks.find((webhook: { id: string }) => webhook.id === endpoint.id),
        { id: endpoint.id, url: receiver.url, status: 'ENABLED' },
      );
      const deliveries = async () =>
        toolText(await reader.callTool({ name: 'webhook_deliveries_list', arguments: { webhookId: endpoint.id } })).deliveries as {
          id: string;
          status: string;
        }[];
      await waitFor('the delivery recorded', async () => (await deliveries())[0]?.status === 'SUCCEEDED', 5_000);
      const [delivery] = await deliveries();

      const retried = await writer.callTool({ name: 'webhook_delivery_retry', arguments: { webhookId: endpoint.id, deliveryId: delivery.id } });
      assert.equal(toolText(retried).status, 'PENDING');
      await waitFor('the re-sent delivery', () => receiver.accepted().length === 2);
      assert.deepEqual(
        receiver.accepted().map((hook) => hook.id),
        [delivery.id, delivery.id],
      );

      const deleted = toolText(await writer.callTool({ name: 'webhook_delete', arguments: { webhookId: endpoint.id } }));
      assert.deepEqual(deleted, { id: endpoint.id, deleted: true });
      const gone = await reader.callTool({ name: 'webhook_deliveries_list', arguments: { webhookId: endpoint.id } });
      assert.equal(toolText(gone).code, 'NOT_FOUND');
    } finally {
      await writer.close();
      await reader.close();
      await receiver.down();
    }
  });

  it('answers the same feed and audit log on MCP and in the CLI', async () => {
    const mcp = await connectMcpClient(servers.mcpUrl, ws.readKey);
    try {
      const feed = toolText(await mcp.callTool({ name: 'events_list', arguments: { types: ['reservation.created'], take: 10 } }));
      assert.equal(feed.events[0].type, 'reservation.created');
      const audit = toolText(await mcp.callTool({ name: 'audit_list', arguments: { take: 1 } }));
      assert.equal(audit.entries.length, 1);
    } finally {
      await mcp.close();
    }
    const home = await makeConfigHome();
    try {
      const env = { INNKEEP_API_KEY: ws.writeKey, INNKEEP_API_URL: servers.apiUrl };
      const events = await runCli(['events', '--types', 'reservation.created'], { configHome: home.path, env });
      assert.equal(events.code, 0, events.stderr);
      assert.match(events.stdout, /reservation\.created\s+res_\w+\s+api_key key_\w+ via REST/);
      const audit = await runCli(['audit', '--operation', 'rates.set', '--take', '2', '--json'], { configHome: home.path, env });
      assert.equal(audit.code, 0, audit.stderr);
      assert.equal(parseJsonOutput<{ entries: unknown[] }>(audit).entries.length, 2);
      const created = await runCli(['webhooks', 'create', 'https://93.184.215.14/hooks', '--events', 'reservation.created', '--json'], {
        configHome: home.path,
        env,
      });
      assert.equal(created.code, 0, created.stderr);
      const webhook = parseJsonOutput<{ id: string; secret: string }>(created);
      assert.match(webhook.secret, /^whsec_/);
      const listed = await runCli(['webhooks', 'list'], { configHome: home.path, env });
      assert.match(listed.stdout, new RegExp(`${webhook.id}\\s+https://93.184.215.14/hooks\\s+reservation.created\\s+ENABLED`));
      const deleted = await runCli(['webhooks', 'delete', webhook.id, '--yes'], { configHome: home.path, env });
      assert.equal(deleted.code, 0, deleted.stderr);
    } finally {
      await home.remove();
    }
  });
});
