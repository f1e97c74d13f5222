import type { Amounts, PaymentStatus, ReservationSource, ReservationStatus } from '@innkeep/domain';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';

import { GuestEntity } from './guest.entity';
import { UnitEntity } from './unit.entity';

/** A stay `[arrival_date, departure_date)` of one room of a unit. */
@Entity({ name: 'reservations' })
@Index('reservations_workspace_arrival_idx', ['workspaceId', 'arrivalDate', 'id'])
@Index('reservations_workspace_property_arrival_idx', ['workspaceId', 'propertyId', 'arrivalDate'])
@Index('reservations_workspace_unit_dates_idx', ['workspaceId', 'unitId', 'arrivalDate', 'departureDate'])
@Index('reservations_workspace_guest_idx', ['workspaceId', 'guestId'])
@Index('reservations_connection_idx', ['workspaceId', 'connectionId'], { where: '"connection_id" IS NOT NULL' })
// The website's caps count a property's unpaid website holds; the hold clock finds the lapsed ones.
@Index('reservations_site_holds_idx', ['workspaceId', 'propertyId', 'siteVisitorKey'], {
  where: `"site_visitor_key" IS NOT NULL AND "status" IN ('PROVISIONAL', 'CONFIRMED')`,
})
@Index('reservations_hold_expiry_idx', ['holdExpiresAt'], { where: `"hold_expires_at" IS NOT NULL AND "status" = 'PROVISIONAL'` })
@Index('reservations_channel_reference_key', ['workspaceId', 'source', 'channelReference'], {
  unique: true,
  where: '"channel_reference" IS NOT NULL',
})
@Check('reservations_dates_check', `"departure_date" > "arrival_date"`)
@Check('reservations_party_check', `"adults" >= 1 AND "children" >= 0`)
@Check('reservations_status_check', `"status" IN ('INQUIRY', 'PROVISIONAL', 'CONFIRMED', 'CANCELLED', 'CHECKED_IN', 'CHECKED_OUT', 'NO_SHOW')`)
export class ReservationEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text')
  id: string;

  @Column('text', { name: 'property_id' })
  propertyId: string;

  @Column('text', { name: 'unit_id' })
  unitId: string;

  @Column('text', { name: 'rate_plan_id', nullable: true })
  ratePlanId: string | null;

  @Column('text', { name: 'guest_id' })
  guestId: string;

  @Column('text')
  status: ReservationStatus;

  @Column('text')
  source: ReservationSource;

  /** The channel's own id of the reservation, for imports (an iCal feed's UID). */
  @Column('text', { name: 'channel_reference', nullable: true })
  channelReference: string | null;

  /** The channel connection whose synchronisation brought the reservation in. */
  @Column('text', { name: 'connection_id', nullable: true })
  connectionId: string | null;

  @Column('date', { name: 'arrival_date' })
  arrivalDate: string;

  @Column('date', { name: 'departure_date' })
  departureDate: string;

  @Column('integer', { default: 1 })
  adults: number;

  @Column('integer', { default: 0 })
  children: number;

  @Column('integer', { name: 'total_amount_minor' })
  totalAmountMinor: number;

  /**
   * What the total is made of, as priced at booking (or at a move that repriced it); null for a total
   * known only as one figure (imports, rows older than the breakdown), shown as one line.
   */
  @Column('jsonb', { nullable: true })
  amounts: Amounts | null;

  @Column('integer', { name: 'paid_amount_minor', default: 0 })
  paidAmountMinor: number;

  @Column('text')
  currency: string;

  @Column('text', { name: 'payment_status', default: 'UNPAID' })
  paymentStatus: PaymentStatus;

  @Column('text', { nullable: true })
  notes: string | null;

  @Column('boolean', { name: 'is_overbooking', default: false })
  isOverbooking: boolean;

  /** A website booking's visitor: a hash of their network (never the address), for the website's caps. */
  @Column('text', { name: 'site_visitor_key', nullable: true })
  siteVisitorKey: string | null;

  /** When a PROVISIONAL website booking is cancelled unless the host confirmed it first. */
  @Column('timestamptz', { name: 'hold_expires_at', nullable: true })
  holdExpiresAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column('timestamptz', { name: 'cancelled_at', nullable: true })
  cancelledAt: Date | null;

  /** CHANNEL when the channel's feed cancelled it (the stay disappeared from the feed). */
  @Column('text', { name: 'cancelled_by', nullable: true })
  cancelledBy: string | null;

  @ManyToOne(() => UnitEntity, { onDelete: 'RESTRICT' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'unit_id', referencedColumnName: 'id' },
  ])
  unit?: UnitEntity;

  @ManyToOne(() => GuestEntity, { onDelete: 'RESTRICT' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'guest_id', referencedColumnName: 'id' },
  ])
  guest?: GuestEntity;
}
