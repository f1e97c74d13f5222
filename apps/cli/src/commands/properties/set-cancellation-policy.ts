import { CANCELLATION_POLICIES, Propagation, PropertyDetail } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { usageError } from '../../cli-failure';
import { renderPropagation } from '../../output/resource-views';

type Answer = { property: PropertyDetail; propagation: Propagation[] };

export default class PropertiesSetCancellationPolicy extends InnkeepCommand<typeof PropertiesSetCancellationPolicy, Answer> {
  static override summary = 'Set the cancellation policy of a property; it is propagated to the connected channels.';
  static override examples = [
    '<%= config.bin %> properties set-cancellation-policy prop_123 STRICT',
    '<%= config.bin %> properties set-cancellation-policy prop_123 --policy FLEXIBLE --json',
  ];
  static override operation = 'properties.setCancellationPolicy';
  static override args = {
    propertyId: Args.string({ description: 'Id of the property', required: true }),
    policy: Args.string({ description: 'The policy (or use --policy)', options: CANCELLATION_POLICIES }),
  };
  static override flags = {
    policy: Flags.string({ summary: 'The policy guests book under.', options: CANCELLATION_POLICIES }),
    ...DRY_RUN_FLAGS,
  };

  protected override input() {
    const policy = this.flags.policy ?? this.args.policy;
    if (!policy) throw usageError(`Name the policy: one of ${CANCELLATION_POLICIES.join(', ')}.`);
    if (this.flags.policy && this.args.policy && this.flags.policy !== this.args.policy) {
      throw usageError(`Two different policies given: ${this.args.policy} and --policy ${this.flags.policy}.`);
    }
    return { propertyId: this.args.propertyId, policy };
  }

  protected override humanize({ property, propagation }: Answer): string {
    return `Cancellation policy of ${property.name} (${property.id}) is now ${property.cancellationPolicy}.\n${renderPropagation(propagation)}`;
  }
}
