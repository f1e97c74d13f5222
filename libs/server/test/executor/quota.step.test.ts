import assert from 'node:assert/strict';

import { DomainError, operationNamed } from '@innkeep/domain';
import { factory } from '@innkeep/domain/testing';
import { MemoryQuotaStore, QuotaPolicy } from '@innkeep/ratelimit';

import { refuseWhenExhausted, spendForAddress, spendForCaller, spendForRefusedCredential } from '../../src/executor/quota.step';
import { LIMITS } from './executor-bed';

const createReservation = operationNamed('reservations.create');
const quotasOf = () => new QuotaPolicy(new MemoryQuotaStore(() => Date.parse('2026-06-01T00:00:00Z')), LIMITS);

describe('the quota step', () => {
  it('spends a write from the write bucket and its dry run from a read bucket of its own', async () => {
    const quotas = quotasOf();
    const principal = factory.principal();
    const write = await spendForCaller(quotas, principal, createReservation, false);
    const dry = await spendForCaller(quotas, principal, createReservation, true);
    assert.deepEqual([write.limit, write.remaining, dry.limit, dry.remaining], [LIMITS.write, LIMITS.write - 1, LIMITS.read, LIMITS.read - 1]);
  });

  it('counts public calls per address and refused credentials on their own, never in a key’s bucket', async () => {
    const quotas = quotasOf();
    const principal = factory.principal();
    await spendForAddress(quotas, '203.0.113.7', operationNamed('service.status'));
    await spendForRefusedCredential(quotas, { authorization: undefined, showorg: undefined }, '203.0.113.7', 'rest');
    await spendForRefusedCredential(quotas, { authorization: 'garbage', showorg: undefined }, '203.0.113.7', 'rest');
    const own = await spendForCaller(quotas, principal, operationNamed('properties.list'), false);
    assert.equal(own.remaining, LIMITS.read - 1);
    const third = await spendForRefusedCredential(quotas, { authorization: undefined, showorg: undefined }, '203.0.113.7', 'rest');
    assert.equal(third.remaining, LIMITS.unauthenticated - 3);
  });

  it('answers 429 RATE_LIMITED with the seconds to wait once a bucket is used up, and nothing while it lasts', async () => {
    const quotas = quotasOf();
    const principal = factory.principal();
    for (let call = 0; call < LIMITS.write; call += 1) refuseWhenExhausted(await spendForCaller(quotas, principal, createReservation, false));
    const exhausted = await spendForCaller(quotas, principal, createReservation, false);
    assert.throws(
      () => refuseWhenExhausted(exhausted),
      (error: DomainError) => error.statusCode === 429 && error.code === 'RATE_LIMITED' && error.toBody().retryAfter === exhausted.resetSeconds,
    );
  });
});
