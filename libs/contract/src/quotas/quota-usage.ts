import { arrayOf, enumOf, Infer, int, objectSchema, str } from '../schemas/json-schema';

const count = (description: string) => ({ ...int, minimum: 0, description });

/** One operation's quota for one credential, as it stands. */
const operationQuotaSchema = objectSchema(
  {
    operation: {
      ...str,
      description:
        'The operation: its quota bucket, and x-operation on its routes in the OpenAPI description; `<operation>.dryRun` is the read bucket of a write’s dry runs',
    },
    kind: { ...enumOf(['read', 'write']), description: 'Reads spend API_LIMIT, writes API_WRITE_LIMIT' },
    limit: count('Requests allowed in the window'),
    used: count('Requests counted in the current window'),
    remaining: count('Requests left in the current window'),
    resetSeconds: count('Seconds until the window resets (a window starts at its first request; one not started shows its whole length)'),
  },
  ['operation', 'kind', 'limit', 'used', 'remaining', 'resetSeconds'],
);
export type OperationQuota = Infer<typeof operationQuotaSchema>;

/** GET /quota: each operation's quota for the calling credential. */
export const quotaUsageSchema = objectSchema({ windowSeconds: count('Length of every quota window, in seconds'), quotas: arrayOf(operationQuotaSchema) }, [
  'windowSeconds',
  'quotas',
]);
export type QuotaUsage = Infer<typeof quotaUsageSchema>;
