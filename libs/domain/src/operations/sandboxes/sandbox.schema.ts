import { objectSchema } from '@innkeep/contract';

const str = { type: 'string' } as const;
const instant = { type: 'string', format: 'date-time' } as const;
const sandboxId = { ...str, description: 'The sandbox workspace’s id (ws_…): name it with showorg, or use its test key alone' };

export const sandboxSchema = objectSchema(
  {
    id: sandboxId,
    isSandbox: { type: 'boolean', const: true },
    name: str,
    createdAt: instant,
    lastUsedAt: { ...instant, description: 'The last authenticated request on it, to the hour: 30 days after it, the sandbox is removed' },
  },
  ['id', 'isSandbox', 'name', 'createdAt', 'lastUsedAt'],
);

export const createdSandboxSchema = objectSchema(
  {
    id: sandboxId,
    isSandbox: { type: 'boolean', const: true },
    name: str,
    key: { ...str, description: 'The sandbox’s test key (ikp_test_…), with the scopes of the key that created it; shown only now: store it' },
    createdAt: instant,
  },
  ['id', 'isSandbox', 'name', 'key', 'createdAt'],
);
