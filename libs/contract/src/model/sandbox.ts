import { dateTime, Infer, objectSchema, shapeOf, str } from '../schemas/json-schema';

const sandboxId = { ...str, description: 'The sandbox workspace’s id (ws_…): name it with showorg, or use its test key alone' };
const isSandbox = shapeOf<true>({ type: 'boolean', const: true });

/** A sandbox as its owner lists it (GET /sandboxes). */
export const sandboxSchema = objectSchema(
  {
    id: sandboxId,
    isSandbox,
    name: str,
    createdAt: dateTime,
    // The worker removes a sandbox unused for 30 days.
    lastUsedAt: { ...dateTime, description: 'The last authenticated request on it, to the hour: 30 days after it, the sandbox is removed' },
  },
  ['id', 'isSandbox', 'name', 'createdAt', 'lastUsedAt'],
);
export type SandboxView = Infer<typeof sandboxSchema>;

/** A new sandbox with its test key (`ikp_test_…`), shown this once (POST /sandboxes). */
export const createdSandboxSchema = objectSchema(
  {
    id: sandboxId,
    isSandbox,
    name: str,
    key: { ...str, description: 'The sandbox’s test key (ikp_test_…), with the scopes of the key that created it; shown only now: store it' },
    createdAt: dateTime,
  },
  ['id', 'isSandbox', 'name', 'key', 'createdAt'],
);
export type CreatedSandbox = Infer<typeof createdSandboxSchema>;
