import { Authenticator } from '@innkeep/auth';
import { InMemoryCredentialStore } from '@innkeep/auth/testing';
import { AnyOperation } from '@innkeep/domain';
import { OperationTestbed } from '@innkeep/domain/testing';
import { MemoryQuotaStore, QuotaPolicy } from '@innkeep/ratelimit';

import { Invocation, OperationExecutor, Outcome } from '../../src';

export const LIMITS = { read: 6, write: 5, windowSeconds: 3600, unauthenticated: 8, unauthenticatedWindowSeconds: 60 };

/** The executor over the domain's in-memory fakes, a write key and a read-only key of the workspace's owner. */
export function executorBed() {
  const bed = new OperationTestbed();
  const seeded = bed.seedWorkspace();
  const credentials = new InMemoryCredentialStore();
  credentials.setAccess(seeded.owner.id, seeded.workspace.id, { role: 'OWNER', plan: 'PRO', subscriptionStatus: 'ACTIVE' });
  const writeKey = credentials.addApiKey({ userId: seeded.owner.id, workspaceIds: [seeded.workspace.id] });
  const readKey = credentials.addApiKey({ userId: seeded.owner.id, workspaceIds: [seeded.workspace.id], scopes: ['pms:read'] });
  const quotas = new QuotaPolicy(new MemoryQuotaStore(() => bed.db.now().getTime()), LIMITS);
  const executor = new OperationExecutor(new Authenticator(credentials), quotas, bed.repos, bed.unitOfWork, bed.service, { error: () => undefined });
  let inputsGathered = 0;
  const invoke = (operation: AnyOperation, fields: Record<string, unknown> = {}, overrides: Partial<Invocation> = {}): Promise<Outcome> =>
    executor.execute({
      operation,
      surface: 'rest',
      credential: { authorization: writeKey.key, showorg: undefined },
      clientAddress: '203.0.113.7',
      input: () => {
        inputsGathered += 1;
        return fields;
      },
      ...overrides,
    });
  return { bed, ...seeded, credentials, quotas, writeKey, readKey, invoke, inputsGathered: () => inputsGathered };
}
