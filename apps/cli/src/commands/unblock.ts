import { BLOCK_TYPES } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';
import { CONFIRM_FLAGS, InnkeepCommand } from '../base-command';
import { nightRangeArg } from '../input-flags';
import { nightsText } from '../output/reservation-views';

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
    type: Flags.string({ summary: 'Only blocks of this type (default: both).', options: BLOCK_TYPES }),
    ...CONFIRM_FLAGS,
  };
  static override fieldNames = { nights: ['from', 'to'] };

  protected override input() {
    return { ...super.input(), ...this.args.nights };
  }

  override async run(): Promise<Answer> {
    const { unitId, nights } = this.args;
    const which = this.flags.type ? `${this.flags.type} blocks` : 'blocks (OWNER and MAINTENANCE)';
    const when = nights.from === nights.to ? `the night of ${nights.from}` : `the nights ${nights.from} to ${nights.to}`;
    await this.confirmOrThrow(`Lift the ${which} of unit ${unitId} on ${when}?`);
    return super.run();
  }

  protected override humanize({ lifted }: Answer): string {
    const { unitId, nights } = this.args;
    if (lifted === 0) return `No blocked night of unit ${unitId} between ${nights.from} and ${nights.to}: nothing was lifted.`;
    return `Lifted ${nightsText(lifted)} of blocks of unit ${unitId} between ${nights.from} and ${nights.to}; they are for sale again.`;
  }
}
