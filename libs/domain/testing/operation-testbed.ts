import type { Operation, OperationContext, Principal, QuotaReader, Repositories } from '../src';
import { factory } from './domain.factory';
import { FakeRepositories } from './fakes/fake-repositories';
import { FakeUnitOfWork } from './fakes/fake-unit-of-work';
import { FixedQuotaReader } from './fakes/fixed-quota-reader';
import { InMemoryConfirmationStore } from './fakes/in-memory-confirmation.store';
import { InMemoryIdempotencyStore } from './fakes/in-memory-idempotency.store';
import { InMemoryDatabase } from './in-memory-database';
import type { PropertyRow, UnitRow, UserRow, WorkspaceRow } from './rows';
import { contextOf, OperationRunner, runOperation } from './run-operation';

export interface SeededWorkspace {
  workspace: WorkspaceRow;
  owner: UserRow;
  /** The owner calling with a key of both scopes. */
  principal: Principal;
  property: PropertyRow;
  /** One room, priced 100.00 a night on its default plan. */
  unit: UnitRow & { defaultRatePlanId: string | null };
}

/**
 * Everything an operation handler runs on, in memory: the database, the repositories over it
 * (recording every call), transactions with idempotency and confirmations, and the caller's quotas.
 */
export class OperationTestbed implements OperationRunner {
  readonly db = new InMemoryDatabase();
  readonly repos = new FakeRepositories(this.db);
  readonly idempotency = new InMemoryIdempotencyStore();
  readonly confirmations = new InMemoryConfirmationStore(() => this.db.now());
  readonly unitOfWork = new FakeUnitOfWork(this.db, this.repos, this.idempotency, this.confirmations);
  quotas: QuotaReader = new FixedQuotaReader();
  readonly service = factory.service();
  readonly cursors = factory.cursorSeal();

  /** A workspace with its owner, one property and one unit. */
  seedWorkspace(overrides: { workspace?: Partial<WorkspaceRow>; principal?: Partial<Principal>; property?: Partial<PropertyRow> } = {}): SeededWorkspace {
    const workspace = this.db.addWorkspace(overrides.workspace);
    const owner = this.db.addUser();
    this.db.addMember(workspace.id, owner.id, 'OWNER');
    const principal = factory.principal({
      workspaceId: workspace.id,
      userId: owner.id,
      plan: workspace.plan,
      subscriptionStatus: workspace.subscriptionStatus,
      ...overrides.principal,
    });
    const property = this.db.addProperty({ workspaceId: workspace.id, ...overrides.property });
    const unit = this.db.addUnit(property);
    return { workspace, owner, principal, property, unit };
  }

  now(): Date {
    return this.db.now();
  }

  context(principal: Principal | null, repos: Repositories = this.repos): OperationContext {
    return contextOf(this, principal, repos);
  }

  /** Runs an operation as the surfaces do, minus authentication and quotas (see runOperation). */
  run<I extends object, O>(operation: Operation<I, O>, principal: Principal | null, raw: Record<string, unknown> = {}): Promise<O> {
    return runOperation(this, operation, principal, raw);
  }
}
