import type { BlockView, CalendarFormat } from '@innkeep/contract';

import { JsonText } from './json-text';
import type { BookableUnit } from './reservations';

/**
 * The calendar-night counters. Every change is one conditional statement per call, made in the
 * caller's transaction; nights are locked in date order, so concurrent changes cannot deadlock
 * on order and never sell a room twice.
 */
export interface InventoryRepository {
  findBookableUnit(workspaceId: string, unitId: string): Promise<BookableUnit | null>;
  /**
   * Takes `rooms` on each night of `[from, until)` when every night has them free. Answers the
   * first night that has not, or null when all were taken.
   */
  hold(workspaceId: string, unitId: string, from: string, until: string, kind: InventoryKind, rooms: number): Promise<string | null>;
  /**
   * Takes rooms (default one reserved room) on each night even when full (a channel's facts);
   * answers whether any night is now over capacity.
   */
  holdOverbooking(workspaceId: string, unitId: string, from: string, until: string, kind?: InventoryKind, rooms?: number): Promise<boolean>;
  release(workspaceId: string, unitId: string, from: string, until: string, kind: InventoryKind, rooms: number): Promise<void>;
  /** Null when the property or unit filter names nothing in the workspace; `format` defaults to full. */
  calendar(workspaceId: string, range: { from: string; to: string; propertyId?: string; unitId?: string; format?: CalendarFormat }): Promise<JsonText | null>;
}

export type InventoryKind = 'reserved' | 'ownerBlocked' | 'maintenanceBlocked' | 'channelBlocked';

/**
 * A block to store; a CHANNEL block names its connection and the feed event's UID. `splitFrom`: the
 * block whose later part this is (a lift in its middle), which keeps the one maintenance task.
 */
export type NewBlock = Omit<BlockView, 'id' | 'createdAt' | 'connectionId'> & { connectionId?: string | null; externalId?: string | null; splitFrom?: string };

/**
 * Blocks. A MAINTENANCE block makes a MAINTENANCE task due on its first night, in the statement that
 * stores it; resizing the block moves the task to its new first night and deleting it cancels the
 * task, unless DONE.
 */
export interface BlockRepository {
  insert(workspaceId: string, block: NewBlock): Promise<BlockView>;
  /** Blocks of a unit with a night in `[from, to]`, locked for the transaction. */
  overlappingForUpdate(workspaceId: string, unitId: string, from: string, to: string): Promise<BlockView[]>;
  delete(workspaceId: string, blockId: string): Promise<void>;
  resize(workspaceId: string, blockId: string, from: string, to: string): Promise<void>;
}
