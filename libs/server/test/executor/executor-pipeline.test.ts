import assert from 'node:assert/strict';

import { Authenticator } from '@innkeep/auth';
import {
  AnyOperation,
  AuditRepository,
  DomainError,
  EventRepository,
  IdempotencyStore,
  operationNamed,
  Principal,
  Repositories,
  TransactionScope,
  UnitOfWork,
} from '@innkeep/domain';
import { OperationTestbed } from '@innkeep/domain/testing';
import { QuotaDecision, QuotaPolicy } from '@innkeep/ratelimit';

import { Invocation, OperationExecutor, Outcome, requestHashOf } from '../../src';
import { scripted } from './scripted';

const writer: Principal = {
  credentialId: 'key_1',
  credentialKind: 'api_key',
  userId: 'usr_1',
  workspaceId: 'ws_1',
  role: 'OWNER',
  scopes: ['pms:read', 'pms:write'],
  plan: 'PRO',
  subscriptionStatus: 'ACTIVE',
};
const allowed: QuotaDecision = { allowed: true, limit: 5, remaining: 4, resetSeconds: 60, windowSeconds: 3600 };
const propertyId = new OperationTestbed().seedWorkspace().property.id;
const FIELDS = { propertyId, policy: 'STRICT' };
const ANSWER = { id: propertyId, cancellationPolicy: 'STRICT' };

/**
 * The pipeline over fakes that answer only what each test scripts: a step that reaches for anything
 * else (a repository, a transaction, the idempotency store) fails the test, naming the call.
 */
function pipeline(options: { principal?: Principal; idempotency?: Partial<IdempotencyStore>; handle?: AnyOperation['handle'] } = {}) {
  const seen: string[] = [];
  const audited: unknown[] = [];
  const transactions: { committed: boolean }[] = [];
  const scope = {
    repos: scripted<Repositories>('write repositories', { events: scripted<EventRepository>('events', { flush: async () => void seen.push('events.flush') }) }),
    idempotency: scripted<IdempotencyStore>('idempotency', options.idempotency ?? {}),
    confirmations: scripted('confirmations', {}),
    auditOnRollback: async (_workspaceId: string, attempt: unknown) => void audited.push(attempt),
  } as unknown as TransactionScope;
  const unitOfWork: UnitOfWork = {
    run: async (work) => {
      const transaction = { committed: false };
      transactions.push(transaction);
      const result = await work(scope);
      transaction.committed = true;
      return result;
    },
  };
  const readRepos = scripted<Repositories>('read repositories', {
    audit: scripted<AuditRepository>('audit', { append: async (_workspaceId: string, attempt: unknown) => void audited.push(attempt) }),
  });
  const executor = new OperationExecutor(
    scripted<Authenticator>('authenticator', { authenticate: async () => options.principal ?? writer }),
    scripted<QuotaPolicy>('quotas', { spendForCredential: async () => allowed }),
    readRepos,
    unitOfWork,
    { version: '', apiBaseUrl: '', mcpUrl: '', authorizationServerUrl: '' },
    { error: (message) => assert.fail(`nothing to log, logged ${message}`) },
  );
  const operation: AnyOperation = {
    ...operationNamed('properties.setCancellationPolicy'),
    handle: options.handle ?? (async () => (seen.push('handler'), ANSWER)),
  };
  const invoke = (overrides: Partial<Invocation> = {}): Promise<Outcome> =>
    executor.execute({
      operation,
      surface: 'mcp',
      credential: { authorization: 'key', showorg: undefined },
      clientAddress: '203.0.113.7',
      input: () => (seen.push('input'), { ...FIELDS }),
      ...overrides,
    });
  return { invoke, seen, audited, transactions, operation };
}

describe('the executor’s pipeline', () => {
  it('answers 403 SCOPE_REQUIRED to a key without the write scope before gathering input, reading or opening a transaction', async () => {
    const { invoke, seen, transactions, audited } = pipeline({ principal: { ...writer, scopes: ['pms:read'] } });
    const outcome = await invoke();
    assert.deepEqual([outcome.status, (outcome.body as { code: string }).code], [403, 'SCOPE_REQUIRED']);
    assert.deepEqual([seen, transactions.length], [[], 0]);
    assert.deepEqual(audited, [
      {
        operation: 'properties.setCancellationPolicy',
        actor: { kind: 'API_KEY', id: 'key_1', userId: 'usr_1', surface: 'MCP' },
        targets: {},
        statusCode: 403,
        errorCode: 'SCOPE_REQUIRED',
      },
    ]);
  });

  it('runs a dry run in full, then rolls it back: no key looked up or recorded, no surface step, no audit entry', async () => {
    const { invoke, seen, transactions, audited } = pipeline();
    const outcome = await invoke({ dryRun: true, idempotencyKey: 'k', beforeHandle: async () => void seen.push('surface step') });
    assert.deepEqual([outcome.ok, outcome.status, outcome.body, outcome.replayed], [true, 200, ANSWER, false]);
    assert.deepEqual(seen, ['input', 'handler', 'events.flush']);
    assert.deepEqual(transactions, [{ committed: false }], 'rolled back');
    assert.deepEqual(audited, []);
  });

  it('answers a retry with the first answer, running nothing and auditing the replay', async () => {
    const requestHash = requestHashOf(operationNamed('properties.setCancellationPolicy'), FIELDS);
    const { invoke, seen, audited } = pipeline({
      idempotency: { claim: async () => true, find: async () => ({ requestHash, responseStatus: 200, responseBody: { first: true } }) },
    });
    const outcome = await invoke({ idempotencyKey: 'k' });
    assert.deepEqual([outcome.ok, outcome.status, outcome.body, outcome.replayed], [true, 200, { first: true }, true]);
    assert.deepEqual(seen, ['input']);
    assert.deepEqual(audited, [
      {
        operation: 'properties.setCancellationPolicy',
        actor: { kind: 'API_KEY', id: 'key_1', userId: 'usr_1', surface: 'MCP' },
        targets: { propertyId },
        statusCode: 200,
        errorCode: null,
      },
    ]);
  });

  it('refuses a write whose confirmation the surface step withholds, before the handler, and records no answer under the key', async () => {
    const { invoke, seen, transactions, audited } = pipeline({ idempotency: { claim: async () => true, find: async () => null } });
    const outcome = await invoke({
      idempotencyKey: 'k',
      beforeHandle: async () => {
        throw new DomainError('CONFIRMATION_REQUIRED', 'Set the policy to STRICT?');
      },
    });
    assert.deepEqual([outcome.status, (outcome.body as { code: string }).code], [409, 'CONFIRMATION_REQUIRED']);
    assert.deepEqual(seen, ['input']);
    assert.deepEqual(transactions, [{ committed: false }], 'one transaction, rolled back, none to record the refusal');
    assert.equal(audited.length, 1, 'audited once, with the rollback');
  });

  it('commits a write with its answer recorded under its key', async () => {
    const saved: unknown[] = [];
    const { invoke, seen, transactions } = pipeline({
      idempotency: { claim: async () => true, find: async () => null, save: async (_ref, _name, record) => void saved.push(record) },
    });
    const outcome = await invoke({ idempotencyKey: 'k' });
    assert.deepEqual([outcome.ok, outcome.body, outcome.replayed], [true, ANSWER, false]);
    assert.deepEqual(seen, ['input', 'handler', 'events.flush']);
    assert.deepEqual(transactions, [{ committed: true }]);
    assert.deepEqual(saved, [
      { requestHash: requestHashOf(operationNamed('properties.setCancellationPolicy'), FIELDS), responseStatus: 200, responseBody: ANSWER, sealed: false },
    ]);
  });
});
