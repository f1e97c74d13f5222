import { DomainError } from '../errors/domain-error';
import { Repositories } from '../ports/repositories';

/** A task is assigned to a member of its workspace only; anyone else is refused as a value that names nobody. */
export async function checkAssignee(repos: Repositories, workspaceId: string, userId: string | null | undefined, field = 'assigneeUserId'): Promise<void> {
  if (userId === null || userId === undefined) return;
  if (!(await repos.workspaces.memberRole(workspaceId, userId))) {
    throw new DomainError('VALIDATION_FAILED', `${field} ${userId} is not a member of this workspace.`);
  }
}
