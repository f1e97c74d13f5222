import { arrayOf, createdSandboxSchema, objectSchema, sandboxSchema } from '@innkeep/contract';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError, notFound } from '../../errors/domain-error';
import { ToTrimmed } from '../../validation/transforms';
import { CREATE, READ_ONLY } from '../annotations';

/** Each sandbox holds a copy of the demo season; a handful per developer is plenty, and bounds the database. */
export const MAX_SANDBOXES_PER_USER = 5;

export class ListSandboxesInput {}

export class CreateSandboxInput {
  @IsOptional()
  @ToTrimmed()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  @JSONSchema({ description: 'A name to tell it apart (default "Sandbox")' })
  name?: string;
}

export class SandboxIdInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Id of the sandbox (ws_…)' })
  sandboxId!: string;
}

export const listSandboxes = defineOperation({
  name: 'sandboxes.list',
  summary: 'List your sandboxes',
  description:
    'The sandboxes of the calling user, oldest first: workspaces seeded with a copy of the demo season, for trying writes without touching real reservations. Their keys start `ikp_test_` and work on sandboxes only; a sandbox unused for 30 days is removed.',
  access: 'pms:read',
  quota: 'read',
  input: ListSandboxesInput,
  output: objectSchema({ sandboxes: arrayOf(sandboxSchema) }, ['sandboxes']),
  http: [{ method: 'GET', path: '/sandboxes', operationId: 'listSandboxes' }],
  mcp: { tool: 'sandbox_list', title: 'List your sandboxes', annotations: READ_ONLY, example: {} },
  cli: 'sandbox:list',
  async handle(ctx) {
    return { sandboxes: await ctx.repos.sandboxes.list(principalOf(ctx).userId) };
  },
});

export const createSandbox = defineOperation({
  name: 'sandboxes.create',
  summary: 'Create a sandbox',
  description: `Makes a sandbox workspace for the calling user, seeded with its own copy of the demo season (two properties, twelve units, rates, blocks and a season of reservations), and answers its test key (\`ikp_test_…\`) once. Test keys work on sandboxes only, and a sandbox refuses live keys (403 SANDBOX_MISMATCH). A sandbox pulls and pushes no channel, takes Stripe test keys only, delivers webhooks, has PRO quotas and counts against no plan. At most ${MAX_SANDBOXES_PER_USER} per user (409 SANDBOX_LIMIT_REACHED); one unused for 30 days is removed.`,
  access: 'pms:write',
  quota: 'write',
  input: CreateSandboxInput,
  output: createdSandboxSchema,
  http: [{ method: 'POST', path: '/sandboxes', operationId: 'createSandbox' }],
  successStatus: 201,
  mcp: { tool: 'sandbox_create', title: 'Create a sandbox', annotations: CREATE, example: { name: 'Checkout tests' } },
  answerHoldsSecrets: true,
  cli: 'sandbox:create',
  errors: ['SANDBOX_LIMIT_REACHED', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  async handle(ctx, input) {
    const principal = principalOf(ctx);
    if ((await ctx.repos.sandboxes.countOwned(principal.userId)) >= MAX_SANDBOXES_PER_USER) {
      throw new DomainError(
        'SANDBOX_LIMIT_REACHED',
        `You have ${MAX_SANDBOXES_PER_USER} sandboxes, the most one user may have: delete one (DELETE /sandboxes/{sandboxId}) or reset it instead.`,
        {
          limit: MAX_SANDBOXES_PER_USER,
        },
      );
    }
    return ctx.repos.sandboxes.create(principal.userId, { name: input.name ?? 'Sandbox', scopes: principal.scopes });
  },
});

export const resetSandbox = defineOperation({
  name: 'sandboxes.reset',
  summary: 'Reset a sandbox',
  description:
    'Restores a sandbox of yours to a fresh copy of the demo season: its properties, units, rates, reservations, guests, tasks, payments and messages are replaced. Its keys, members, webhook endpoints and event history stay.',
  access: 'pms:write',
  quota: 'write',
  input: SandboxIdInput,
  output: sandboxSchema,
  http: [{ method: 'POST', path: '/sandboxes/:sandboxId/reset', operationId: 'resetSandbox' }],
  // What was written in it is lost (destructive); a second reset gives the same fresh copy.
  mcp: {
    tool: 'sandbox_reset',
    title: 'Reset a sandbox',
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    example: { sandboxId: 'ws_123' },
  },
  cli: 'sandbox:reset',
  errors: ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  async handle(ctx, input) {
    const sandbox = await ctx.repos.sandboxes.reset(principalOf(ctx).userId, input.sandboxId);
    if (!sandbox) throw notFound('Sandbox');
    return sandbox;
  },
});

export const deleteSandbox = defineOperation({
  name: 'sandboxes.delete',
  summary: 'Delete a sandbox',
  description: 'Deletes a sandbox of yours with all of its data, and revokes its test keys.',
  access: 'pms:write',
  quota: 'write',
  input: SandboxIdInput,
  output: objectSchema({ id: { type: 'string' }, deleted: { type: 'boolean', const: true } }, ['id', 'deleted']),
  http: [{ method: 'DELETE', path: '/sandboxes/:sandboxId', operationId: 'deleteSandbox' }],
  mcp: {
    tool: 'sandbox_delete',
    title: 'Delete a sandbox',
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    example: { sandboxId: 'ws_123' },
  },
  cli: 'sandbox:delete',
  errors: ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  async handle(ctx, input) {
    if (!(await ctx.repos.sandboxes.delete(principalOf(ctx).userId, input.sandboxId))) throw notFound('Sandbox');
    return { id: input.sandboxId, deleted: true as const };
  },
});
