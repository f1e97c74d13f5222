/**
 * Webhook delivery, as a shared worker serves it: one tenant with a backlog of 10,000 events and 20
 * quiet tenants that each commit an event now and then while the backlog drains. Measures the total
 * deliveries/s (target ≥ 1,000, in commit order per endpoint) and the quiet tenants' time from
 * commit to their receiver (p99 target < 5 s): the dispatcher must take turns between endpoints.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';

import { createRepositories, newId, Operator, SecretBox, TypeormUnitOfWork, WebhookDispatchStore } from '@innkeep/persistence/bench';
import { createServerLog, PublicUrlPolicy } from '@innkeep/server';
import { WebhookDispatcher } from '@innkeep/worker';
import { DataSource } from 'typeorm';

export interface WebhookDeliveryResult {
  events: number;
  seconds: number;
  perSecond: number;
  inOrder: boolean;
  quiet: { tenants: number; deliveries: number; p50Ms: number; p99Ms: number; maxMs: number };
}

const BACKLOG_EVENTS = 10_000;
const PER_TRANSACTION = 100;
const QUIET_TENANTS = 20;
const QUIET_EVENTS_EACH = 5;
const QUIET_GAP_MS = 200;
const SYSTEM = { kind: 'SYSTEM', id: null, userId: null, surface: 'WORKER' } as const;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function measureWebhookDelivery(dataSource: DataSource): Promise<WebhookDeliveryResult> {
  const received = new Map<string, string[]>();
  const waiters = new Map<string, () => void>();
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const path = request.url ?? '';
      received.set(path, [...(received.get(path) ?? []), String(request.headers['webhook-id'])]);
      waiters.get(path)?.();
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const secrets = new SecretBox(async () => randomBytes(32));
  const operator = new Operator(dataSource);
  const unitOfWork = new TypeormUnitOfWork(dataSource, { secrets });
  const tenant = async (name: string) => {
    const email = `bench-webhooks-${randomBytes(4).toString('hex')}@example.test`;
    await operator.createUser({ email, name: 'Bench' });
    const workspace = await operator.createWorkspace({ name, ownerEmail: email, plan: 'PRO', timezone: 'UTC' });
    const path = `/hooks/${workspace.id}`;
    await createRepositories(dataSource.manager, { secrets }).webhooks.create(workspace.id, {
      url: `${base.replace(/\/hooks$/, '')}${path}`,
      events: ['*'],
      description: null,
      secret: `whsec_${randomBytes(32).toString('base64')}`,
    });
    return { id: workspace.id, path };
  };
  const commit = (workspaceId: string, count: number, first: number) =>
    unitOfWork.run(
      ({ repos }) =>
        repos.events.flush(workspaceId, SYSTEM, {
          events: Array.from({ length: count }, (_, index) => ({
            type: 'rates.updated' as const,
            resource: { type: 'unit', id: newId('unit') },
            data: { n: first + index },
          })),
        }),
      { feedWriterOf: workspaceId },
    );

  const noisy = await tenant('Webhook bench: backlog');
  for (let batch = 0; batch < BACKLOG_EVENTS / PER_TRANSACTION; batch += 1) await commit(noisy.id, PER_TRANSACTION, batch * PER_TRANSACTION);
  const quietTenants = await Promise.all(Array.from({ length: QUIET_TENANTS }, (_, index) => tenant(`Webhook bench: quiet ${index}`)));
  const expected = (await dataSource.query(`SELECT id FROM webhook_deliveries WHERE workspace_id = $1 ORDER BY event_txid, event_seq`, [noisy.id])) as {
    id: string;
  }[];

  const dispatcher = new WebhookDispatcher(new WebhookDispatchStore(dataSource, secrets), unitOfWork, new PublicUrlPolicy(true), createServerLog('silent'), {
    timeoutMs: 5000,
    concurrency: 4,
    idleMs: 20,
  });
  const started = performance.now();
  dispatcher.start();
  // Each quiet tenant commits one event at a time while the backlog drains, and times its arrival.
  const latencies: number[] = [];
  const quietRuns = quietTenants.map(async (quiet, index) => {
    await new Promise((resolve) => setTimeout(resolve, index * (QUIET_GAP_MS / QUIET_TENANTS)));
    for (let event = 0; event < QUIET_EVENTS_EACH; event += 1) {
      const arrived = new Promise<void>((resolve) => waiters.set(quiet.path, resolve));
      await commit(quiet.id, 1, event);
      const committed = performance.now();
      await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 60_000))]);
      latencies.push(performance.now() - committed);
      await new Promise((resolve) => setTimeout(resolve, QUIET_GAP_MS));
    }
  });
  const deadline = Date.now() + 300_000;
  while ((received.get(noisy.path)?.length ?? 0) < BACKLOG_EVENTS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  await Promise.all(quietRuns);
  const seconds = (performance.now() - started) / 1000;
  await dispatcher.stop();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  const total = [...received.values()].reduce((sum, ids) => sum + ids.length, 0);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    events: total,
    seconds,
    perSecond: total / seconds,
    inOrder: (received.get(noisy.path) ?? []).join() === expected.map((row) => row.id).join(),
    quiet: { tenants: QUIET_TENANTS, deliveries: latencies.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1) ?? 0 },
  };
}

export function renderWebhookDelivery(result: WebhookDeliveryResult): string {
  const verdict = result.perSecond >= 1000 && result.inOrder && result.quiet.p99Ms < 5000 ? 'PASS' : 'FAIL';
  return [
    `webhook-delivery: ${result.events} deliveries (a backlog of 10,000 and ${result.quiet.deliveries} from ${result.quiet.tenants} quiet tenants) in ${result.seconds.toFixed(2)} s = ${Math.round(result.perSecond)} deliveries/s (target ≥ 1,000), backlog ${result.inOrder ? 'in commit order' : 'OUT OF ORDER'}`,
    `  quiet tenants, commit to receiver: p50 ${Math.round(result.quiet.p50Ms)} ms, p99 ${Math.round(result.quiet.p99Ms)} ms, max ${Math.round(result.quiet.maxMs)} ms (target p99 < 5,000 ms)  ${verdict}`,
  ].join('\n');
}
