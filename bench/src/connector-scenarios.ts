/**
 * The connector outbox: what writing changed nights to API connections costs a rates write (PUT
 * /rates on 10 units mapped to an API connection against 10 unmapped units of the same API, p50
 * at most 1.1×), and how fast the worker delivers them (10,000 price changes across 100 mapped
 * units to a local connector, at least 2,000 changes/s).
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';

import { addDays } from '@innkeep/domain';
import { ConnectorOutboxStore, createRepositories, Operator, SecretBox, TypeormUnitOfWork } from '@innkeep/persistence/bench';
import { createServerLog, PublicUrlPolicy } from '@innkeep/server';
import { ConnectorDispatcher } from '@innkeep/worker';
import { DataSource } from 'typeorm';

import { GeneratedWorkspace } from './generate-workspace';
import { Scenario } from './scenarios';

export const CONNECTOR_SCENARIO_NAMES = ['connector-rates-write'] as const;

async function propertyWithUnits(operator: Operator, workspaceId: string, name: string, units: number): Promise<{ propertyId: string; unitIds: string[] }> {
  const property = await operator.createProperty({ workspaceId, name });
  const unitIds: string[] = [];
  for (let i = 1; i <= units; i += 1) unitIds.push((await operator.createUnit({ propertyId: property.id, name: `${name} ${i}`, basePriceMinor: 10000 })).id);
  return { propertyId: property.id, unitIds };
}

/** An API connection of the property, every unit mapped, to `endpointUrl`. */
async function connect(
  dataSource: DataSource,
  secrets: SecretBox,
  workspaceId: string,
  propertyId: string,
  unitIds: string[],
  endpointUrl: string,
): Promise<string> {
  const repos = createRepositories(dataSource.manager, { secrets });
  const id = await repos.channels.create(workspaceId, {
    propertyId,
    channel: 'BOOKING_COM',
    method: 'API',
    listings: unitIds.map((unitId, index) => ({ unitId, importUrl: null, externalListingId: `L-${index}`, exportToken: null })),
    nextSyncAt: null,
    endpointUrl,
    signingSecret: `whsec_${randomBytes(32).toString('base64')}`,
  });
  if (!id) throw new Error('The bench property is already connected');
  return id;
}

export async function buildConnectorScenarios(env: {
  dataSource: DataSource;
  secrets: SecretBox;
  workspace: GeneratedWorkspace;
  apiBase: string;
  amount: number;
}): Promise<Scenario[]> {
  const { workspace } = env;
  const operator = new Operator(env.dataSource);
  const mapped = await propertyWithUnits(operator, workspace.workspaceId, 'Connector mapped', 10);
  const unmapped = await propertyWithUnits(operator, workspace.workspaceId, 'Connector unmapped', 10);
  // Nobody delivers during the scenario (a closed port): only the write's cost is measured.
  await connect(env.dataSource, env.secrets, workspace.workspaceId, mapped.propertyId, mapped.unitIds, 'http://127.0.0.1:9/innkeep');
  const run = (propertyId: string) => (round: number) => ({
    url: `${env.apiBase}/rates`,
    method: 'PUT' as const,
    connections: 1,
    amount: env.amount,
    headers: { authorization: workspace.apiKey },
    body: JSON.stringify({ propertyId, from: workspace.firstNight, to: addDays(workspace.firstNight, 30), priceMinor: 13000 + round }),
  });
  return [
    {
      name: 'connector-rates-write',
      title: `PUT /rates, 10 units × 31 nights, units mapped to an API connection (subject) against unmapped (baseline), ${env.amount} per run`,
      subject: run(mapped.propertyId),
      baseline: run(unmapped.propertyId),
      targets: [{ kind: 'ratio-at-most', metric: 'p50', factor: 1.1 }, { kind: 'no-errors' }],
      writes: false,
      rounds: 5,
    },
  ];
}

export interface ConnectorDeliveryResult {
  changes: number;
  messages: number;
  seconds: number;
  perSecond: number;
}

const CHANGES = 10_000;
const UNITS = 100;

export async function measureConnectorDelivery(dataSource: DataSource, secrets: SecretBox, workspaceId: string): Promise<ConnectorDeliveryResult> {
  let changes = 0;
  let messages = 0;
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const message = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { changes?: unknown[] };
      changes += message.changes?.length ?? 0;
      messages += 1;
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const operator = new Operator(dataSource);
  const { propertyId, unitIds } = await propertyWithUnits(operator, workspaceId, 'Connector delivery', UNITS);
  await connect(dataSource, secrets, workspaceId, propertyId, unitIds, `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/innkeep`);
  const plans = (await dataSource.query(`SELECT id FROM rate_plans WHERE workspace_id = $1 AND unit_id = ANY($2::text[]) AND is_default ORDER BY unit_id`, [
    workspaceId,
    unitIds,
  ])) as { id: string }[];
  const unitOfWork = new TypeormUnitOfWork(dataSource, { secrets });
  // 10,000 price changes: each unit's price on 100 nights, one night per unit and transaction.
  const first = new Date().toISOString().slice(0, 10);
  for (let night = 0; night < CHANGES / UNITS; night += 1) {
    await unitOfWork.run(
      async ({ repos }) => {
        const date = addDays(first, 400 + night);
        await repos.rates.upsert(
          workspaceId,
          plans.map((plan) => plan.id),
          { from: date, to: date },
          { priceMinor: 9000 + night },
        );
        await repos.events.flush(workspaceId, { kind: 'SYSTEM', id: null, userId: null, surface: 'WORKER' });
      },
      { feedWriterOf: workspaceId },
    );
  }
  const dispatcher = new ConnectorDispatcher(new ConnectorOutboxStore(dataSource, secrets), new PublicUrlPolicy(true), createServerLog('silent'), {
    timeoutMs: 10_000,
    concurrency: 4,
    idleMs: 20,
  });
  const started = performance.now();
  dispatcher.start();
  const deadline = Date.now() + 300_000;
  while (changes < CHANGES && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  const seconds = (performance.now() - started) / 1000;
  await dispatcher.stop();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  return { changes, messages, seconds, perSecond: changes / seconds };
}

export function renderConnectorDelivery(result: ConnectorDeliveryResult): string {
  const verdict = result.perSecond >= 2000 ? 'PASS' : 'FAIL';
  return `connector-delivery: ${result.changes} changed nights across ${UNITS} mapped units in ${result.messages} signed messages, ${result.seconds.toFixed(2)} s = ${Math.round(result.perSecond)} changes/s (target ≥ 2,000)  ${verdict}`;
}
