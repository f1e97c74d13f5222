import { BLOCK_TYPES, BlockView, nightsBetween } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';
import { IDEMPOTENCY_FLAGS, InnkeepCommand } from '../base-command';
import { nightRangeArg } from '../input-flags';
import { nightsText } from '../output/reservation-views';

export default class Block extends InnkeepCommand<typeof Block, BlockView> {
  static override summary = 'Block nights of a unit: take rooms out of sale for own use (OWNER) or MAINTENANCE.';
  static override description =
    'The nights are <from>:<to>, both included; a single date blocks that one night. The rooms (default: all rooms of the ' +
    'unit) must be free on every night: otherwise the API refuses (NO_AVAILABILITY, naming the first night that is not) ' +
    'and nothing changes. `innkeep unblock` lifts blocks.';
  static override examples = [
    '<%= config.bin %> block unit_123 2030-08-01:2030-08-07 --type OWNER --note "Family holiday"',
    '<%= config.bin %> block unit_123 2030-08-10 --type MAINTENANCE --rooms 1 --json',
  ];
  static override operation = 'blocks.create';
  static override args = {
    unitId: Args.string({ description: 'Id of the unit', required: true }),
    nights: nightRangeArg({ description: 'The nights, <from>[:<to>] (YYYY-MM-DD, to included)', required: true }),
  };
  static override flags = {
    type: Flags.string({ summary: 'OWNER (own use) or MAINTENANCE.', options: BLOCK_TYPES, required: true }),
    rooms: Flags.integer({ summary: 'Rooms to block on each night (default: all rooms of the unit).', min: 1, max: 1000 }),
    note: Flags.string({ summary: 'Why, for the team.' }),
    ...IDEMPOTENCY_FLAGS,
  };
  /** The range argument fills from and to (see `input`). */
  static override fieldNames = { nights: ['from', 'to'] };

  protected override input() {
    return { ...super.input(), ...this.args.nights };
  }

  protected override humanize(block: BlockView): string {
    const nights = nightsText(nightsBetween(block.from, block.to) + 1);
    const rooms = `${block.rooms} ${block.rooms === 1 ? 'room' : 'rooms'}`;
    const when = block.from === block.to ? `the night of ${block.from}` : `${block.from} to ${block.to}`;
    return `Blocked ${rooms} of unit ${block.unitId} for ${block.type} on ${when} (${nights}): block ${block.id}.`;
  }
}
