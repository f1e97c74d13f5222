import type { ListingSettings, Propagation, UnitView } from '@innkeep/contract';

import type { SettingsChange } from './properties';

export interface UnitFilter {
  propertyId?: string;
  /** Also the archived units, and the units of archived properties. */
  includeArchived: boolean;
}

export interface NewUnit {
  propertyId: string;
  name: string;
  countOfRooms: number;
  maxOccupancy: number | null;
  /** The unit's first rate plan, its default. */
  defaultRatePlan: { title: string; basePriceMinor: number };
}

/** The most nights a room-count refusal names. */
export const MAX_NIGHTS_NAMED = 100;

/** A night whose held rooms (reserved and blocked) a smaller room count would not fit. */
export interface NightInUse {
  date: string;
  roomsHeld: number;
}

export interface UnitRepository {
  /** Null when the property filter names a property that is not in the workspace. */
  list(workspaceId: string, filter: UnitFilter): Promise<UnitView[] | null>;
  find(workspaceId: string, unitId: string): Promise<UnitView | null>;
  /** The unit and its default rate plan; null when the property is not in the workspace. */
  create(workspaceId: string, unit: NewUnit): Promise<UnitView | null>;
  /** Null when the unit is not in the workspace. */
  update(workspaceId: string, unitId: string, patch: Partial<Pick<NewUnit, 'name' | 'maxOccupancy'>> & { archivedAt?: Date }): Promise<UnitView | null>;
  /**
   * Sets the unit's room count and the rooms of each calendar night from `fromNight` on, in one
   * statement, after locking the unit against concurrent holds. Changes nothing and answers the
   * nights (in date order, at most `MAX_NIGHTS_NAMED`) whose held rooms exceed a smaller count.
   * Null when the unit is not in the workspace.
   */
  setRoomCount(workspaceId: string, unitId: string, countOfRooms: number, fromNight: string): Promise<{ inUse: NightInUse[] } | null>;
  updateListingSettings(
    workspaceId: string,
    unitId: string,
    change: SettingsChange<ListingSettings>,
  ): Promise<{ unit: UnitView; propagation: Propagation[] } | null>;
}
