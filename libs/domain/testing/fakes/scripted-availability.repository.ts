import type { AvailabilityQuery, AvailabilityRepository, JsonText } from '../../src';
import type { CallLog } from '../call-log';
import { scripted } from '../unexpected-call.error';

/** Availability is one SQL statement: a test scripts its answer, and a call without one fails. */
export class ScriptedAvailabilityRepository implements AvailabilityRepository {
  readonly answers: { search?: JsonText | null } = {};

  constructor(private readonly log: CallLog) {}

  async search(workspaceId: string, query: AvailabilityQuery): Promise<JsonText | null> {
    this.log.record('availability.search', [workspaceId, query]);
    return scripted(this.answers.search, 'availability.search', [workspaceId, query]);
  }
}
