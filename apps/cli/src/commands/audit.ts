import { AuditPage } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { InnkeepCommand } from '../base-command';
import { renderAudit } from '../output/event-views';

export default class Audit extends InnkeepCommand<typeof Audit, AuditPage> {
  static override summary = 'Read the audit log: every write attempt, allowed or refused (owners and admins).';
  static override examples = [
    '<%= config.bin %> audit',
    '<%= config.bin %> audit --operation rates.set --from 2026-11-01',
    '<%= config.bin %> audit --actor key_123 --json',
  ];
  static override operation = 'audit.list';
  static override flags = {
    from: Flags.string({ summary: 'From this time on (YYYY-MM-DD or an ISO 8601 time).' }),
    to: Flags.string({ summary: 'Before this time.' }),
    actor: Flags.string({ summary: 'Only attempts by this credential or user id.' }),
    operation: Flags.string({ summary: 'Only this operation (rates.set, reservations.create…).' }),
    take: Flags.integer({ summary: 'Page size, 1 to 200 (default 50).', min: 1, max: 200 }),
    cursor: Flags.string({ summary: 'The page after this cursor (printed under the previous page).' }),
  };

  protected override humanize({ entries, nextCursor }: AuditPage): string {
    const table = entries.length > 0 ? renderAudit(entries) : 'No write attempts match.';
    return nextCursor ? `${table}\n\nOlder entries: repeat with --cursor ${nextCursor}` : table;
  }
}
