import { CredentialInput, hashCredential, Surface, wellFormedCredentialOf } from '@innkeep/auth';
import { AnyOperation, CATALOGUE, DomainError, Principal } from '@innkeep/domain';
import { QuotaDecision, QuotaPolicy } from '@innkeep/ratelimit';

import { dryRunBucketOf } from '../dry-run';

/** Buckets counted per credential: all operations but the public ones (counted per address), and the dry runs of writes. */
export const METERED_OPERATIONS = CATALOGUE.filter((operation) => operation.access !== 'public').flatMap((operation) =>
  operation.quota === 'write' ? [operation, dryRunBucketOf(operation)] : [operation],
);

/** A public operation is counted per client address: its callers have no credential. */
export function spendForAddress(quotas: QuotaPolicy, clientAddress: string, operation: AnyOperation): Promise<QuotaDecision> {
  return quotas.spendForAddress(clientAddress, operation.name);
}

/** An authenticated call spends its credential's bucket of the operation; a dry run the bucket of its dry runs. */
export function spendForCaller(quotas: QuotaPolicy, principal: Principal, operation: AnyOperation, dryRun: boolean): Promise<QuotaDecision> {
  return quotas.spendForCredential(principal.credentialId, dryRun ? dryRunBucketOf(operation) : operation);
}

/**
 * What a request whose credential failed spends: a well-formed credential its own count, anything
 * else (none, garbage, a typo) the count of its address on its surface. So a client without a key
 * never locks out a real key, a token meant for the other server, or the other surface.
 */
export function spendForRefusedCredential(quotas: QuotaPolicy, credential: CredentialInput, clientAddress: string, surface: Surface): Promise<QuotaDecision> {
  const wellFormed = wellFormedCredentialOf(credential.authorization);
  return wellFormed ? quotas.spendForFailedCredential(hashCredential(wellFormed)) : quotas.spendUnauthenticated(clientAddress, surface);
}

/** 429 RATE_LIMITED with the seconds to wait, once the bucket is used up; the call goes no further. */
export function refuseWhenExhausted(quota: QuotaDecision): void {
  if (!quota.allowed) {
    throw new DomainError('RATE_LIMITED', `Quota of ${quota.limit} requests per ${quota.windowSeconds} s used up; retry in ${quota.resetSeconds} s.`, {
      retryAfter: quota.resetSeconds,
    });
  }
}
