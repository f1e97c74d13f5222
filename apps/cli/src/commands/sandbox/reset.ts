import { SandboxView } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';

export default class SandboxReset extends InnkeepCommand<typeof SandboxReset, SandboxView> {
  static override summary = 'Restore a sandbox to a fresh copy of the demo season (asks first; --yes).';
  static override examples = ['<%= config.bin %> sandbox reset ws_123 --yes'];
  static override operation = 'sandboxes.reset';
  static override args = { sandboxId: Args.string({ description: 'Id of the sandbox (ws_…)', required: true }) };
  static override flags = { yes: Flags.boolean({ char: 'y', summary: 'Reset without asking.' }), ...DRY_RUN_FLAGS };
  static override fieldNames = { yes: null };

  override async run(): Promise<SandboxView> {
    await this.confirmOrThrow(`Reset sandbox ${this.args.sandboxId}? What was written in it is replaced by the demo season.`);
    return super.run();
  }

  protected override humanize(sandbox: SandboxView): string {
    return `Reset sandbox ${sandbox.name} (${sandbox.id}) to a fresh copy of the demo season; its keys still work.`;
  }
}
