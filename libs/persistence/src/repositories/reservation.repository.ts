import type { NewReservation, ReservationFilter, ReservationRepository, ReservationSource, ReservationView } from '@innkeep/domain';
import { EntityManager } from 'typeorm';
import { newId } from '../database/ids';
import { ReservationEntity } from '../entities';
import { RESERVATION_JOINS, RESERVATION_JSON } from './reservation-json.sql';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export class TypeormReservationRepository implements ReservationRepository {
  constructor(private readonly manager: EntityManager) {}

  async list(workspaceId: string, filter: ReservationFilter): Promise<ReservationView[]> {
    const params: unknown[] = [workspaceId];
    const where: string[] = ['r.workspace_id = $1'];
    const add = (clause: (placeholder: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (filter.status) add((p) => `r.status = ${p}`, filter.status);
    if (filter.source) add((p) => `r.source = ${p}`, filter.source);
    if (filter.propertyId) add((p) => `r.property_id = ${p}`, filter.propertyId);
    if (filter.unitId) add((p) => `r.unit_id = ${p}`, filter.unitId);
    // Overlap, not arrival: a stay [arrival, departure) touches the nights from..to.
    if (filter.from) add((p) => `r.departure_date > ${p}::date`, filter.from);
    if (filter.to) add((p) => `r.arrival_date <= ${p}::date`, filter.to);
    if (filter.isOverbooking !== undefined) add((p) => `r.is_overbooking = ${p}`, filter.isOverbooking);
    if (filter.search) {
      add(
        (p) => `(g.first_name || ' ' || g.last_name ILIKE ${p} OR g.last_name || ' ' || g.first_name ILIKE ${p} OR g.email ILIKE ${p})`,
        `%${escapeLike(filter.search.trim())}%`,
      );
    }
    if (filter.after) {
      params.push(filter.after.arrivalDate, filter.after.id);
      where.push(`(r.arrival_date, r.id) > ($${params.length - 1}::date, $${params.length})`);
    }
    params.push(filter.take);
    const rows: { reservation: ReservationView }[] = await this.manager.query(
      `SELECT ${RESERVATION_JSON} AS reservation
         FROM reservations r ${RESERVATION_JOINS}
        WHERE ${where.join(' AND ')}
        ORDER BY r.arrival_date, r.id
        LIMIT $${params.length}`,
      params,
    );
    return rows.map((row) => row.reservation);
  }

  find(workspaceId: string, reservationId: string): Promise<ReservationView | null> {
    return this.findOne(workspaceId, reservationId, '');
  }

  findForUpdate(workspaceId: string, reservationId: string): Promise<ReservationView | null> {
    return this.findOne(workspaceId, reservationId, 'FOR UPDATE OF r');
  }

  async findByChannelReference(workspaceId: string, source: ReservationSource, channelReference: string): Promise<ReservationView | null> {
    const [row] = await this.manager.query(
      `SELECT ${RESERVATION_JSON} AS reservation FROM reservations r ${RESERVATION_JOINS}
        WHERE r.workspace_id = $1 AND r.source = $2 AND r.channel_reference = $3`,
      [workspaceId, source, channelReference],
    );
    return row?.reservation ?? null;
  }

  private async findOne(workspaceId: string, reservationId: string, lock: string): Promise<ReservationView | null> {
    const [row] = await this.manager.query(
      `SELECT ${RESERVATION_JSON} AS reservation FROM reservations r ${RESERVATION_JOINS}
        WHERE r.workspace_id = $1 AND r.id = $2 ${lock}`,
      [workspaceId, reservationId],
    );
    return row?.reservation ?? null;
  }

  async insert(workspaceId: string, reservation: NewReservation): Promise<string> {
    const id = newId('res');
    await this.manager.insert(ReservationEntity, { ...reservation, workspaceId, id, channelReference: reservation.channelReference ?? null });
    return id;
  }

  async update(workspaceId: string, reservationId: string, patch: Parameters<ReservationRepository['update']>[2]): Promise<void> {
    await this.manager.update(ReservationEntity, { workspaceId, id: reservationId }, patch);
  }
}
