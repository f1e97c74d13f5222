import assert from 'node:assert/strict';

import { InMemoryCredentialStore } from '@innkeep/auth/testing';
import { AnyOperation, CATALOGUE, DomainError, operationNamed, Principal, TransactionScope } from '@innkeep/domain';
import { factory } from '@innkeep/domain/testing';

import { Outcome, requestHashOf } from '../src';
import { ADDRESS, executorBed, LIMITS } from './executor/executor-bed';

const listProperties = operationNamed('properties.list');
const createReservation = operationNamed('reservations.create');
const setCancellationPolicy = operationNamed('properties.setCancellationPolicy');

const withKey = (key: string | undefined) => ({ credential: { authorization: key, showorg: undefined } });

function refusal(outcome: Outcome): { status: number; code: string; body: Record<string, unknown> } {
  assert.equal(outcome.ok, false, `expected a refusal, got ${JSON.stringify(outcome.body)}`);
  return { status: outcome.status, code: outcome.body.code as string, body: outcome.body as Record<string, unknown> };
}

/** An operation like `base` whose handler is the test's. */
function withHandler(base: AnyOperation, handle: AnyOperation['handle'], overrides: Partial<AnyOperation> = {}): AnyOperation {
  return { ...base, ...overrides, handle };
}

describe('operation executor', () => {
  describe('authentication', () => {
    it('runs a public operation without a credential, counting it per client address', async () => {
      const { invoke, credentials } = executorBed();
      const outcome = await invoke(operationNamed('service.status'), {}, withKey(undefined));
      assert.deepEqual([outcome.ok, outcome.status, outcome.principal], [true, 200, null]);
      assert.equal(credentials.lookups, 0);
      for (let call = 1; call < LIMITS.read; call += 1) await invoke(operationNamed('service.status'), {}, withKey(undefined));
      const refused = refusal(await invoke(operationNamed('service.status'), {}, withKey(undefined)));
      assert.deepEqual([refused.status, refused.code], [429, 'RATE_LIMITED']);
      assert.equal((await invoke(operationNamed('service.status'), {}, { ...withKey(undefined), clientAddress: '198.51.100.1' })).ok, true);
    });

    it('answers 401 UNAUTHENTICATED without a credential, and INVALID_CREDENTIAL for a malformed, unknown or revoked key', async () => {
      const { invoke, credentials, writeKey } = executorBed();
      assert.deepEqual(refusal(await invoke(listProperties, {}, withKey(undefined))).code, 'UNAUTHENTICATED');
      assert.deepEqual(refusal(await invoke(listProperties, {}, withKey('ikp_tooShort'))).code, 'INVALID_CREDENTIAL');
      const unknown = new InMemoryCredentialStore().addApiKey({ userId: 'usr_x', workspaceIds: ['ws_x'] });
      assert.deepEqual(refusal(await invoke(listProperties, {}, withKey(unknown.key))).code, 'INVALID_CREDENTIAL');
      credentials.revoke(writeKey.id);
      const revoked = refusal(await invoke(listProperties, {}, withKey(writeKey.key)));
      assert.deepEqual([revoked.status, revoked.code], [401, 'INVALID_CREDENTIAL']);
    });

    it('counts failed credentials against the caller’s address, never against a key', async () => {
      const { invoke, readKey } = executorBed();
      for (let call = 0; call < LIMITS.unauthenticated; call += 1) assert.equal(refusal(await invoke(listProperties, {}, withKey('ikp_wrong'))).status, 401);
      const refused = refusal(await invoke(listProperties, {}, withKey('ikp_wrong')));
      assert.deepEqual([refused.code, refused.body.retryAfter], ['RATE_LIMITED', LIMITS.unauthenticatedWindowSeconds]);
      const fromElsewhere = await invoke(listProperties, {}, { ...withKey(readKey.key), clientAddress: '198.51.100.1' });
      assert.equal(fromElsewhere.quota?.remaining, LIMITS.read - 1);
    });

    it('gives requests without a credential a short window of their own per address and surface', async () => {
      const { invoke, bed } = executorBed();
      const withoutKey = (surface: 'rest' | 'mcp') => invoke(listProperties, {}, { ...withKey(undefined), surface });
      for (let call = 0; call < LIMITS.unauthenticated; call += 1) assert.equal(refusal(await withoutKey('mcp')).code, 'UNAUTHENTICATED');
      assert.equal(refusal(await withoutKey('mcp')).code, 'RATE_LIMITED');
      const rest = refusal(await withoutKey('rest'));
      assert.deepEqual([rest.status, rest.code], [401, 'UNAUTHENTICATED'], 'the MCP surface spent nothing of REST');
      const later = new Date(bed.db.now().getTime() + LIMITS.unauthenticatedWindowSeconds * 1000);
      bed.db.now = () => later;
      assert.equal(refusal(await withoutKey('mcp')).code, 'UNAUTHENTICATED', 'a minute later');
    });

    it('never refuses a well-formed credential for what requests without one spent', async () => {
      const { invoke, readKey } = executorBed();
      for (let call = 0; call <= LIMITS.unauthenticated; call += 1) await invoke(listProperties, {}, withKey(undefined));
      assert.equal(refusal(await invoke(listProperties, {}, withKey('garbage'))).code, 'RATE_LIMITED');
      const unknown = new InMemoryCredentialStore().addApiKey({ userId: 'usr_x', workspaceIds: ['ws_x'] });
      const refused = refusal(await invoke(listProperties, {}, withKey(unknown.key)));
      assert.deepEqual([refused.status, refused.code], [401, 'INVALID_CREDENTIAL']);
      const unknownToken = `Bearer iko_${'a'.repeat(43)}`;
      assert.equal(refusal(await invoke(listProperties, {}, withKey(unknownToken))).code, 'INVALID_CREDENTIAL');
      assert.equal((await invoke(listProperties, {}, withKey(readKey.key))).status, 200);
    });

    it('counts a failing well-formed credential on its own, so repeating it is slowed and others are not', async () => {
      const { invoke } = executorBed();
      const store = new InMemoryCredentialStore();
      const [unknown, other] = [store.addApiKey({ userId: 'usr_x', workspaceIds: ['ws_x'] }), store.addApiKey({ userId: 'usr_x', workspaceIds: ['ws_x'] })];
      for (let call = 0; call < LIMITS.unauthenticated; call += 1) await invoke(listProperties, {}, withKey(unknown.key));
      assert.equal(refusal(await invoke(listProperties, {}, withKey(unknown.key))).code, 'RATE_LIMITED');
      assert.equal(refusal(await invoke(listProperties, {}, withKey(other.key))).code, 'INVALID_CREDENTIAL');
      assert.equal(refusal(await invoke(listProperties, {}, withKey(undefined))).code, 'UNAUTHENTICATED');
    });

    it('refuses the key of a user who is no longer a member of the workspace', async () => {
      const { invoke, credentials, owner, workspace } = executorBed();
      credentials.setAccess(owner.id, workspace.id, null);
      const refused = refusal(await invoke(listProperties));
      assert.deepEqual([refused.status, refused.code], [401, 'INVALID_CREDENTIAL']);
    });

    it('answers 401 PLAN_NO_API_ACCESS for a plan without API access, and 401 SUBSCRIPTION_INACTIVE naming the status of a subscription without access', async () => {
      const { invoke, credentials, owner, workspace } = executorBed();
      credentials.setAccess(owner.id, workspace.id, { plan: 'STARTER' });
      assert.deepEqual(refusal(await invoke(listProperties)).body, {
        statusCode: 401,
        code: 'PLAN_NO_API_ACCESS',
        msg: 'The STARTER plan has no API access; PRO and BUSINESS have.',
        plan: 'STARTER',
      });
      credentials.setAccess(owner.id, workspace.id, { plan: 'BUSINESS', subscriptionStatus: 'CANCELED' });
      assert.deepEqual(refusal(await invoke(listProperties)).body, {
        statusCode: 401,
        code: 'SUBSCRIPTION_INACTIVE',
        status: 'CANCELED',
        msg: 'The subscription of this workspace is canceled: choose a plan on the Billing page of the web interface to restore access.',
      });
    });

    it('refuses a trial from its end on, on the next request, though its stored status still says TRIALING', async () => {
      const { invoke, credentials, owner, workspace } = executorBed();
      credentials.setAccess(owner.id, workspace.id, { subscriptionStatus: 'TRIALING', trialEndsAt: new Date(Date.now() + 60_000) });
      assert.equal((await invoke(listProperties)).ok, true);
      credentials.setAccess(owner.id, workspace.id, { trialEndsAt: new Date(Date.now() - 1) });
      const refused = refusal(await invoke(listProperties));
      assert.deepEqual([refused.status, refused.code, refused.body.status], [401, 'SUBSCRIPTION_INACTIVE', 'TRIAL_ENDED']);
    });

    it('takes a principal the surface already authenticated without reading the credential again', async () => {
      const { invoke, credentials, principal } = executorBed();
      const outcome = await invoke(listProperties, {}, { ...withKey(undefined), principal });
      assert.deepEqual([outcome.ok, outcome.principal], [true, principal]);
      assert.equal(credentials.lookups, 0);
    });

    it('gathers no input from a caller it refuses, so malformed input cannot probe without a credential', async () => {
      const { invoke, inputsGathered, readKey } = executorBed();
      await invoke(listProperties, {}, withKey(undefined));
      await invoke(setCancellationPolicy, {}, withKey(readKey.key));
      assert.equal(inputsGathered(), 0);
    });
  });

  describe('quotas', () => {
    it('spends one request of the operation’s own quota per call, reads and writes with their own limits', async () => {
      const { invoke, property } = executorBed();
      const first = await invoke(listProperties);
      const second = await invoke(listProperties);
      const other = await invoke(operationNamed('properties.get'), { propertyId: property.id });
      const write = await invoke(setCancellationPolicy, { propertyId: property.id, policy: 'STRICT' });
      assert.deepEqual(
        [first, second, other, write].map((outcome) => [outcome.quota?.limit, outcome.quota?.remaining]),
        [
          [LIMITS.read, LIMITS.read - 1],
          [LIMITS.read, LIMITS.read - 2],
          [LIMITS.read, LIMITS.read - 1],
          [LIMITS.write, LIMITS.write - 1],
        ],
      );
    });

    it('answers 429 RATE_LIMITED with retryAfter once the quota is used up, without running the handler', async () => {
      const { invoke, bed } = executorBed();
      for (let call = 0; call < LIMITS.read; call += 1) assert.equal((await invoke(listProperties)).ok, true);
      bed.repos.calls.clear();
      const refused = refusal(await invoke(listProperties));
      assert.deepEqual([refused.status, refused.code, refused.body.retryAfter], [429, 'RATE_LIMITED', LIMITS.windowSeconds]);
      assert.deepEqual(bed.repos.calls.methods(), []);
    });

    it('counts a call its scope refuses, so probing a key is not free', async () => {
      const { invoke, readKey, property } = executorBed();
      const refused = await invoke(setCancellationPolicy, { propertyId: property.id, policy: 'STRICT' }, withKey(readKey.key));
      assert.deepEqual([refused.status, refused.quota?.remaining], [403, LIMITS.write - 1]);
    });

    it('lets quota.get read every metered operation’s quota while spending only its own', async () => {
      const { invoke } = executorBed();
      await invoke(listProperties);
      await invoke(listProperties);
      const outcome = await invoke(operationNamed('quota.get'));
      assert.equal(outcome.ok, true);
      const { quotas } = outcome.body as { quotas: { operation: string; used: number }[] };
      const used = Object.fromEntries(quotas.map((quota) => [quota.operation, quota.used]));
      const buckets = CATALOGUE.filter((operation) => operation.access !== 'public').flatMap((operation) =>
        operation.quota === 'write' ? [operation.name, `${operation.name}.dryRun`] : [operation.name],
      );
      assert.deepEqual(Object.keys(used).sort(), buckets.sort());
      assert.deepEqual([used['properties.list'], used['quota.get'], used['reservations.create']], [2, 1, 0]);
    });
  });

  describe('dry runs', () => {
    it('answers the write’s answer, spending the read bucket of its dry runs and running no surface step', async () => {
      const { invoke, unit } = executorBed();
      let stepped = false;
      const dry = await invoke(createReservation, factory.reservationRequest({ unitId: unit.id }), {
        dryRun: true,
        idempotencyKey: 'k',
        beforeHandle: async () => {
          stepped = true;
        },
      });
      assert.deepEqual([dry.ok, dry.status, dry.replayed, stepped], [true, 201, false, false]);
      assert.deepEqual([dry.quota?.limit, dry.quota?.remaining], [LIMITS.read, LIMITS.read - 1]);
      const real = await invoke(createReservation, factory.reservationRequest({ unitId: unit.id }), { idempotencyKey: 'k' });
      assert.deepEqual([real.status, real.replayed, real.quota?.limit, real.quota?.remaining], [201, false, LIMITS.write, LIMITS.write - 1]);
    });

    it('ignores dryRun on a read', async () => {
      const { invoke } = executorBed();
      const read = await invoke(listProperties, {}, { dryRun: true });
      assert.deepEqual([read.ok, read.quota?.remaining], [true, LIMITS.read - 1]);
      assert.equal((await invoke(listProperties)).quota?.remaining, LIMITS.read - 2, 'the read’s own bucket');
    });
  });

  describe('authorization', () => {
    it('answers 403 SCOPE_REQUIRED for a write with a read-only key, naming the scope and the role', async () => {
      const { invoke, readKey, property, bed } = executorBed();
      const refused = refusal(await invoke(setCancellationPolicy, { propertyId: property.id, policy: 'STRICT' }, withKey(readKey.key)));
      assert.deepEqual([refused.status, refused.code, refused.body.scope, refused.body.role], [403, 'SCOPE_REQUIRED', 'pms:write', 'OWNER']);
      assert.deepEqual(bed.repos.calls.writes(), []);
    });

    it('narrows a key to its owner’s live role: a VIEWER’s write key cannot write', async () => {
      const { invoke, credentials, owner, workspace, property } = executorBed();
      credentials.setAccess(owner.id, workspace.id, { role: 'VIEWER' });
      const refused = refusal(await invoke(setCancellationPolicy, { propertyId: property.id, policy: 'STRICT' }));
      assert.deepEqual([refused.code, refused.body.role], ['SCOPE_REQUIRED', 'VIEWER']);
      assert.equal((await invoke(listProperties)).ok, true);
    });

    it('answers 403 PLAN_REQUIRED naming the cheapest plan with a feature the operation needs', async () => {
      const { invoke, credentials, owner, workspace } = executorBed();
      const websiteOnly = { ...listProperties, feature: 'website' as const };
      assert.deepEqual(refusal(await invoke(websiteOnly)).body, {
        statusCode: 403,
        code: 'PLAN_REQUIRED',
        msg: 'The PRO plan does not include website; BUSINESS does.',
        feature: 'website',
        plan: 'BUSINESS',
      });
      credentials.setAccess(owner.id, workspace.id, { plan: 'BUSINESS' });
      assert.equal((await invoke(websiteOnly)).ok, true);
    });

    it('lets any valid credential call an operation that needs no scope', async () => {
      const { invoke, credentials, owner, workspace } = executorBed();
      const scopeless = credentials.addApiKey({ userId: owner.id, workspaceIds: [workspace.id], scopes: [] });
      const outcome = await invoke(operationNamed('connection.check'), {}, withKey(scopeless.key));
      assert.deepEqual([outcome.ok, outcome.body], [true, { connected: true }]);
      assert.equal(refusal(await invoke(listProperties, {}, withKey(scopeless.key))).code, 'SCOPE_REQUIRED');
    });
  });

  describe('the STAFF role', () => {
    function staffBed() {
      const executor = executorBed();
      const { credentials, owner, workspace, bed, unit } = executor;
      credentials.setAccess(owner.id, workspace.id, { role: 'STAFF' });
      const colleague = bed.db.addUser();
      bed.db.addMember(workspace.id, colleague.id, 'STAFF');
      const mine = bed.db.addTask(unit, { assigneeUserId: owner.id, checklist: [{ label: 'Towels', done: false }] });
      const theirs = bed.db.addTask(unit, { assigneeUserId: colleague.id });
      return { ...executor, mine, theirs, colleague };
    }

    it('answers 403 ROLE_REQUIRED to every operation but their own tasks and who they are, whatever the key’s scopes', async () => {
      const { invoke, bed, property } = staffBed();
      const allowed = new Set([
        'service.status',
        'connection.check',
        'workspace.get',
        'quota.get',
        'tasks.list',
        'tasks.get',
        'tasks.update',
        'tasks.start',
        'tasks.complete',
      ]);
      for (const operation of CATALOGUE.filter((candidate) => !allowed.has(candidate.name))) {
        const refused = refusal(await invoke(operation, { propertyId: property.id }));
        assert.deepEqual([operation.name, refused.status, refused.code, refused.body.role], [operation.name, 403, 'ROLE_REQUIRED', 'STAFF']);
      }
      assert.deepEqual(bed.repos.calls.methods(), []);
    });

    it('lists only the tasks assigned to them, whatever assignee the call names', async () => {
      const { invoke, mine, colleague } = staffBed();
      for (const fields of [{}, { assignee: colleague.id }, { assignee: 'me' }]) {
        const outcome = await invoke(operationNamed('tasks.list'), fields);
        assert.deepEqual(
          JSON.parse((outcome.body as { text: string }).text).tasks.map((task: { id: string }) => task.id),
          [mine.id],
        );
      }
    });

    it('answers 404 for a task assigned to someone else, on reads and writes alike, and changes nothing', async () => {
      const { invoke, theirs, mine, bed } = staffBed();
      for (const name of ['tasks.get', 'tasks.start', 'tasks.complete']) {
        assert.deepEqual(refusal(await invoke(operationNamed(name), { taskId: theirs.id })).code, 'NOT_FOUND');
      }
      assert.deepEqual(refusal(await invoke(operationNamed('tasks.update'), { taskId: theirs.id, notes: 'x' })).code, 'NOT_FOUND');
      assert.deepEqual(bed.repos.calls.writes(), []);
      const done = await invoke(operationNamed('tasks.complete'), { taskId: mine.id });
      assert.deepEqual([done.ok, (done.body as { status: string }).status], [true, 'DONE']);
    });

    it('may tick the checklist and write notes of their task, and nothing else of it', async () => {
      const { invoke, mine, owner } = staffBed();
      const ticked = await invoke(operationNamed('tasks.update'), { taskId: mine.id, checklist: [{ label: 'Towels', done: true }], notes: 'Tap drips' });
      assert.deepEqual((ticked.body as { checklist: unknown }).checklist, [{ label: 'Towels', done: true }]);
      const refused = refusal(await invoke(operationNamed('tasks.update'), { taskId: mine.id, dueDate: '2026-07-02', assigneeUserId: owner.id }));
      assert.deepEqual([refused.code, refused.body.fields], ['ROLE_REQUIRED', ['dueDate', 'assigneeUserId']]);
    });

    it('bites on the next request after a demotion to STAFF, as every role change does', async () => {
      const { invoke, credentials, owner, workspace } = executorBed();
      assert.equal((await invoke(listProperties)).ok, true);
      credentials.setAccess(owner.id, workspace.id, { role: 'STAFF' });
      assert.equal(refusal(await invoke(listProperties)).code, 'ROLE_REQUIRED');
    });
  });

  describe('validation', () => {
    it('answers 400 VALIDATION_FAILED in the NestJS shape for malformed input, without running the handler', async () => {
      const { invoke, bed } = executorBed();
      const refused = refusal(await invoke(listProperties, { status: 'GONE', colour: 'red' }));
      assert.deepEqual(refused.body, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        msg: 'property colour should not exist; status must be one of the following values: ACTIVE, INACTIVE, ARCHIVED',
        message: ['property colour should not exist', 'status must be one of the following values: ACTIVE, INACTIVE, ARCHIVED'],
        error: 'Bad Request',
      });
      assert.deepEqual(bed.repos.calls.methods(), []);
    });

    it('refuses input that is not a JSON object', async () => {
      const { executor, writeKey } = executorBed();
      const outcome = await executor.execute({
        operation: listProperties,
        surface: 'rest',
        credential: { authorization: writeKey.key, showorg: undefined },
        clientAddress: ADDRESS,
        input: () => [] as unknown as Record<string, unknown>,
      });
      assert.deepEqual(refusal(outcome).body.message, ['the request body must be a JSON object']);
    });
  });

  describe('reads and writes', () => {
    it('runs a read on the read repositories, outside any transaction', async () => {
      const { invoke, bed, property } = executorBed();
      const outcome = await invoke(listProperties);
      assert.deepEqual(
        (outcome.body as { properties: { id: string }[] }).properties.map((row) => row.id),
        [property.id],
      );
      assert.equal(bed.unitOfWork.transactions, 0);
    });

    it('runs a write in one transaction, as the caller’s workspace and a writer of its feed, and answers its success status', async () => {
      const { invoke, bed, unit, principal } = executorBed();
      const outcome = await invoke(createReservation, factory.reservationRequest({ unitId: unit.id }));
      assert.deepEqual([outcome.ok, outcome.status, outcome.replayed], [true, 201, false]);
      assert.equal(bed.unitOfWork.transactions, 1);
      assert.deepEqual(bed.unitOfWork.feedWriters, [principal.workspaceId]);
      assert.equal(bed.repos.calls.argumentsOf('reservations.create')[0][0], principal.workspaceId);
    });

    it('keeps a coded refusal of the handler with its status and details', async () => {
      const { invoke, unit, bed } = executorBed();
      bed.db.addReservation(unit, { arrivalDate: '2026-07-12', departureDate: '2026-07-13' });
      const refused = refusal(await invoke(createReservation, factory.reservationRequest({ unitId: unit.id })));
      assert.deepEqual([refused.status, refused.code, refused.body.night, refused.body.unitId], [409, 'NO_AVAILABILITY', '2026-07-12', unit.id]);
    });

    it('answers an unexpected failure as 500 INTERNAL_ERROR with a correlation id and no internals, and logs it under that id', async () => {
      const { invoke, errors } = executorBed();
      const crashing = withHandler(listProperties, async () => {
        throw new Error('connect ECONNREFUSED postgres://innkeep:hunter2@10.0.0.5');
      });
      const refused = refusal(await invoke(crashing));
      assert.deepEqual([refused.status, refused.code], [500, 'INTERNAL_ERROR']);
      assert.match(refused.body.msg as string, /^Something failed on our side\. Quote [0-9a-f-]{36} if you contact support\.$/);
      assert.ok(!JSON.stringify(refused.body).includes('hunter2'));
      assert.equal(errors.length, 1);
      assert.ok(errors[0].message.includes(refused.body.correlationId as string));
      assert.ok(errors[0].message.includes('properties.list'));
    });
  });

  describe('idempotency', () => {
    it('replays the first answer to a retried write with the same key, without running it again', async () => {
      const { invoke, bed, unit } = executorBed();
      const request = factory.reservationRequest({ unitId: unit.id });
      const first = await invoke(createReservation, request, { idempotencyKey: 'retry-1' });
      const retry = await invoke(createReservation, request, { idempotencyKey: 'retry-1' });
      assert.deepEqual([retry.ok, retry.status, retry.replayed], [true, 201, true]);
      assert.deepEqual(retry.body, first.body);
      assert.equal(bed.repos.calls.argumentsOf('reservations.create').length, 1);
      assert.equal(bed.db.tables.reservations.size, 1);
    });

    it('treats the same fields in another order as the same request', async () => {
      const { invoke, unit } = executorBed();
      const guest = { firstName: 'Maria', lastName: 'Silva' };
      await invoke(
        createReservation,
        { unitId: unit.id, source: 'MANUAL', arrivalDate: '2026-07-10', departureDate: '2026-07-12', guest },
        { idempotencyKey: 'k' },
      );
      const retry = await invoke(
        createReservation,
        { guest: { lastName: 'Silva', firstName: 'Maria' }, departureDate: '2026-07-12', arrivalDate: '2026-07-10', source: 'MANUAL', unitId: unit.id },
        { idempotencyKey: 'k' },
      );
      assert.equal(retry.replayed, true);
    });

    it('answers 422 IDEMPOTENCY_KEY_REUSED when the key comes back with another request', async () => {
      const { invoke, unit, bed } = executorBed();
      await invoke(createReservation, factory.reservationRequest({ unitId: unit.id }), { idempotencyKey: 'k' });
      const refused = refusal(await invoke(createReservation, factory.reservationRequest({ unitId: unit.id, adults: 2 }), { idempotencyKey: 'k' }));
      assert.deepEqual([refused.status, refused.code], [422, 'IDEMPOTENCY_KEY_REUSED']);
      assert.equal(bed.db.tables.reservations.size, 1);
    });

    it('answers 409 IDEMPOTENCY_KEY_IN_USE while another request holds the key, and runs the retry once it has finished', async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let runs = 0;
      const slow = withHandler(setCancellationPolicy, async () => {
        runs += 1;
        await gate;
        return { ok: true };
      });
      const { invoke, property } = executorBed();
      const fields = { propertyId: property.id, policy: 'STRICT' };
      const first = invoke(slow, fields, { idempotencyKey: 'k' });
      await new Promise((resolve) => setImmediate(resolve));
      const refused = refusal(await invoke(slow, fields, { idempotencyKey: 'k' }));
      assert.deepEqual([refused.status, refused.code], [409, 'IDEMPOTENCY_KEY_IN_USE']);
      release();
      assert.equal((await first).ok, true);
      assert.equal((await invoke(slow, fields, { idempotencyKey: 'k' })).replayed, true);
      assert.equal(runs, 1);
    });

    it('replays a finished write to a retry while another retry holds the key, rather than 409', async () => {
      const { invoke, property, bed } = executorBed();
      const fields = { propertyId: property.id, policy: 'STRICT' };
      const first = await invoke(setCancellationPolicy, fields, { idempotencyKey: 'k' });
      const { workspaceId, credentialId } = first.principal!;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const claimed = new Promise<void>((resolve) => (held = resolve));
      const otherRetry = bed.unitOfWork.run(async (scope) => {
        assert.equal(await scope.idempotency.claim({ workspaceId, credentialId, key: 'k' }), true);
        held();
        await gate;
      });
      await claimed;
      const retry = await invoke(setCancellationPolicy, fields, { idempotencyKey: 'k' });
      release();
      await otherRetry;
      assert.deepEqual([retry.ok, retry.status, retry.replayed, retry.body], [true, 200, true, first.body]);
    });

    it('replays a refusal the write itself produced, even after the night has freed up', async () => {
      const { invoke, unit, bed } = executorBed();
      const blocking = bed.db.addReservation(unit, { arrivalDate: '2026-07-11', departureDate: '2026-07-12' });
      const request = factory.reservationRequest({ unitId: unit.id });
      const refused = refusal(await invoke(createReservation, request, { idempotencyKey: 'k' }));
      assert.equal(refused.code, 'NO_AVAILABILITY');
      bed.db.changeNights(unit.id, blocking.arrivalDate, blocking.departureDate, 'reserved', -1);
      const retry = await invoke(createReservation, request, { idempotencyKey: 'k' });
      assert.deepEqual([retry.ok, retry.status, retry.replayed, retry.body], [false, 409, true, refused.body]);
      assert.equal((await invoke(createReservation, request, { idempotencyKey: 'k2' })).status, 201);
    });

    it('records no refusal that was not the write’s own answer: a retry after a confirmation runs the write', async () => {
      const { invoke, property } = executorBed();
      const fields = { propertyId: property.id, policy: 'STRICT' };
      const unconfirmed = refusal(
        await invoke(setCancellationPolicy, fields, {
          idempotencyKey: 'k',
          beforeHandle: async () => {
            throw new DomainError('CONFIRMATION_REQUIRED', 'Confirm first.');
          },
        }),
      );
      assert.equal(unconfirmed.code, 'CONFIRMATION_REQUIRED');
      const confirmed = await invoke(setCancellationPolicy, fields, { idempotencyKey: 'k' });
      assert.deepEqual([confirmed.ok, confirmed.replayed], [true, false]);
    });

    it('records no unexpected failure: a retry with the same key runs the write again', async () => {
      let runs = 0;
      const flaky = withHandler(setCancellationPolicy, async () => {
        runs += 1;
        if (runs === 1) throw new Error('connection reset');
        return { ok: true };
      });
      const { invoke, property } = executorBed();
      const fields = { propertyId: property.id, policy: 'STRICT' };
      assert.equal(refusal(await invoke(flaky, fields, { idempotencyKey: 'k' })).status, 500);
      const retry = await invoke(flaky, fields, { idempotencyKey: 'k' });
      assert.deepEqual([retry.ok, retry.replayed, runs], [true, false, 2]);
    });

    it('keeps keys per credential: another credential’s same key runs its own write', async () => {
      const { invoke, credentials, owner, workspace, unit, bed } = executorBed();
      const otherKey = credentials.addApiKey({ userId: owner.id, workspaceIds: [workspace.id] });
      const request = factory.reservationRequest({ unitId: unit.id, status: 'INQUIRY' });
      await invoke(createReservation, request, { idempotencyKey: 'k' });
      const other = await invoke(createReservation, request, { ...withKey(otherKey.key), idempotencyKey: 'k' });
      assert.deepEqual([other.ok, other.replayed], [true, false]);
      assert.equal(bed.db.tables.reservations.size, 2);
    });

    it('refuses an Idempotency-Key that is empty, too long or not printable ASCII, before writing', async () => {
      const { invoke, property, bed } = executorBed();
      for (const key of ['', 'with space', 'x'.repeat(256), 'clé']) {
        const refused = refusal(await invoke(setCancellationPolicy, { propertyId: property.id, policy: 'STRICT' }, { idempotencyKey: key }));
        assert.deepEqual(refused.body.message, ['Idempotency-Key must be 1 to 255 printable ASCII characters, no space'], key);
      }
      assert.equal(bed.unitOfWork.transactions, 0);
      assert.equal((await invoke(setCancellationPolicy, { propertyId: property.id, policy: 'STRICT' }, { idempotencyKey: 'x'.repeat(255) })).ok, true);
    });

    it('still answers the write’s refusal when recording it fails, and logs why', async () => {
      let transactions = 0;
      const { invoke, unit, bed, errors } = executorBed({
        unitOfWork: (testbed) => ({
          run: <T>(work: (scope: TransactionScope) => Promise<T>) =>
            ++transactions === 1 ? testbed.unitOfWork.run(work) : Promise.reject(new Error('connection lost')),
        }),
      });
      bed.db.addReservation(unit, { arrivalDate: '2026-07-11', departureDate: '2026-07-12' });
      const refused = refusal(await invoke(createReservation, factory.reservationRequest({ unitId: unit.id }), { idempotencyKey: 'k' }));
      assert.equal(refused.code, 'NO_AVAILABILITY');
      assert.deepEqual(
        errors.map((error) => error.message),
        ['Could not record an idempotent refusal'],
      );
    });
  });

  describe('a surface’s own step', () => {
    it('runs inside the write’s transaction, before the handler, with the validated input and the request hash', async () => {
      const { invoke, property, bed } = executorBed();
      const steps: string[] = [];
      const fields = { propertyId: property.id, policy: 'STRICT' };
      const outcome = await invoke(
        withHandler(setCancellationPolicy, async () => steps.push('handler')),
        fields,
        {
          beforeHandle: async (ctx, input, scope, requestHash) => {
            steps.push('before');
            assert.equal(scope.repos, ctx.repos);
            assert.equal((input as { policy: string }).policy, 'STRICT');
            assert.equal(requestHash, requestHashOf(setCancellationPolicy, fields));
          },
        },
      );
      assert.equal(outcome.ok, true);
      assert.deepEqual(steps, ['before', 'handler']);
      assert.equal(bed.unitOfWork.transactions, 1);
    });
  });
});

describe('the database out of reach', () => {
  /** What pg reports when the server refuses the connection, as TypeORM wraps it. */
  const refused = () =>
    Object.assign(new Error('Query failed'), { driverError: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) });

  it('answers 503 SERVICE_UNAVAILABLE with retryAfter, not a 500, and logs no unexpected failure', async () => {
    const { invoke, property, errors } = executorBed({ unitOfWork: () => ({ run: () => Promise.reject(refused()) }) });
    const outcome = refusal(await invoke(setCancellationPolicy, { propertyId: property.id, policy: 'STRICT' }));
    assert.deepEqual([outcome.status, outcome.code], [503, 'SERVICE_UNAVAILABLE']);
    assert.ok(Number(outcome.body.retryAfter) > 0);
    assert.deepEqual(errors, []);
  });

  it('answers 503 while credentials cannot be read, spending none of the address quota kept for failed credentials', async () => {
    const { invoke, credentials } = executorBed();
    credentials.findApiKeyByHash = () => Promise.reject(refused());
    for (let call = 0; call < LIMITS.read + 2; call += 1) {
      const outcome = refusal(await invoke(listProperties));
      assert.deepEqual([outcome.status, outcome.code], [503, 'SERVICE_UNAVAILABLE'], `call ${call + 1}`);
    }
  });
});

describe('request hashes', () => {
  it('are the same for the same fields in any order, and ignore fields left undefined', () => {
    const operation = operationNamed('reservations.create');
    assert.equal(requestHashOf(operation, { a: 1, b: { c: [1, 2], d: 'x' } }), requestHashOf(operation, { b: { d: 'x', c: [1, 2] }, a: 1, e: undefined }));
  });

  it('differ between operations, values and the order of list items', () => {
    const hash = requestHashOf(operationNamed('reservations.create'), { a: [1, 2] });
    assert.notEqual(hash, requestHashOf(operationNamed('reservations.move'), { a: [1, 2] }));
    assert.notEqual(hash, requestHashOf(operationNamed('reservations.create'), { a: [2, 1] }));
    assert.notEqual(hash, requestHashOf(operationNamed('reservations.create'), { a: ['1', 2] }));
  });
});

describe('principals the executor hands to handlers', () => {
  it('carry the key’s scopes narrowed by the live role and the workspace’s live plan', async () => {
    const { invoke, credentials, owner, workspace, readKey } = executorBed();
    credentials.setAccess(owner.id, workspace.id, { role: 'ADMIN', plan: 'BUSINESS', subscriptionStatus: 'TRIALING' });
    const outcome = await invoke(listProperties, {}, withKey(readKey.key));
    const expected: Principal = {
      credentialId: readKey.id,
      credentialKind: 'api_key',
      userId: owner.id,
      workspaceId: workspace.id,
      role: 'ADMIN',
      scopes: ['pms:read'],
      plan: 'BUSINESS',
      subscriptionStatus: 'TRIALING',
    };
    assert.deepEqual(outcome.principal, expected);
  });
});
