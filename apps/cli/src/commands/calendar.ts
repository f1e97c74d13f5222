import { WorkspaceContext } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { InnkeepCommand } from '../base-command';
import { usageError } from '../cli-failure';
import { dateFlag, MAX_RANGE_NIGHTS, nightCountFlag, NightRange, nightsFrom } from '../input-flags';
import { AnyCalendar, renderCalendar } from '../output/calendar-grid';

/** Nights shown when no range is given. */
const DEFAULT_NIGHTS = 14;

export default class Calendar extends InnkeepCommand<typeof Calendar, AnyCalendar> {
  static override summary = 'Show the calendar: per unit and night, the rooms still sellable, and the bookings and blocks in the range.';
  static override description =
    'Units down, nights across. Give the nights as --next 14d (14 nights starting today) or as --from and --to (inclusive, ' +
    `at most ${MAX_RANGE_NIGHTS} nights). "Today" is the date in the workspace's time zone, read from GET /workspace, not the ` +
    `date of this computer. --from with --next counts from that date instead; with neither, the next ${DEFAULT_NIGHTS} nights are shown. ` +
    'The grid is read from the compact calendar (per-unit arrays); --format full also lists the bookings and blocks in the range. ' +
    "--json prints the API's Calendar object as it is: the full form unless --format compact.";
  static override examples = [
    '<%= config.bin %> calendar --next 14d',
    '<%= config.bin %> calendar --from 2030-07-01 --to 2030-07-31 --property prop_123',
    '<%= config.bin %> calendar --next 2w --unit unit_123 --json',
  ];
  static override operation = 'calendar.get';
  static override flags = {
    next: nightCountFlag({ summary: 'This many nights from today (workspace time zone), e.g. 14d or 2w.' }),
    from: dateFlag({ summary: 'First night, YYYY-MM-DD.' }),
    to: dateFlag({ summary: 'Last night, YYYY-MM-DD (inclusive).' }),
    'property-id': Flags.string({ summary: 'Only the units of this property.', aliases: ['property'] }),
    'unit-id': Flags.string({ summary: 'Only this unit.', aliases: ['unit'] }),
    format: Flags.string({
      summary: 'compact: the grid alone, from per-unit arrays (default); full: also the bookings and blocks in the range (default with --json).',
      options: ['compact', 'full'],
    }),
  };
  /** --next is turned into from and to by `range()`. */
  static override fieldNames = { next: ['from', 'to'] };

  override async run(): Promise<AnyCalendar> {
    // Scripts reading --json keep the full form they always had; a person gets the smaller compact one.
    const format = this.flags.format ?? (this.jsonEnabled() ? 'full' : 'compact');
    return this.call<AnyCalendar>('calendar.get', { ...this.input(), ...(await this.range()), format });
  }

  /** The nights asked for: --from/--to, --from/--next, --next from today, or the default. */
  private async range(): Promise<NightRange> {
    const { from, to, next } = this.flags;
    if (to !== undefined && next !== undefined) throw usageError('Give either --to or --next, not both.');
    if (to !== undefined && from === undefined) throw usageError('--to needs --from (or use --next 14d).');
    if (from !== undefined && to !== undefined) {
      if (to < from) throw usageError(`--to (${to}) is before --from (${from}).`);
      return { from, to };
    }
    return nightsFrom(from ?? (await this.today()), next ?? DEFAULT_NIGHTS);
  }

  /** Today in the workspace's time zone. */
  private async today(): Promise<string> {
    const context = await this.call<WorkspaceContext>('workspace.get');
    return context.nowLocal.slice(0, 10);
  }

  protected override humanize(calendar: AnyCalendar): string {
    return renderCalendar(calendar, { maxWidth: process.stdout.isTTY ? process.stdout.columns : undefined });
  }
}
