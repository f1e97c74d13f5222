import { CreatedSandbox } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, IDEMPOTENCY_FLAGS, InnkeepCommand } from '../../base-command';
import { renderCreatedSandbox } from '../../output/sandbox-views';

export default class SandboxCreate extends InnkeepCommand<typeof SandboxCreate, CreatedSandbox> {
  static override summary = 'Create a sandbox seeded with a copy of the demo season; prints its test key once.';
  static override examples = ['<%= config.bin %> sandbox create', '<%= config.bin %> sandbox create --name "Checkout tests" --json'];
  static override operation = 'sandboxes.create';
  static override flags = {
    name: Flags.string({ summary: 'A name to tell it apart (default "Sandbox").' }),
    ...IDEMPOTENCY_FLAGS,
    ...DRY_RUN_FLAGS,
  };

  protected override humanize(sandbox: CreatedSandbox): string {
    return renderCreatedSandbox(sandbox);
  }
}
