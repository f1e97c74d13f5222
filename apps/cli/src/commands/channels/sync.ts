import { ChannelConnectionView, ConnectionSyncView, SyncResult } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { CliFailure } from '../../cli-failure';
import { renderConnection, renderSyncResult } from '../../output/channel-views';

/** How long the command follows a queued synchronisation before it leaves it to the worker. */
const WAIT_SECONDS = 120;
/**
 * Each look spends a read of the connections.get quota (API_LIMIT an hour, 90 by default): soon at
 * first, as most pulls take a second or two, then every 5 s, some 30 looks in all at the most.
 */
const pollDelayMs = (look: number) => Math.min(5000, 500 * 2 ** look);

type Answer = SyncResult | ChannelConnectionView;
const isConnection = (answer: Answer): answer is ChannelConnectionView => 'listings' in answer;

export default class ChannelsSync extends InnkeepCommand<typeof ChannelsSync, Answer> {
  static override summary = 'Synchronise a channel connection now and show what changed.';
  static override description =
    'The API queues the synchronisation for the worker; the command follows the connection (a progress line on stderr) until the worker has run it, then prints what it did. With --no-wait it prints the connection with its queued synchronisation instead; follow it with `innkeep channels status`.';
  static override examples = [
    '<%= config.bin %> channels sync conn_123',
    '<%= config.bin %> channels sync conn_123 --accept-empty',
    '<%= config.bin %> channels sync conn_123 --no-wait',
  ];
  static override operation = 'connections.sync';
  static override args = { connectionId: Args.string({ description: 'Id of the connection', required: true }) };
  static override flags = {
    'accept-empty': Flags.boolean({ summary: 'Apply a feed that came back empty although it had future stays.' }),
    wait: Flags.boolean({
      summary: `Wait for the worker's result (up to ${WAIT_SECONDS} s); --no-wait returns once it is queued.`,
      default: true,
      allowNo: true,
    }),
    ...DRY_RUN_FLAGS,
  };
  static override fieldNames = { wait: null };

  override async run(): Promise<Answer> {
    const queued = await this.call<ChannelConnectionView>('connections.sync', this.input());
    if (this.dryRun || !this.flags.wait || !queued.sync) return queued;
    const { connectionId } = this.args;
    const deadline = Date.now() + WAIT_SECONDS * 1000;
    let sync: ConnectionSyncView | null = queued.sync;
    let shown = '';
    for (let look = 0; ; look++) {
      // A newer request (asked while ours ran) answers ours too: its pull started after ours was asked for.
      if (sync && sync.status === 'DONE' && sync.requestedAt >= queued.sync.requestedAt) {
        if (!sync.result) throw new CliFailure(`${connectionId} was disconnected before it was synchronised.`, { code: 'NOT_FOUND' });
        return sync.result;
      }
      const progress = sync?.status === 'RUNNING' ? 'running: the worker is reading the feeds' : 'queued for the worker';
      if (progress !== shown) process.stderr.write(`Synchronisation of ${connectionId} ${(shown = progress)}…\n`);
      if (Date.now() > deadline) {
        throw new CliFailure(`The synchronisation of ${connectionId} is not done after ${WAIT_SECONDS} s; the worker runs it when it can.`, {
          code: 'SYNC_PENDING',
          hint: 'Follow it with `innkeep channels status`; synchronisations need the worker (apps/worker) running.',
        });
      }
      await new Promise((resolve) => setTimeout(resolve, pollDelayMs(look)));
      ({ sync } = await this.call<ChannelConnectionView>('connections.get', { connectionId }));
    }
  }

  protected override humanize(answer: Answer): string {
    return isConnection(answer)
      ? `Synchronisation ${answer.sync?.status ?? 'QUEUED'} since ${answer.sync?.requestedAt ?? 'now'}.\n\n${renderConnection(answer)}`
      : renderSyncResult(answer);
  }
}
