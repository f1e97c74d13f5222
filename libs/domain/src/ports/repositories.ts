import { Plan, SubscriptionStatus } from '../access/plans';
import { Channel, ChannelSetting, Propagation } from '../model/channel';
import { BookingSettings, CancellationPolicy, PropertyDetail, PropertyStatus, PropertySummary } from '../model/property';
import { ListingSettings, UnitView } from '../model/unit';

export interface WorkspaceRecord {
  id: string;
  name: string;
  timezone: string;
  plan: Plan;
  subscriptionStatus: SubscriptionStatus;
  trialEndsAt: Date | null;
}

export interface WorkspaceRepository {
  findById(workspaceId: string): Promise<WorkspaceRecord | null>;
  findUser(userId: string): Promise<{ id: string; email: string; name: string | null } | null>;
}

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

export interface PropertyRepository {
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
}

export interface UnitRepository {
  /** Null when the property filter names a property that is not in the workspace. */
  list(workspaceId: string, propertyId?: string): Promise<UnitView[] | null>;
  updateListingSettings(
    workspaceId: string,
    unitId: string,
    change: SettingsChange<ListingSettings>,
  ): Promise<{ unit: UnitView; propagation: Propagation[] } | null>;
}

/** Every repository an operation may use; persistence provides them. */
export interface Repositories {
  workspaces: WorkspaceRepository;
  properties: PropertyRepository;
  units: UnitRepository;
}
