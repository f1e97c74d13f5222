import type {
  Address,
  BookingSettings,
  CancellationPolicy,
  Channel,
  FeesAndTaxes,
  PaymentSchedule,
  Propagation,
  PropertyDetail,
  PropertyStatus,
  PropertySummary,
  TaskSettings,
} from '@innkeep/contract';

import type { ChannelSetting } from '../model/channel-settings';

export interface PropertyFilter {
  includeArchived: boolean;
  status?: PropertyStatus;
}

/** Decides, per connected channel, what happens to a changed setting. */
export type PropagationPolicy = (channel: Channel) => Propagation['state'];

export interface SettingsChange<T> {
  setting: ChannelSetting;
  patch: Partial<T>;
  propagation: PropagationPolicy;
}

/** What a host sets on a property (docs/contract.md#setting-up-a-workspace). */
export interface PropertyFields {
  name: string;
  status: PropertyStatus;
  currency: string;
  timezone: string;
  checkInTime: string;
  checkOutTime: string;
  address: Address;
}

/** A change of some fields; address fields left out keep their value. */
export type PropertyPatch = Partial<Omit<PropertyFields, 'address'>> & {
  address?: Partial<PropertyFields['address']>;
  paymentSchedule?: Partial<PaymentSchedule>;
};

export interface PropertyRepository {
  create(workspaceId: string, property: PropertyFields): Promise<PropertyDetail>;
  /** Null when the property is not in the workspace. */
  update(workspaceId: string, propertyId: string, patch: PropertyPatch): Promise<PropertyDetail | null>;
  list(workspaceId: string, filter: PropertyFilter): Promise<PropertySummary[]>;
  findDetail(workspaceId: string, propertyId: string): Promise<PropertyDetail | null>;
  /**
   * Applies the patch and queues the change for every connected channel that accepts it, in one
   * transaction. Null when the property is not in the workspace.
   */
  updateSettings(
    workspaceId: string,
    propertyId: string,
    change: SettingsChange<{ cancellationPolicy: CancellationPolicy } & BookingSettings>,
  ): Promise<{ property: PropertyDetail; propagation: Propagation[] } | null>;
  /**
   * Changes the housekeeping settings. Turning automatic cleaning on also makes the cleanings of the
   * property's stays holding a room that depart from today on (its time zone), in the same
   * transaction. Null when the property is not in the workspace.
   */
  setTaskSettings(workspaceId: string, propertyId: string, patch: Partial<TaskSettings>): Promise<PropertyDetail | null>;
  /** Null when the property is not in the workspace. */
  feesAndTaxes(workspaceId: string, propertyId: string): Promise<FeesAndTaxes | null>;
  /** Replaces the lot; null when the property is not in the workspace. */
  setFeesAndTaxes(workspaceId: string, propertyId: string, feesAndTaxes: FeesAndTaxes): Promise<FeesAndTaxes | null>;
}
