import { Authenticator } from '@innkeep/auth';
import { InMemoryCredentialStore } from '@innkeep/auth/testing';
import { AnyOperation, UnitOfWork } from '@innkeep/domain';
import { OperationTestbed } from '@innkeep/domain/testing';
import { MemoryQuotaStore, QuotaPolicy } from '@innkeep/ratelimit';

import { Invocation, OperationExecutor, Outcome } from '../../src';

export const ADDRESS = '203.0.113.7';
export const LIMITS = { read: 6, write: 5, windowSeconds: 3600, unauthenticated: 8, unauthenticatedWindowSeconds: 60 };

/**
 * The executor over the domain's in-memory fakes, the real authenticator on an in-memory credential
 * store and the real quota policy on the in-memory quota store, with a write key and a read-only key
 * of the workspace's owner. A test may put its own unit of work in place of the fakes'.
 */
export function executorBed(options: { unitOfWork?: (bed: OperationTestbed) => UnitOfWork } = {}) {
  const bed = new OperationTestbed();
  const seeded = bed.seedWorkspace();
  const credentials = new InMemoryCredentialStore();
  credentials.setAccess(seeded.owner.id, seeded.workspace.id, { role: 'OWNER', plan: 'PRO', subscriptionStatus: 'ACTIVE' });
  const writeKey = credentials.addApiKey({ userId: seeded.owner.id, workspaceIds: [seeded.workspace.id] });
  const readKey = credentials.addApiKey({ userId: seeded.owner.id, workspaceIds: [seeded.workspace.id], scopes: ['pms:read'] });
  const errors: { message: string; detail: unknown }[] = [];
  const quotas = new QuotaPolicy(new MemoryQuotaStore(() => bed.db.now().getTime()), LIMITS);
  const executor = new OperationExecutor(new Authenticator(credentials), quotas, bed.repos, options.unitOfWork?.(bed) ?? bed.unitOfWork, bed.service, {
    error: (message, detail) => errors.push({ message, detail }),
  });
  let inputsGathered = 0;
  const invoke = (operation: AnyOperation, fields: Record<string, unknown> = {}, overrides: Partial<Invocation> = {}): Promise<Outcome> =>
    executor.execute({
      operation,
      surface: 'rest',
      credential: { authorization: writeKey.key, showorg: undefined },
      clientAddress: ADDRESS,
      input: () => {
        inputsGathered += 1;
        return fields;
      },
      ...overrides,
    });
  return { bed, ...seeded, credentials, quotas, writeKey, readKey, errors, invoke, executor, inputsGathered: () => inputsGathered };
}
