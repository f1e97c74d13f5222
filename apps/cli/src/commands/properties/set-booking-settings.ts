import { Propagation, PropertyDetail } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { usageError } from '../../cli-failure';
import { timeOfDayFlag } from '../../input-flags';
import { renderPropagation } from '../../output/resource-views';

type Answer = { property: PropertyDetail; propagation: Propagation[] };

export default class PropertiesSetBookingSettings extends InnkeepCommand<typeof PropertiesSetBookingSettings, Answer> {
  static override summary = 'Set instant booking and the arrival time window of a property; settings left out keep their value.';
  static override examples = [
    '<%= config.bin %> properties set-booking-settings prop_123 --instant-booking --arrival-time-from 15:00 --arrival-time-to 22:00',
    '<%= config.bin %> properties set-booking-settings prop_123 --no-instant-booking --arrival-time-to none',
  ];
  static override operation = 'properties.setBookingSettings';
  static override args = {
    propertyId: Args.string({ description: 'Id of the property', required: true }),
  };
  static override flags = {
    'instant-booking': Flags.boolean({ summary: 'Guests book without the host accepting first.', allowNo: true }),
    'arrival-time-from': timeOfDayFlag({ summary: 'Earliest arrival, HH:MM local time; none clears it.' }),
    'arrival-time-to': timeOfDayFlag({ summary: 'Latest arrival, HH:MM local time; none clears it.' }),
    ...DRY_RUN_FLAGS,
  };

  protected override input() {
    const input = super.input();
    if (Object.keys(input).length === 1) {
      throw usageError('Name at least one setting: --instant-booking/--no-instant-booking, --arrival-time-from, --arrival-time-to.');
    }
    return input;
  }

  protected override humanize({ property, propagation }: Answer): string {
    const { instantBooking, arrivalTimeFrom, arrivalTimeTo } = property.bookingSettings;
    return (
      `Booking settings of ${property.name} (${property.id}): instant booking ${instantBooking ? 'on' : 'off'}, ` +
      `arrival from ${arrivalTimeFrom ?? 'any time'} to ${arrivalTimeTo ?? 'any time'}.\n${renderPropagation(propagation)}`
    );
  }
}
