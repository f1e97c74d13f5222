import { AvailabilityAnswer, WorkspaceContext } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { InnkeepCommand } from '../base-command';
import { dateFlag, MAX_RANGE_NIGHTS, nightCountFlag, weekdaysFlag } from '../input-flags';
import { resolveNights, weekdaysInput } from '../output/rate-input';
import { renderAvailability } from '../output/rate-views';

/** Nights searched when no range is given. */
const DEFAULT_NIGHTS = 30;

export default class Availability extends InnkeepCommand<typeof Availability, AvailabilityAnswer> {
  static override summary = 'Find free periods: per unit, the runs of free nights and how many nights are free.';
  static override description =
    'A night is free when the unit has a sellable room and its default rate plan does not stop selling it. Give the nights as ' +
    `--from and --to (inclusive, at most ${MAX_RANGE_NIGHTS} nights) or as --next 30d (from today in the workspace's time zone); ` +
    `with neither, the next ${DEFAULT_NIGHTS} nights. --min-nights keeps the periods at least that long; --weekdays keeps the free ` +
    "nights on those days and the periods arriving on one of them. --json prints the API's answer as it is.";
  static override examples = [
    '<%= config.bin %> availability --next 30d',
    '<%= config.bin %> availability --property-id prop_123 --from 2030-07-01 --to 2030-08-31 --min-nights 7',
    '<%= config.bin %> availability --unit-id unit_123 --next 90d --min-nights 2 --weekdays FRI,SAT --json',
  ];
  static override operation = 'availability.get';
  static override flags = {
    'property-id': Flags.string({ summary: 'Only the units of this property.', aliases: ['property'] }),
    'unit-id': Flags.string({ summary: 'Only this unit.', aliases: ['unit'] }),
    from: dateFlag({ summary: 'First night, YYYY-MM-DD.' }),
    to: dateFlag({ summary: 'Last night, YYYY-MM-DD (inclusive).' }),
    next: nightCountFlag({ summary: 'This many nights from today (workspace time zone), or from --from; e.g. 30d or 2w.' }),
    'min-nights': Flags.integer({ summary: 'Only periods of at least this many nights (default 1).', min: 1, max: MAX_RANGE_NIGHTS }),
    weekdays: weekdaysFlag({ summary: 'Only free nights on these weekdays, and periods arriving on one of them, e.g. FRI,SAT.' }),
  };
  /** --next is turned into from and to by `run()`. */
  static override fieldNames = { next: ['from', 'to'] };

  override async run(): Promise<AvailabilityAnswer> {
    const { from, to, next, weekdays } = this.flags;
    const nights = await resolveNights({ from, to, next }, { maxNights: MAX_RANGE_NIGHTS, defaultNights: DEFAULT_NIGHTS, today: () => this.today() });
    return this.call<AvailabilityAnswer>('availability.get', { ...this.input(), ...nights, weekdays: weekdaysInput(weekdays) });
  }

  /** Today in the workspace's time zone. */
  private async today(): Promise<string> {
    const context = await this.call<WorkspaceContext>('workspace.get');
    return context.nowLocal.slice(0, 10);
  }

  protected override humanize(answer: AvailabilityAnswer): string {
    return renderAvailability(answer, { minNights: this.flags['min-nights'], weekdays: this.flags.weekdays });
  }
}
