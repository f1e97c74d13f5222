import type { Role } from '@innkeep/contract';

/**
 * Who may change whose membership, when a member (not the operator) asks: OWNER and ADMIN manage
 * members; only an OWNER makes, changes or removes an OWNER. Each answers the refusal's sentence, or
 * null when allowed. That no workspace loses its last OWNER is `Accounts`' rule, checked under lock.
 */
export const managesMembers = (role: Role | undefined): boolean => role === 'OWNER' || role === 'ADMIN';

export function refuseMemberAdd(viewer: Role, wanted: Role): string | null {
  if (wanted === 'OWNER' && viewer !== 'OWNER') return 'Only an OWNER makes another OWNER.';
  return null;
}

export function refuseRoleChange(viewer: Role, target: Role, wanted: Role): string | null {
  if (!managesMembers(viewer)) return 'Only an OWNER or an ADMIN changes roles.';
  if (viewer !== 'OWNER' && (wanted === 'OWNER' || target === 'OWNER')) return 'Only an OWNER makes or changes an OWNER.';
  return null;
}

export function refuseRemoval(viewer: Role, target: Role): string | null {
  if (!managesMembers(viewer)) return 'Only an OWNER or an ADMIN removes members.';
  if (viewer !== 'OWNER' && target === 'OWNER') return 'Only an OWNER removes an OWNER.';
  return null;
}

/** Whether taking OWNER away from this user would leave the workspace without one. */
export const isLastOwner = (ownerIds: readonly string[], userId: string): boolean => ownerIds.length > 0 && ownerIds.every((id) => id === userId);
