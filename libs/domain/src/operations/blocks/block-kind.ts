import { AnyBlockType } from '@innkeep/contract';

import { InventoryKind } from '../../ports/inventory';

const KIND: Record<AnyBlockType, InventoryKind> = { OWNER: 'ownerBlocked', MAINTENANCE: 'maintenanceBlocked', CHANNEL: 'channelBlocked' };

export function inventoryKindOf(type: AnyBlockType): InventoryKind {
  return KIND[type];
}
