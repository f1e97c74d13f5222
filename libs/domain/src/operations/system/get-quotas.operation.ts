import { arrayOf, objectSchema, QuotaUsage } from '@innkeep/contract';
import { defineOperation, principalOf } from '../../catalogue/operation';
import { READ_ONLY } from '../annotations';

export class GetQuotasInput {}

const count = (description: string) => ({ type: 'integer', minimum: 0, description });

const operationQuotaSchema = objectSchema(
  {
    operation: {
      type: 'string',
      description: 'The operation: its quota bucket, and x-operation on its routes in the OpenAPI description; `<operation>.dryRun` is the read bucket of a write’s dry runs',
    },
    kind: { enum: ['read', 'write'], description: 'Reads spend API_LIMIT, writes API_WRITE_LIMIT' },
    limit: count('Requests allowed in the window'),
    used: count('Requests counted in the current window'),
    remaining: count('Requests left in the current window'),
    resetSeconds: count('Seconds until the window resets (a window starts at its first request; one not started shows its whole length)'),
  },
  ['operation', 'kind', 'limit', 'used', 'remaining', 'resetSeconds'],
);

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
  output: objectSchema(
    { windowSeconds: count('Length of every quota window, in seconds'), quotas: arrayOf(operationQuotaSchema) },
    ['windowSeconds', 'quotas'],
  ),
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
