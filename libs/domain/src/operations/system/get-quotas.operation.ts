import { QuotaUsage, quotaUsageSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { READ_ONLY } from '../annotations';

export class GetQuotasInput {}

export const getQuotas = defineOperation({
  name: 'quota.get',
  summary: 'Quotas of the calling credential',
  description:
    'Each operation’s quota for the calling credential: limit, requests used and remaining, and seconds until the window resets. ' +
    'Quotas are per credential and operation, so a REST route and its MCP tool spend the same one. ' +
    'Reading them spends only this operation’s own quota (quota.get), never one of the quotas it reports.',
  access: 'pms:read',
  quota: 'read',
  input: GetQuotasInput,
  output: quotaUsageSchema,
  http: [{ method: 'GET', path: '/quota', operationId: 'getQuota' }],
  mcp: { tool: 'quota_get', example: {}, title: 'Quotas of this credential', annotations: READ_ONLY },
  cli: 'quota',
  // Knowing who you are and what is left of your quota reveals nothing of guests or money.
  staff: {},
  async handle(ctx): Promise<QuotaUsage> {
    const { credentialId } = principalOf(ctx);
    return ctx.quotas.usageOf(credentialId);
  },
});
