import { BlockView, nightsBetween } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, IDEMPOTENCY_FLAGS, InnkeepCommand } from '../base-command';
import { blockTypeFlag, nightRangeArg } from '../input-flags';
import { blockPurpose, nightsText } from '../output/reservation-views';

export default class Block extends InnkeepCommand<typeof Block, BlockView> {
  static override summary = 'Block nights of a unit: take rooms out of sale for own use (the default) or for maintenance.';
  static override description =
    'The nights are <from>:<to>, both included; a single date blocks that one night. The rooms (default: all rooms of the ' +
    'unit) must be free on every night: otherwise the API refuses (NO_AVAILABILITY, naming the first night that is not) ' +
    'and nothing changes. `innkeep unblock` lifts blocks.';
  static override examples = [
    '<%= config.bin %> block unit_123 2030-08-01:2030-08-07 --note "Family holiday"',
    '<%= config.bin %> block unit_123 2030-08-10 --type maintenance --rooms 1 --json',
  ];
  static override operation = 'blocks.create';
  static override args = {
    unitId: Args.string({ description: 'Id of the unit', required: true }),
    nights: nightRangeArg({ description: 'The nights, <from>[:<to>] (YYYY-MM-DD, to included)', required: true }),
  };
  static override flags = {
    type: blockTypeFlag({ summary: 'OWNER (own use) or MAINTENANCE, in any case.', default: 'OWNER' }),
    rooms: Flags.integer({ summary: 'Rooms to block on each night (default: all rooms of the unit).', min: 1, max: 1000 }),
    note: Flags.string({ summary: 'Why, for the team.' }),
    ...IDEMPOTENCY_FLAGS,
    ...DRY_RUN_FLAGS,
  };
  /** The range argument fills from and to (see `input`). */
  static override fieldNames = { nights: ['from', 'to'] };

  protected override input() {
    return { ...super.input(), ...this.args.nights };
  }

  protected override async humanize(block: BlockView): Promise<string> {
    const nights = nightsText(nightsBetween(block.from, block.to) + 1);
    const rooms = `${block.rooms} ${block.rooms === 1 ? 'room' : 'rooms'}`;
    const when = block.from === block.to ? `the night of ${block.from}` : `${block.from} to ${block.to}`;
    return `Blocked ${rooms} of ${await this.names.unitPhrase(block.unitId)} for ${blockPurpose(block.type)} on ${when} (${nights}): block ${block.id}.`;
  }
}
