import assert from 'node:assert/strict';
import { ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { createRequire } from 'node:module';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

import { TypeormUnitOfWork, WebhookDispatchStore } from '@innkeep/persistence';
import { PublicUrlPolicy } from '@innkeep/server';
import { WebhookDispatcher } from '@innkeep/worker';

import { createWorkspaceFixture, daysFromNow, FaultProxy, freePort, startTestServers, TestServers, WorkspaceFixture } from '../src';
import { waitFor } from '../src/wait-for';

type Sdk = typeof import('@innkeep/sdk');
type Client = InstanceType<Sdk['Innkeep']>;

const run = promisify(execFile);
const WORKSPACE_ROOT = resolve(__dirname, '../../..');
const PACKAGE_OUTPUT = join(WORKSPACE_ROOT, 'dist/libs/sdk');

/** Runs npm outside the repository, so no workspace or project setting of ours applies. */
async function npm(args: string[], cwd: string): Promise<string> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')));
  // openapi-fetch is in npm's cache since the repository's own install; the registry is asked only for what is missing.
  const { stdout } = await run('npm', [...args, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd, env, maxBuffer: 16 << 20 });
  return stdout;
}

/** A webhook endpoint that keeps each delivery's raw bytes and headers, as a receiver must to verify them. */
async function startRawReceiver(): Promise<{ url: string; deliveries: Array<{ body: Buffer; headers: IncomingHttpHeaders }>; close(): Promise<void> }> {
  const deliveries: Array<{ body: Buffer; headers: IncomingHttpHeaders }> = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    deliveries.push({ body: Buffer.concat(chunks), headers: request.headers });
    response.writeHead(204).end();
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    deliveries,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}

/** The ```ts blocks of a Markdown text, in order. */
function typescriptBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
}

/**
 * @innkeep/sdk as an integrator gets it: built, packed, installed in an empty folder outside this
 * repository, and used against the real servers, through a proxy that injects the faults it must
 * survive.
 */
describe('@innkeep/sdk, installed from its packed tarball', () => {
  let work: string;
  let sdk: Sdk;
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let proxy: FaultProxy;
  let dispatcher: WebhookDispatcher;
  let innkeep: Client;
  const guestCount = async (lastName: string) =>
    Number(
      (
        await servers.dataSource.query(
          `SELECT count(*) AS n FROM reservations r JOIN guests g ON g.id = r.guest_id WHERE r.workspace_id = $1 AND g.last_name = $2`,
          [ws.workspaceId, lastName],
        )
      )[0].n,
    );

  beforeAll(async () => {
    // Built by `nx build sdk`, which the e2e target runs first (the tier depends on @innkeep/sdk).
    await readFile(join(PACKAGE_OUTPUT, 'package.json')).catch(() => assert.fail('dist/libs/sdk is missing: run `nx build sdk`'));
    work = await mkdtemp(join(tmpdir(), 'innkeep-sdk-test-'));
    const [packed] = JSON.parse(await npm(['pack', PACKAGE_OUTPUT, '--json'], work)) as Array<{ filename: string }>;
    const project = join(work, 'project');
    await mkdir(project);
    await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'integration', private: true, type: 'module' }));
    await npm(['install', join(work, packed.filename)], project);
    sdk = createRequire(join(project, 'package.json'))('@innkeep/sdk') as Sdk;

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
    proxy = await FaultProxy.start(servers.apiUrl);
    innkeep = new sdk.Innkeep({ apiKey: ws.writeKey, baseUrl: proxy.url });
  });

  afterAll(async () => {
    await dispatcher?.stop();
    await proxy?.close();
    await servers?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const booking = (lastName: string, night: number, unit = 0) => ({
    unitId: ws.unitIds[unit],
    source: 'MANUAL' as const,
    arrivalDate: daysFromNow(night),
    departureDate: daysFromNow(night + 1),
    guest: { firstName: 'Sdk', lastName },
  });

  test('the package installs openapi-fetch alone beside it, and loads as CommonJS and as an ES module', async () => {
    const manifest = JSON.parse(await readFile(join(work, 'project/node_modules/@innkeep/sdk/package.json'), 'utf8')) as {
      private?: boolean;
      dependencies: Record<string, string>;
    };
    assert.equal(manifest.private, undefined);
    assert.deepEqual(Object.keys(manifest.dependencies), ['openapi-fetch']);
    assert.deepEqual([typeof sdk.Innkeep, typeof sdk.InnkeepError, typeof sdk.verifyWebhook], ['function', 'function', 'function']);
    const { stdout } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { Innkeep, InnkeepError, verifyWebhook } from '@innkeep/sdk'; console.log([Innkeep, InnkeepError, verifyWebhook].map((x) => typeof x).join())",
      ],
      { cwd: join(work, 'project') },
    );
    assert.equal(stdout.trim(), 'function,function,function');
  });

  test('a create whose answer is lost is retried with the same automatic Idempotency-Key and makes one reservation', async () => {
    proxy.inject('POST', '/reservations', { kind: 'lose-answer' });
    const created = await innkeep.reservations.create(booking('Once', 30));
    assert.equal(created.guest?.lastName, 'Once');
    const tries = proxy.requests.filter((request) => request.method === 'POST' && request.url.endsWith('/reservations'));
    assert.deepEqual(
      tries.map((request) => request.answered),
      [503, 201],
    );
    assert.match(String(tries[0].headers['idempotency-key']), /^[0-9a-f-]{36}$/);
    assert.equal(tries[1].headers['idempotency-key'], tries[0].headers['idempotency-key']);
    assert.equal(await guestCount('Once'), 1);
  });

  test('a 429 is waited out for its Retry-After, then the call succeeds', async () => {
    proxy.inject('GET', '/properties', { kind: 'answer', status: 429, retryAfter: 1 });
    const before = proxy.requests.length;
    const started = Date.now();
    const { properties } = await innkeep.properties.list();
    // A little under the second: timers and the wall clock round differently.
    assert.ok(Date.now() - started >= 900, 'the second try waited for Retry-After');
    assert.deepEqual(
      properties.map((property) => property.id),
      [ws.propertyId],
    );
    assert.deepEqual(
      proxy.requests.slice(before).map((request) => request.answered),
      [429, 200],
    );
  });

  test('a 503 is retried with backoff', async () => {
    proxy.inject('GET', '/workspace', { kind: 'answer', status: 503 });
    proxy.inject('GET', '/workspace', { kind: 'answer', status: 503, retryAfter: 0 });
    const before = proxy.requests.length;
    const workspace = await innkeep.workspace.get();
    assert.equal(workspace.workspace.id, ws.workspaceId);
    assert.deepEqual(
      proxy.requests.slice(before).map((request) => request.answered),
      [503, 503, 200],
    );
  });

  test('a refusal is an InnkeepError with the API’s code, its message and request id', async () => {
    const missing = await innkeep.reservations.get('00000000-0000-4000-8000-000000000000').catch((error: unknown) => error);
    assert.ok(missing instanceof sdk.InnkeepError, String(missing));
    assert.deepEqual([missing.status, missing.code], [404, 'NOT_FOUND']);
    assert.ok(missing.msg.length > 0);
    assert.ok(missing.requestId);
    const invalid = await innkeep.reservations.create({ ...booking('Invalid', 40), departureDate: daysFromNow(39) }).catch((error: unknown) => error);
    assert.ok(invalid instanceof sdk.InnkeepError);
    assert.equal(invalid.status, 400);
    assert.match(invalid.code, /^[A-Z_]+$/);
  });

  test('asks for compressed answers, through the runtime’s fetch', () => {
    const read = proxy.requests.find((request) => request.method === 'GET');
    assert.match(String(read?.headers['accept-encoding']), /gzip/);
  });

  test('lists 250 reservations through the async iterator, page by page', async () => {
    const nights = Array.from({ length: 250 }, (_, i) => i);
    for (let at = 0; at < nights.length; at += 10) {
      await Promise.all(nights.slice(at, at + 10).map((i) => innkeep.reservations.create(booking('Listed', 60 + Math.floor(i / 2), i % 2))));
    }
    const before = proxy.requests.length;
    const seen = new Set<string>();
    for await (const reservation of innkeep.reservations.list({ search: 'Listed', take: 100 })) {
      assert.equal(reservation.guest?.lastName, 'Listed');
      seen.add(reservation.id);
    }
    assert.equal(seen.size, 250);
    assert.equal(await guestCount('Listed'), 250);
    const pages = proxy.requests.slice(before).filter((request) => request.url.includes('/reservations?'));
    assert.equal(pages.length, 3, 'three pages of 100');
  });

  test('follows the change feed: each new event once, in commit order, polling once caught up', async () => {
    let cursor: string | undefined;
    for await (const page of innkeep.events.list({ take: 500 }).pages()) cursor = page.nextCursor;
    const stop = new AbortController();
    const feed = innkeep.events.follow({ after: cursor, types: ['reservation.created'], pollIntervalMs: 100, signal: stop.signal });
    const seen: string[] = [];
    const following = (async () => {
      for await (const event of feed) {
        seen.push(event.resource.id);
        if (seen.length === 3) stop.abort();
      }
    })();
    const created: string[] = [];
    for (const night of [300, 302, 304]) created.push((await innkeep.reservations.create(booking('Followed', night))).id);
    await following;
    assert.deepEqual(seen, created);
    assert.ok(feed.cursor && feed.cursor !== cursor);
  });

  test('verifies a real webhook delivery, and refuses it tampered with', async () => {
    const receiver = await startRawReceiver();
    try {
      const endpoint = await innkeep.webhooks.create({ url: receiver.url, events: ['reservation.created'] });
      const created = await innkeep.reservations.create(booking('Hooked', 320));
      await waitFor('a delivery', () => receiver.deliveries.length > 0);
      const [delivery] = receiver.deliveries;
      const event = await sdk.verifyWebhook(delivery.body, delivery.headers, endpoint.secret);
      assert.deepEqual([event.type, event.resource.id], ['reservation.created', created.id]);
      const tampered = Buffer.from(delivery.body.toString('utf8').replace('Hooked', 'Hacked'));
      const refused = await sdk.verifyWebhook(tampered, delivery.headers, endpoint.secret).catch((error: unknown) => error);
      assert.ok(refused instanceof sdk.WebhookVerificationError);
      assert.equal(refused.code, 'WEBHOOK_SIGNATURE_INVALID');
      await innkeep.webhooks.delete(endpoint.id);
    } finally {
      await receiver.close();
    }
  });

  test('every example of the README type-checks against the package (from ES modules and CommonJS) and runs against the server', async () => {
    const project = join(work, 'project');
    const readme = await readFile(join(project, 'node_modules/@innkeep/sdk/README.md'), 'utf8');
    const examples = typescriptBlocks(readme);
    assert.equal(examples.length, 5);
    await mkdir(join(project, 'examples'), { recursive: true });
    const files = await Promise.all(
      examples.map(async (code, index) => {
        const file = join(project, 'examples', `example-${index + 1}.mts`);
        await writeFile(file, code);
        return file;
      }),
    );
    // A CommonJS module of the integrator's gets the same types through require.
    await writeFile(
      join(project, 'examples', 'required.cts'),
      "import { Innkeep, InnkeepError } from '@innkeep/sdk';\nconst innkeep: Innkeep = new Innkeep({ apiKey: 'ikp_x', baseUrl: 'http://localhost:3000/public/v1' });\nexport const answer: Promise<InnkeepError | string> = innkeep.reservations.get('r').then((reservation) => reservation.id);\n",
    );
    const tsconfig = {
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2023',
        strict: true,
        noEmit: true,
        types: ['node'],
        typeRoots: [join(WORKSPACE_ROOT, 'node_modules/@types')],
      },
      include: ['examples/*.mts', 'examples/*.cts'],
    };
    await writeFile(join(project, 'tsconfig.json'), JSON.stringify(tsconfig));
    const checked = await run(process.execPath, [join(WORKSPACE_ROOT, 'node_modules/typescript/bin/tsc'), '-p', project], { cwd: project }).catch(
      (error: { stdout: string }) => error,
    );
    assert.equal((checked as { stdout: string }).stdout, '', 'the examples type-check');

    // Its own workspace, so what the examples list is theirs.
    const own = await createWorkspaceFixture(servers.operator);
    // Plain output to match, whatever colours the test runner asked for.
    const { FORCE_COLOR: _colour, ...inherited } = process.env;
    const env = { ...inherited, NO_COLOR: '1', INNKEEP_API_KEY: own.writeKey, INNKEEP_BASE_URL: servers.apiUrl };
    const runExample = async (file: string) => (await run(process.execPath, [file], { cwd: project, env })).stdout;
    const [quickStart, errors, lists, feed, webhooks] = files;
    assert.match(await runExample(quickStart), /^res_\w+ CONFIRMED \d+\nAda\n$/);
    assert.match(await runExample(errors), /^404 NOT_FOUND /);
    assert.match(await runExample(lists), /1 confirmed reservations\n\d+ null\n$/);
    assert.match(await runExample(feed), /^reservation\.created (res_\w+)\nseen: reservation\.created \1\nread on from \S+\n$/);

    const client = new sdk.Innkeep({ apiKey: own.writeKey, baseUrl: servers.apiUrl });
    const port = await freePort();
    const endpoint = await client.webhooks.create({ url: `http://127.0.0.1:${port}/`, events: ['reservation.created'] });
    const server: ChildProcess = spawn(process.execPath, [webhooks], {
      cwd: project,
      env: { ...env, PORT: String(port), INNKEEP_WEBHOOK_SECRET: endpoint.secret },
    });
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    try {
      await waitFor('the example listening', () => output.includes('listening'));
      const { units } = await client.units.list();
      const created = await client.reservations.create({
        unitId: units[1].id,
        source: 'MANUAL',
        arrivalDate: daysFromNow(90),
        departureDate: daysFromNow(91),
        guest: { firstName: 'Web', lastName: 'Hook' },
      });
      await waitFor('the example verifying the delivery', () => output.includes(`verified reservation.created ${created.id}`));
      const forged = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: { 'webhook-id': 'msg_x', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,Zm9yZ2Vk' },
        body: '{}',
      });
      assert.equal(forged.status, 400);
      await waitFor('the example refusing a forged delivery', () => output.includes('refused WEBHOOK_SIGNATURE_INVALID'));
    } finally {
      server.kill();
    }
  });
});
