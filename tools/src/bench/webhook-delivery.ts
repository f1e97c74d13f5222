/**
 * Webhook delivery throughput: 10,000 events fanned out to one endpoint on a local receiver that
 * answers 200, delivered by the worker's dispatcher in commit order, signed. Target ≥ 1,000/s.
 */
import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { createRepositories, newId, Operator, SecretBox, TypeormUnitOfWork, WebhookDispatchStore } from '@innkeep/persistence';
import { createServerLog, PublicUrlPolicy } from '@innkeep/server';
import { WebhookDispatcher } from '@innkeep/worker';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';

export interface WebhookDeliveryResult {
  events: number;
  seconds: number;
  perSecond: number;
  inOrder: boolean;
}

const EVENTS = 10_000;
const PER_TRANSACTION = 100;

export async function measureWebhookDelivery(dataSource: DataSource): Promise<WebhookDeliveryResult> {
  const received: string[] = [];
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push(String(request.headers['webhook-id']));
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const secrets = new SecretBox(async () => randomBytes(32));
  const operator = new Operator(dataSource);
  const email = `bench-webhooks-${randomBytes(4).toString('hex')}@example.test`;
  await operator.createUser({ email, name: 'Bench' });
  const workspace = await operator.createWorkspace({ name: 'Webhook bench', ownerEmail: email, plan: 'PRO', timezone: 'UTC' });
  await createRepositories(dataSource.manager, { secrets }).webhooks.create(workspace.id, { url, events: ['*'], description: null, secret: `whsec_${randomBytes(32).toString('base64')}` });
  const unitOfWork = new TypeormUnitOfWork(dataSource, { secrets });
  for (let batch = 0; batch < EVENTS / PER_TRANSACTION; batch += 1) {
    await unitOfWork.run(
      async ({ repos }) => {
        await repos.events.flush(workspace.id, { kind: 'SYSTEM', id: null, userId: null, surface: 'WORKER' }, {
          events: Array.from({ length: PER_TRANSACTION }, (_, index) => ({ type: 'rates.updated' as const, resource: { type: 'unit', id: newId('unit') }, data: { n: batch * PER_TRANSACTION + index } })),
        });
      },
      { feedWriterOf: workspace.id },
    );
  }
  const expected = (await dataSource.query(`SELECT id FROM webhook_deliveries WHERE workspace_id = $1 ORDER BY event_txid, event_seq`, [workspace.id])) as { id: string }[];
  const dispatcher = new WebhookDispatcher(new WebhookDispatchStore(dataSource, secrets), unitOfWork, new PublicUrlPolicy(true), createServerLog('silent'), { timeoutMs: 5000, concurrency: 4, idleMs: 20 });
  const started = performance.now();
  dispatcher.start();
  const deadline = Date.now() + 300_000;
  while (received.length < EVENTS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  const seconds = (performance.now() - started) / 1000;
  await dispatcher.stop();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  return { events: received.length, seconds, perSecond: received.length / seconds, inOrder: received.join() === expected.map((row) => row.id).join() };
}

export function renderWebhookDelivery(result: WebhookDeliveryResult): string {
  const verdict = result.perSecond >= 1000 && result.inOrder ? 'PASS' : 'FAIL';
  return `webhook-delivery: ${result.events} events to one endpoint in ${result.seconds.toFixed(2)} s = ${Math.round(result.perSecond)} deliveries/s (target ≥ 1,000), ${result.inOrder ? 'in commit order' : 'OUT OF ORDER'}  ${verdict}`;
}
