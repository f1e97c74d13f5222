import { SCOPES } from '@innkeep/contract';

import { Principal } from '../access/principal';
import { Repositories } from '../ports/repositories';
import { validateInput } from '../validation/validate-input';
import { Operation, OperationContext } from './operation';

/** Operations the operator runs have no surface, so no addresses to tell, no quota to read and no cursor to give. */
const NO_SURFACE: Pick<OperationContext, 'service' | 'quotas' | 'cursors'> = {
  service: { version: '', apiBaseUrl: '', mcpUrl: '', authorizationServerUrl: '' },
  quotas: {
    usageOf: () => Promise.reject(new Error('The operator spends no quota: there is none to read.')),
  },
  cursors: {
    seal: () => Promise.reject(new Error('The operator reads no feed: there is no cursor to give.')),
    open: () => Promise.reject(new Error('The operator reads no feed: there is no cursor to read.')),
  },
};

/** The operator acting in a workspace as its owner would, with every scope. */
export function operatorPrincipal(workspaceId: string): Principal {
  return {
    credentialId: 'operator',
    credentialKind: 'operator',
    userId: 'operator',
    workspaceId,
    role: 'OWNER',
    scopes: [...SCOPES],
    plan: 'BUSINESS',
    subscriptionStatus: 'ACTIVE',
  };
}

/**
 * Runs a catalogue operation for the operator of the installation (`npm run admin`, the demo
 * seed): the input is validated as on every surface, and the handler runs on the caller's
 * repositories, inside the caller's transaction. Authentication, quotas, plans and idempotency
 * belong to the surfaces and do not apply: the operator already holds the database.
 */
export async function runAsOperator<I extends object, O>(
  operation: Operation<I, O>,
  repos: Repositories,
  workspaceId: string,
  raw: Record<string, unknown>,
): Promise<O> {
  const input = validateInput(operation.input, raw);
  return operation.handle({ principal: operatorPrincipal(workspaceId), repos, now: () => new Date(), ...NO_SURFACE }, input);
}
