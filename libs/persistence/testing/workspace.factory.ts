import { randomBytes } from 'node:crypto';

import type { Plan, Role } from '@innkeep/domain';

import type { Operator } from '../src';

/**
 * What the fixtures ask of the operator service. Named by its methods, so that a caller holding the
 * built library's Operator fits as well as one holding its sources.
 */
export type FixtureOperator = Pick<Operator, 'createUser' | 'createWorkspace' | 'createProperty' | 'createUnit' | 'createApiKey' | 'setMemberRole'>;

export interface WorkspaceFixture {
  workspaceId: string;
  ownerEmail: string;
  propertyId: string;
  unitIds: string[];
  readKey: string;
  writeKey: string;
}

const unique = () => randomBytes(4).toString('hex');

/** A workspace with one property of two units, its owner, and a read key and a write key. */
export async function createWorkspaceFixture(operator: FixtureOperator, options: { plan?: Plan; name?: string } = {}): Promise<WorkspaceFixture> {
  const ownerEmail = `owner-${unique()}@example.test`;
  await operator.createUser({ email: ownerEmail, name: 'Owner' });
  const workspace = await operator.createWorkspace({
    name: options.name ?? `Workspace ${unique()}`,
    ownerEmail,
    plan: options.plan ?? 'PRO',
    timezone: 'Europe/Lisbon',
  });
  const property = await operator.createProperty({ workspaceId: workspace.id, name: 'Casa Teste', city: 'Lisbon' });
  const first = await operator.createUnit({ propertyId: property.id, name: 'Room 1', countOfRooms: 1, basePriceMinor: 10000 });
  const second = await operator.createUnit({ propertyId: property.id, name: 'Room 2', countOfRooms: 2, basePriceMinor: 15000 });
  const readKey = await operator.createApiKey({ email: ownerEmail, workspaceIds: [workspace.id], scopes: ['pms:read'] });
  const writeKey = await operator.createApiKey({
    email: ownerEmail,
    workspaceIds: [workspace.id],
    scopes: ['pms:read', 'pms:write'],
  });
  return {
    workspaceId: workspace.id,
    ownerEmail,
    propertyId: property.id,
    unitIds: [first.id, second.id],
    readKey: readKey.key,
    writeKey: writeKey.key,
  };
}

/** Adds a member with a role and gives them a key with both scopes. */
export async function createMemberKey(
  operator: FixtureOperator,
  workspaceId: string,
  role: Role,
): Promise<{ email: string; key: string; keyId: string; userId: string }> {
  const email = `${role.toLowerCase()}-${unique()}@example.test`;
  await operator.createUser({ email });
  const { userId } = await operator.setMemberRole({ workspaceId, email, role });
  const key = await operator.createApiKey({ email, workspaceIds: [workspaceId], scopes: ['pms:read', 'pms:write'] });
  return { email, key: key.key, keyId: key.id, userId };
}
