import type { GuestRepository, GuestView } from '@innkeep/domain';
import { EntityManager } from 'typeorm';
import { newId } from '../database/ids';
import { GuestEntity } from '../entities';

export class TypeormGuestRepository implements GuestRepository {
  constructor(private readonly manager: EntityManager) {}

  async create(
    workspaceId: string,
    guest: { firstName: string; lastName: string; email?: string | null; phone?: string | null },
  ): Promise<GuestView> {
    const row = {
      workspaceId,
      id: newId('gst'),
      firstName: guest.firstName.trim(),
      lastName: guest.lastName.trim(),
      email: guest.email?.trim().toLowerCase() ?? null,
      phone: guest.phone?.trim() ?? null,
    };
    await this.manager.insert(GuestEntity, row);
    return { id: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone };
  }
}
