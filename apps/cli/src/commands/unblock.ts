import { Args } from '@oclif/core';

import { CONFIRM_FLAGS, DRY_RUN_FLAGS, InnkeepCommand } from '../base-command';
import { blockTypeFlag, nightRangeArg } from '../input-flags';
import { blockPurpose, nightsText } from '../output/reservation-views';

type Answer = { lifted: number };

export default class Unblock extends InnkeepCommand<typeof Unblock, Answer> {
  static override summary = 'Lift the blocks of a unit on some nights; the nights return to sale.';
  static override description =
    'The nights are <from>:<to>, both included; a single date is that one night. A block reaching outside the range is ' +
    'shortened or split, so its other nights stay blocked. --type lifts only blocks of that type (default: both). Asks y/N ' +
    'on the terminal first; --yes skips the question, and without a terminal (a script, a pipe, --json) --yes is required ' +
    '(otherwise nothing changes and the command exits 2).';
  static override examples = [
    '<%= config.bin %> unblock unit_123 2030-08-01:2030-08-07',
    '<%= config.bin %> unblock unit_123 2030-08-10 --type MAINTENANCE --yes --json',
  ];
  static override operation = 'blocks.lift';
  static override args = {
    unitId: Args.string({ description: 'Id of the unit', required: true }),
    nights: nightRangeArg({ description: 'The nights, <from>[:<to>] (YYYY-MM-DD, to included)', required: true }),
  };
  static override flags = {
    type: blockTypeFlag({ summary: 'Only blocks of this type, OWNER or MAINTENANCE (default: both).' }),
    ...CONFIRM_FLAGS,
    ...DRY_RUN_FLAGS,
  };
  static override fieldNames = { nights: ['from', 'to'] };

  protected override input() {
    return { ...super.input(), ...this.args.nights };
  }

  override async run(): Promise<Answer> {
    const { unitId, nights } = this.args;
    const which = this.flags.type ? `blocks for ${blockPurpose(this.flags.type)}` : 'blocks (owner use and maintenance)';
    const when = nights.from === nights.to ? `the night of ${nights.from}` : `the nights ${nights.from} to ${nights.to}`;
    // The unit's name is read only for a question that is asked (or refused for want of --yes).
    if (!this.flags.yes) await this.confirmOrThrow(`Lift the ${which} of ${await this.names.unitPhrase(unitId)} on ${when}?`);
    return super.run();
  }

  protected override async humanize({ lifted }: Answer): Promise<string> {
    const { unitId, nights } = this.args;
    const unit = await this.names.unitPhrase(unitId);
    if (lifted === 0) return `No blocked night of ${unit} between ${nights.from} and ${nights.to}: nothing was lifted.`;
    return `Lifted ${nightsText(lifted)} of blocks of ${unit} between ${nights.from} and ${nights.to}; they are for sale again.`;
  }
}
