import { objectSchema } from '@innkeep/contract';

import { defineOperation } from '../../catalogue/operation';

export class CheckConnectionInput {}

export const checkConnection = defineOperation({
  name: 'connection.check',
  summary: 'Confirm the credential points to a workspace',
  description: 'Answers `{ connected: true }` for any valid credential, whatever its scopes. Used to check a login.',
  access: 'credential',
  quota: 'read',
  input: CheckConnectionInput,
  output: objectSchema({ connected: { type: 'boolean', const: true } }, ['connected']),
  http: [{ method: 'GET', path: '/is-connected', operationId: 'checkConnection' }],
  // MCP clients check their login with the workspace context tool.
  mcp: {
    tool: 'get_workspace_context',
    example: {},
    title: 'Workspace context',
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    owner: false,
  },
  cli: 'whoami',
  // Knowing who you are and what is left of your quota reveals nothing of guests or money.
  staff: {},
  async handle() {
    return { connected: true as const };
  },
});
