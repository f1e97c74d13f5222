import type { PaymentKind, PaymentMethod } from '@innkeep/domain';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { ReservationEntity } from './reservation.entity';

/**
 * A reservation's ledger: money received (PAYMENT) and money given back (REFUND, against one
 * payment), each its own record and never changed. The reservation's paid amount and payment
 * status are derived from these rows in the transaction that adds one.
 */
@Entity({ name: 'payments' })
@Index('payments_workspace_reservation_idx', ['workspaceId', 'reservationId', 'receivedAt'])
@Index('payments_workspace_received_idx', ['workspaceId', 'receivedAt', 'id'])
@Index('payments_workspace_refund_of_idx', ['workspaceId', 'refundOf'], { where: '"refund_of" IS NOT NULL' })
// A processor's id (a Stripe payment or refund) is applied once, however often its event arrives.
@Index('payments_external_id_key', ['workspaceId', 'externalId'], { unique: true, where: '"external_id" IS NOT NULL' })
@Check('payments_kind_check', `"kind" IN ('PAYMENT', 'REFUND')`)
@Check('payments_method_check', `"method" IN ('CASH', 'BANK_TRANSFER', 'CARD_TERMINAL', 'OTHER', 'ONLINE')`)
@Check('payments_amount_check', `"amount_minor" > 0`)
@Check('payments_refund_of_check', `("kind" = 'REFUND') = ("refund_of" IS NOT NULL)`)
export class PaymentEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text')
  id: string;

  @Column('text', { name: 'reservation_id' })
  reservationId: string;

  @Column('text')
  kind: PaymentKind;

  /** Positive for both kinds: a REFUND takes its amount back. */
  @Column('integer', { name: 'amount_minor' })
  amountMinor: number;

  @Column('text')
  currency: string;

  @Column('text')
  method: PaymentMethod;

  @Column('timestamptz', { name: 'received_at' })
  receivedAt: Date;

  @Column('text', { nullable: true })
  reference: string | null;

  @Column('text', { name: 'refund_of', nullable: true })
  refundOf: string | null;

  @Column('text', { nullable: true })
  reason: string | null;

  @Column('text', { name: 'external_id', nullable: true })
  externalId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => ReservationEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'reservation_id', referencedColumnName: 'id' },
  ])
  reservation?: ReservationEntity;

  @ManyToOne(() => PaymentEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'refund_of', referencedColumnName: 'id' },
  ])
  refunded?: PaymentEntity;
}
