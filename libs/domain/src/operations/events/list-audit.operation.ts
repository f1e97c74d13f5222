import type { AuditEntryView } from '@innkeep/contract';
import { auditPageSchema } from '@innkeep/contract';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError } from '../../errors/domain-error';
import { ToInteger } from '../../validation/transforms';
import { READ_ONLY } from '../annotations';

const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;

export class ListAuditInput {
  @IsOptional()
  @Matches(INSTANT, { message: 'from must be a date (YYYY-MM-DD) or an ISO 8601 time with its offset' })
  @JSONSchema({ description: 'From this time on (a date is its midnight UTC)' })
  from?: string;

  @IsOptional()
  @Matches(INSTANT, { message: 'to must be a date (YYYY-MM-DD) or an ISO 8601 time with its offset' })
  @JSONSchema({ description: 'Before this time' })
  to?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Only attempts by this credential or user id' })
  actor?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Only this operation (`rates.set`, `reservations.create`…)' })
  operation?: string;

  @IsOptional()
  @Matches(/^aud_\d{1,19}$/, { message: 'cursor is not a cursor this API gave out' })
  @JSONSchema({ description: 'The nextCursor of the previous page' })
  cursor?: string;

  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(200)
  @JSONSchema({ description: 'Page size, 1 to 200 (default 50)' })
  take?: number;
}

export const listAudit = defineOperation({
  name: 'audit.list',
  summary: 'Read the audit log',
  description:
    'Every write attempt in the workspace, allowed or refused, newest first: time, operation, credential and user, surface, the ids it addressed, and the outcome (status code and error code). Never a secret or a message body. Owners and admins only. Example: `GET /audit-log?operation=rates.set&from=2026-11-01`.',
  access: 'pms:read',
  roles: ['OWNER', 'ADMIN'],
  quota: 'read',
  input: ListAuditInput,
  output: auditPageSchema,
  http: [{ method: 'GET', path: '/audit-log', operationId: 'listAuditEntries' }],
  mcp: {
    tool: 'audit_list',
    example: { operation: 'rates.set', from: '2030-07-01', take: 20, fields: ['at', 'actor', 'outcome'] },
    title: 'Read the audit log',
    annotations: READ_ONLY,
    list: 'entries',
    cursorAfter: (entry: AuditEntryView) => entry.id,
  },
  cli: 'audit',
  errors: ['ROLE_REQUIRED'],
  async handle(ctx, input) {
    if (input.from && input.to && Date.parse(input.to) < Date.parse(input.from))
      throw new DomainError('VALIDATION_FAILED', `to (${input.to}) is before from (${input.from}).`);
    const take = input.take ?? 50;
    const rows = await ctx.repos.audit.list(principalOf(ctx).workspaceId, {
      from: input.from ?? null,
      to: input.to ?? null,
      actor: input.actor ?? null,
      operation: input.operation ?? null,
      take: take + 1,
      before: input.cursor ?? null,
    });
    const entries = rows.slice(0, take);
    return { entries, nextCursor: rows.length > take ? entries[entries.length - 1].id : null };
  },
});
