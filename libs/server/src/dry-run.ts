import { AnyOperation } from '@innkeep/domain';

/**
 * The answer of a dry run, thrown out of the write's transaction so that it rolls back: whatever the
 * handler changed, and the events, deliveries and audit entry it recorded, are never committed.
 */
export class DryRunAnswer {
  constructor(readonly body: unknown) {}
}

/**
 * The quota bucket a dry run of a write spends: a read bucket of its own, so that trying a write
 * never uses up the write itself.
 */
export function dryRunBucketOf(operation: Pick<AnyOperation, 'name'>): Pick<AnyOperation, 'name' | 'quota'> {
  return { name: `${operation.name}.dryRun`, quota: 'read' };
}
