import { EVENT_TYPES, EventPage } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { InnkeepCommand } from '../base-command';
import { renderEventLine, renderEvents } from '../output/event-views';

export default class Events extends InnkeepCommand<typeof Events, EventPage> {
  static override summary = 'Read the change feed: what changed in the workspace, in commit order.';
  static override description =
    'Prints the events after --after (a nextCursor), oldest first, in pages of --take. With --follow it keeps polling and ' +
    'prints new events as they come, one line each (--json: one JSON event per line), until interrupted.';
  static override examples = [
    '<%= config.bin %> events',
    '<%= config.bin %> events --types reservation.created,reservation.cancelled',
    '<%= config.bin %> events --follow --json',
  ];
  static override operation = 'events.list';
  static override flags = {
    after: Flags.string({ summary: 'Start after this cursor (the nextCursor of an earlier read).' }),
    types: Flags.string({ summary: `Only these types, comma-separated (${EVENT_TYPES.slice(0, 3).join(', ')}…).` }),
    take: Flags.integer({ summary: 'Events per page, 1 to 500 (default 100).', min: 1, max: 500 }),
    follow: Flags.boolean({ summary: 'Keep polling and print events as they come.' }),
    interval: Flags.integer({ summary: 'Seconds between polls with --follow (default 2).', min: 1, max: 3600, default: 2 }),
  };
  static override fieldNames = { follow: null, interval: null };

  override async run(): Promise<EventPage> {
    const input = this.input();
    const page = await this.call<EventPage>('events.list', input);
    if (!this.flags.follow) return page;
    let cursor = page.nextCursor;
    this.print(page);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, this.flags.interval * 1000));
      const next = await this.call<EventPage>('events.list', { ...input, after: cursor });
      this.print(next);
      cursor = next.nextCursor;
    }
  }

  private print(page: EventPage): void {
    for (const event of page.events) this.log(this.jsonEnabled() ? JSON.stringify(event) : renderEventLine(event));
  }

  protected override humanize({ events, nextCursor }: EventPage): string {
    if (this.flags.follow) return '';
    const table = events.length > 0 ? renderEvents(events) : 'No events after this point yet.';
    return `${table}\n\nRead on with --after ${nextCursor}`;
  }
}
