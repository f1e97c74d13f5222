import type { Amounts, PaymentStatus, ReservationSource, ReservationStatus, ReservationView } from '@innkeep/contract';

export interface BookableUnit {
  unitId: string;
  unitName: string;
  propertyId: string;
  propertyName: string;
  currency: string;
  timezone: string;
  rooms: number;
  defaultRatePlanId: string | null;
  /** What is archived: the unit itself, its property, or nothing. Archived units take no new reservations. */
  archived: 'unit' | 'property' | null;
}

export interface ReservationFilter {
  status?: ReservationStatus;
  source?: ReservationSource;
  propertyId?: string;
  unitId?: string;
  from?: string;
  to?: string;
  search?: string;
  isOverbooking?: boolean;
  paymentStatus?: PaymentStatus;
  /** Owing an amount of the schedule due before this day. */
  balanceDueBefore?: string;
  take: number;
  after?: { arrivalDate: string; id: string };
}

export interface NewGuest {
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  /**
   * Typed by an anonymous website visitor: anyone may type anyone's e-mail, so the guest is a record
   * of its own, never matched by e-mail to a guest the workspace knows (whose name and phone it would
   * otherwise take or change).
   */
  selfDeclared?: boolean;
}

export interface NewReservation {
  unitId: string;
  propertyId: string;
  ratePlanId: string | null;
  status: ReservationStatus;
  source: ReservationSource;
  channelReference?: string | null;
  /** The channel connection whose synchronisation records it. */
  connectionId?: string | null;
  arrivalDate: string;
  departureDate: string;
  adults: number;
  children: number;
  totalAmountMinor: number;
  /** What the total is made of; left out for a total known only as one figure (a channel's). */
  amounts?: Amounts | null;
  currency: string;
  notes: string | null;
  isOverbooking: boolean;
  /** Set on a booking made on the website: whose it is, and when it lapses unless the host confirms it. */
  siteHold?: SiteHold;
}

/** A website booking's visitor (a hash of their network, never the address itself) and its lapse. */
export interface SiteHold {
  visitorKey: string;
  /** When a PROVISIONAL booking is cancelled unless the host confirmed it; null for one confirmed at once. */
  expiresAt: Date | null;
}

/** Unpaid website bookings that still hold a room: the visitor's, and every visitor's of the property. */
export interface SiteHoldCount {
  visitor: number;
  property: number;
}

export interface ReservationRepository {
  list(workspaceId: string, filter: ReservationFilter): Promise<ReservationView[]>;
  find(workspaceId: string, reservationId: string): Promise<ReservationView | null>;
  /** Locks the reservation row for the rest of the transaction. */
  findForUpdate(workspaceId: string, reservationId: string): Promise<ReservationView | null>;
  findByChannelReference(workspaceId: string, source: ReservationSource, channelReference: string): Promise<ReservationView | null>;
  /**
   * Counts the website bookings of a property that hold a room unpaid (PROVISIONAL and not lapsed,
   * or CONFIRMED; departing after `today`), after taking the property's website-hold lock for the rest
   * of the transaction, so that two bookings cannot both pass a cap with one place left.
   */
  countSiteHolds(workspaceId: string, propertyId: string, visitorKey: string, today: string, now: Date): Promise<SiteHoldCount>;
  /** Stores the guest and the reservation and answers the reservation, in one statement. */
  create(workspaceId: string, reservation: NewReservation, guest: NewGuest): Promise<ReservationView>;
  update(
    workspaceId: string,
    reservationId: string,
    patch: Partial<
      Pick<
        NewReservation,
        'status' | 'unitId' | 'propertyId' | 'arrivalDate' | 'departureDate' | 'totalAmountMinor' | 'amounts' | 'ratePlanId' | 'isOverbooking'
      >
    > & {
      cancelledAt?: Date;
      cancelledBy?: 'CHANNEL' | 'SYSTEM';
    },
  ): Promise<void>;
}
