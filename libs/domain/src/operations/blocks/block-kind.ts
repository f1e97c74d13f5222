import { BlockType } from '@innkeep/contract';
import { InventoryKind } from '../../ports/repositories';

export function inventoryKindOf(type: BlockType): InventoryKind {
  return type === 'OWNER' ? 'ownerBlocked' : 'maintenanceBlocked';
}
