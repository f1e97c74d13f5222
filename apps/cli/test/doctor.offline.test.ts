import assert from 'node:assert/strict';
import { createServer } from 'node:net';

import { QuotaUsage, WorkspaceContext } from '@innkeep/contract';

import type { DoctorAnswer } from '../src/commands/doctor';
import { FakeAnswer, FakeApi, reportOf, runInnkeep, startFakeApi } from './cli-harness';

const STATUS = { status: 'ok', version: '0.1.0', serverTime: '2030-07-01T10:00:00Z', scopes: ['pms:read', 'pms:write'] };
const CONTEXT: WorkspaceContext = {
  workspace: { id: 'ws_1', name: 'Casa Azul Rentals', timezone: 'Europe/Lisbon', isSandbox: false },
  user: { id: 'usr_1', email: 'host@example.com', name: 'Host', role: 'OWNER' },
  scopes: ['pms:read', 'pms:write'],
  plan: { code: 'PRO', status: 'TRIALING', trialEndsAt: '2030-07-08T10:00:00Z', features: ['api', 'mcp'] },
  subscription: {
    status: 'TRIALING',
    plan: 'PRO',
    trialEndsAt: '2030-07-08T10:00:00Z',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    card: null,
    warning: null,
  },
  nowUtc: '2030-07-01T10:00:00Z',
  nowLocal: '2030-07-01T11:00:00',
};
const QUOTA: QuotaUsage = {
  windowSeconds: 60,
  quotas: [
    { operation: 'calendar.get', kind: 'read', limit: 60, used: 20, remaining: 40, resetSeconds: 30 },
    { operation: 'blocks.create', kind: 'write', limit: 30, used: 1, remaining: 29, resetSeconds: 50 },
  ],
};

/** `innkeep doctor` against a fake API that plays each way a setup goes wrong. */
describe('innkeep doctor', () => {
  let api: FakeApi;
  const doctor = async (env: Record<string, string | undefined> = {}) => {
    const result = await runInnkeep(['doctor', '--json'], { env: { INNKEEP_API_URL: api.url, INNKEEP_API_KEY: 'ikp_test', ...env } });
    return { result, answer: JSON.parse(result.stdout) as DoctorAnswer };
  };
  const marks = (answer: DoctorAnswer) => Object.fromEntries(answer.checks.map((check) => [check.name, check.ok]));
  const check = (answer: DoctorAnswer, name: string) => answer.checks.find((each) => each.name === name);
  const answers = (changes: Record<string, FakeAnswer> = {}) => ({
    '/status': { body: STATUS },
    '/is-connected': { body: { connected: true } },
    '/workspace': { body: CONTEXT },
    '/quota': { body: QUOTA },
    ...changes,
  });

  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(async () => {
    await api.close();
  });

  test('a sound setup: every line ✓, exit 0, and what each found', async () => {
    api.answers = answers();
    const result = await runInnkeep(['doctor'], { env: { INNKEEP_API_URL: api.url, INNKEEP_API_KEY: 'ikp_test' } });
    assert.equal(result.code, 0, reportOf(result));
    const lines = result.stdout.split('\n');
    for (const label of ['API reachable', 'Credential valid', 'Scopes', 'Plan', 'Quota left', 'Clock skew']) {
      assert.ok(
        lines.some((line) => line.startsWith(`✓ ${label} `)),
        `${label}\n${reportOf(result)}`,
      );
    }
    assert.match(result.stdout, /^✓ Scopes +pms:read, pms:write$/m);
    assert.match(result.stdout, /^✓ Plan +PRO \(trialing, 7 days left \(until 2030-07-08\)\), workspace Casa Azul Rentals$/m);
    assert.match(result.stdout, /^✓ Quota left +every operation has calls left; the fewest: calendar\.get, 40 of 60$/m);
    assert.match(result.stdout, /^✓ Credential valid +yes: the API key of --api-key or INNKEEP_API_KEY$/m);
    assert.match(result.stdout, /^Everything checked is fine\.$/m);
  });

  test('a server clock ten minutes off fails the clock line, with a hint, and exits 1', async () => {
    const date = { date: new Date(Date.now() + 10 * 60_000).toUTCString() };
    api.answers = answers({ '/status': { body: STATUS, headers: date } });
    const { result, answer } = await doctor();
    assert.equal(result.code, 1, reportOf(result));
    assert.equal(answer.ok, false);
    assert.deepEqual(marks(answer), { api: true, credential: true, scopes: true, plan: true, quota: true, clock: false });
    assert.match(check(answer, 'clock')?.detail ?? '', /^this computer is 10 min behind the server's clock$/);
    assert.match(check(answer, 'clock')?.hint ?? '', /Set the clock/);
  });

  test('a key the API refuses fails the credential; what needs it is not checked', async () => {
    api.answers = answers({ '/is-connected': { status: 401, body: { statusCode: 401, code: 'INVALID_CREDENTIAL', msg: 'The API key is not valid.' } } });
    const { result, answer } = await doctor();
    assert.equal(result.code, 1, reportOf(result));
    assert.deepEqual(marks(answer), { api: true, credential: false, scopes: null, plan: null, quota: null, clock: true });
    assert.match(check(answer, 'credential')?.detail ?? '', /The API key is not valid\. \(INVALID_CREDENTIAL\)/);
    assert.match(check(answer, 'credential')?.hint ?? '', /innkeep login/);
  });

  test('no credential at all: said so, with how to log in, and nothing that needs one is asked', async () => {
    api.answers = answers();
    api.seen.length = 0;
    const { result, answer } = await doctor({ INNKEEP_API_KEY: undefined });
    assert.equal(result.code, 1, reportOf(result));
    assert.equal(check(answer, 'credential')?.detail, 'none: you are not logged in');
    assert.match(check(answer, 'credential')?.hint ?? '', /innkeep login/);
    assert.deepEqual(
      api.seen.map((request) => request.path),
      ['/status'],
    );
  });

  test('a plan without API access: the credential is good, the plan fails', async () => {
    const refusal = { statusCode: 401, code: 'PLAN_NO_API_ACCESS', msg: 'The STARTER plan has no API access; PRO and BUSINESS have.', plan: 'STARTER' };
    api.answers = answers({ '/is-connected': { status: 401, body: refusal } });
    const { result, answer } = await doctor();
    assert.equal(result.code, 1, reportOf(result));
    assert.deepEqual(marks(answer), { api: true, credential: true, scopes: null, plan: false, quota: null, clock: true });
    assert.match(check(answer, 'plan')?.hint ?? '', /PRO or BUSINESS/);
  });

  test('a subscription without access: the credential is good, the plan fails naming the status', async () => {
    const refusal = {
      statusCode: 401,
      code: 'SUBSCRIPTION_INACTIVE',
      status: 'TRIAL_ENDED',
      msg: 'The 7-day trial of this workspace ended on 2030-06-30: choose a plan on the Billing page of the web interface to restore access.',
    };
    api.answers = answers({ '/is-connected': { status: 401, body: refusal } });
    const { result, answer } = await doctor();
    assert.equal(result.code, 1, reportOf(result));
    assert.deepEqual(marks(answer), { api: true, credential: true, scopes: null, plan: false, quota: null, clock: true });
    assert.match(check(answer, 'plan')?.detail ?? '', /trial of this workspace ended on 2030-06-30.*\(SUBSCRIPTION_INACTIVE\)/);
    assert.match(check(answer, 'plan')?.hint ?? '', /Billing page/);
  });

  test('a failed payment in its grace days passes, with its warning', async () => {
    const warning = 'A payment failed on 2030-06-30: update the card on the Billing page before 2030-07-07, or API access stops then.';
    api.answers = answers({
      '/workspace': {
        body: { ...CONTEXT, plan: { ...CONTEXT.plan, status: 'PAST_DUE' }, subscription: { ...CONTEXT.subscription, status: 'PAST_DUE', warning } },
      },
    });
    const { result, answer } = await doctor();
    assert.equal(result.code, 0, reportOf(result));
    assert.equal(check(answer, 'plan')?.detail, `PRO (past due; warning: ${warning}), workspace Casa Azul Rentals`);
  });

  test('a read-only key passes, and is said to be read only', async () => {
    api.answers = answers({ '/workspace': { body: { ...CONTEXT, scopes: ['pms:read'] } } });
    const { result, answer } = await doctor();
    assert.equal(result.code, 0, reportOf(result));
    assert.match(check(answer, 'scopes')?.detail ?? '', /^pms:read \(read only/);
  });

  test('a quota used up fails, saying which and when it resets', async () => {
    const spent: QuotaUsage = {
      ...QUOTA,
      quotas: [...QUOTA.quotas, { operation: 'reservations.list', kind: 'read', limit: 60, used: 60, remaining: 0, resetSeconds: 42 }],
    };
    api.answers = answers({ '/quota': { body: spent } });
    const { result, answer } = await doctor();
    assert.equal(result.code, 1, reportOf(result));
    assert.equal(check(answer, 'quota')?.detail, 'used up for reservations.list');
    assert.match(check(answer, 'quota')?.hint ?? '', /42 s/);
  });

  test('a server that answers degraded fails the first line', async () => {
    api.answers = answers({ '/status': { body: { ...STATUS, status: 'degraded' } } });
    const { result, answer } = await doctor();
    assert.equal(result.code, 1, reportOf(result));
    assert.equal(check(answer, 'api')?.ok, false);
  });

  test('an address nobody answers: the API line fails with the address, the others are not checked', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/public/v1`;
    const result = await runInnkeep(['doctor'], { env: { INNKEEP_API_URL: url, INNKEEP_API_KEY: 'ikp_test' } });
    assert.equal(result.code, 1, reportOf(result));
    assert.match(
      result.stdout,
      new RegExp(
        `^✗ API reachable +Could not connect to the Innkeep API at ${url.replaceAll('.', '\\.')}: connection refused\\. \\(CONNECTION_FAILED\\)$`,
        'm',
      ),
    );
    assert.match(result.stdout, /^ +Hint: Is the server running\?/m);
    assert.match(result.stdout, /^– Credential valid +not checked: the API did not answer$/m);
    assert.match(result.stdout, /^1 check failed\.$/m);
  });
});

/** A port nothing listens on: bind one, then free it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
