import { arrayOf, dateTime, idString, Infer, int, nullable, objectSchema, shapeOf, str } from '../schemas/json-schema';
import { actorSchema } from './event';

/** One write attempt, allowed or refused. Nothing secret: no keys, no bodies, no passwords. */
export const auditEntrySchema = objectSchema(
  {
    id: idString,
    at: dateTime,
    operation: str,
    actor: actorSchema,
    // `reservationId`, `unitId`…
    targets: shapeOf<Record<string, string>>({ type: 'object', additionalProperties: { type: 'string' }, description: 'Ids the write addressed or created' }),
    outcome: objectSchema({ statusCode: int, errorCode: nullable(str) }, ['statusCode', 'errorCode']),
  },
  ['id', 'at', 'operation', 'actor', 'targets', 'outcome'],
);
export type AuditEntryView = Infer<typeof auditEntrySchema>;

/** GET /audit: a page of entries, newest first (the cursor: null on the last page). */
export const auditPageSchema = objectSchema({ entries: arrayOf(auditEntrySchema), nextCursor: nullable(str) }, ['entries', 'nextCursor']);
export type AuditPage = Infer<typeof auditPageSchema>;
