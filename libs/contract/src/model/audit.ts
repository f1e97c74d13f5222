import { EventActor } from './event';

/** One write attempt, allowed or refused. Nothing secret: no keys, no bodies, no passwords. */
export interface AuditEntryView {
  id: string;
  at: string;
  operation: string;
  actor: EventActor;
  /** Ids the write addressed or created (`reservationId`, `unitId`…). */
  targets: Record<string, string>;
  outcome: { statusCode: number; errorCode: string | null };
}
