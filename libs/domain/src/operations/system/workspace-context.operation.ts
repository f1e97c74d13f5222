import { WorkspaceContext, workspaceContextSchema } from '@innkeep/contract';

import { planFeatures } from '../../access/plan-features';
import { currentStatus, subscriptionView } from '../../access/subscription-access';
import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { localDateTime } from '../../time/local-time';
import { READ_ONLY } from '../annotations';

export class WorkspaceContextInput {}

export const workspaceContext = defineOperation({
  name: 'workspace.get',
  summary: 'Workspace context',
  description:
    'The workspace name and time zone, the exact time in UTC and in the workspace, the caller’s role and effective scopes, the plan with its trial end, and the subscription (status, next charge, card, any warning). Call it first to anchor dates.',
  access: 'pms:read',
  quota: 'read',
  input: WorkspaceContextInput,
  output: workspaceContextSchema,
  http: [{ method: 'GET', path: '/workspace', operationId: 'getWorkspace' }],
  mcp: { tool: 'get_workspace_context', example: {}, title: 'Workspace context', annotations: READ_ONLY },
  cli: 'whoami',
  // Knowing who you are and what is left of your quota reveals nothing of guests or money.
  staff: {},
  async handle(ctx): Promise<WorkspaceContext> {
    const principal = principalOf(ctx);
    const [workspace, user] = await Promise.all([ctx.repos.workspaces.findById(principal.workspaceId), ctx.repos.workspaces.findUser(principal.userId)]);
    if (!workspace || !user) throw notFound('Workspace');
    const now = ctx.now();
    return {
      workspace: { id: workspace.id, name: workspace.name, timezone: workspace.timezone, isSandbox: workspace.isSandbox === true },
      user: { ...user, role: principal.role },
      scopes: principal.scopes,
      plan: {
        code: workspace.plan,
        status: currentStatus(workspace, now),
        trialEndsAt: workspace.trialEndsAt?.toISOString() ?? null,
        features: [...planFeatures(workspace.plan)],
      },
      subscription: subscriptionView(workspace, now),
      nowUtc: now.toISOString(),
      nowLocal: localDateTime(now, workspace.timezone),
    };
  },
});
