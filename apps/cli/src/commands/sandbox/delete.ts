import { Args, Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';

export default class SandboxDelete extends InnkeepCommand<typeof SandboxDelete, { id: string; deleted: true }> {
  static override summary = 'Delete a sandbox with its data and test keys (asks first; --yes).';
  static override examples = ['<%= config.bin %> sandbox delete ws_123 --yes'];
  static override operation = 'sandboxes.delete';
  static override args = { sandboxId: Args.string({ description: 'Id of the sandbox (ws_…)', required: true }) };
  static override flags = { yes: Flags.boolean({ char: 'y', summary: 'Delete without asking.' }), ...DRY_RUN_FLAGS };
  static override fieldNames = { yes: null };

  override async run(): Promise<{ id: string; deleted: true }> {
    await this.confirmOrThrow(`Delete sandbox ${this.args.sandboxId} with its data and its test keys?`);
    return super.run();
  }

  protected override humanize({ id }: { id: string }): string {
    return `Deleted sandbox ${id}; its test keys no longer work.`;
  }
}
