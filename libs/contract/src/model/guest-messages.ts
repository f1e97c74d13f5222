import { ReservationSource, ReservationStatus } from './reservation';

/** A guest of the workspace with how often they stayed (docs/contract.md#guests). */
export interface GuestSummary {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  /** Reservations of the guest that were not cancelled. */
  stays: number;
  /** Arrival date of the guest's latest stay that was not cancelled; null when none. */
  lastStayAt: string | null;
  /** Typed by an anonymous visitor on the website: a record of its own, never matched to another by e-mail. */
  selfDeclared: boolean;
  /**
   * For a self-declared guest, the guest the workspace knows with the same e-mail (who the visitor
   * may be, or may pretend to be: the host decides); null otherwise.
   */
  knownGuestId: string | null;
}

/** A stay of a guest, as GET /guests/:id lists it (newest first). */
export interface GuestStay {
  id: string;
  status: ReservationStatus;
  source: ReservationSource;
  arrivalDate: string;
  departureDate: string;
  nights: number;
  totalAmountMinor: number;
  currency: string;
  unit: { id: string; name: string };
  property: { id: string; name: string };
}

export interface GuestDetail extends GuestSummary {
  reservations: GuestStay[];
}

export const MESSAGE_DIRECTIONS = ['INBOUND', 'OUTBOUND'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/** Where an outbound message is: waiting for the channel connector, handed over, or refused. */
export const DELIVERY_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One conversation with a guest on one channel (docs/contract.md#messages). */
export interface ThreadView {
  id: string;
  /** The reservation source the conversation runs on (AIRBNB…, DIRECT, OTHER). */
  channel: ReservationSource;
  connectionId: string | null;
  reservationId: string | null;
  guest: { id: string; firstName: string; lastName: string; email: string | null } | null;
  /** Display name of the guest as the channel sent it, when no guest record is linked. */
  guestName: string | null;
  lastMessageAt: string;
  lastMessagePreview: string;
  unread: boolean;
  unreadCount: number;
  messageCount: number;
}

export interface MessageView {
  id: string;
  direction: MessageDirection;
  sender: string;
  body: string;
  sentAt: string;
  /** Outbound messages only; null for inbound ones. */
  deliveryStatus: DeliveryStatus | null;
  /** When the host read an inbound message; null while unread, and for outbound ones. */
  readAt: string | null;
}

export interface ThreadDetail extends ThreadView {
  messages: MessageView[];
}

export const DRAFT_TEMPLATES = ['WELCOME', 'CHECK_IN_INSTRUCTIONS', 'CHECKOUT_REMINDER', 'THANK_YOU', 'REVIEW_REQUEST', 'REPLY'] as const;
export type DraftTemplate = (typeof DRAFT_TEMPLATES)[number];

export const DRAFT_LANGUAGES = ['en', 'pt', 'es', 'fr', 'de'] as const;
export type DraftLanguage = (typeof DRAFT_LANGUAGES)[number];

/** A prepared message: nothing stored, nothing sent. */
export interface MessageDraft {
  to: { guestId: string | null; name: string | null; email: string | null };
  channel: ReservationSource;
  reservationId: string | null;
  threadId: string | null;
  template: DraftTemplate;
  language: DraftLanguage;
  subject: string;
  body: string;
  /** Each reservation, unit and property value the text uses, by name. */
  facts: Record<string, string | number>;
  /** The values the template wanted and the workspace lacks; the text leaves them out. */
  missing: string[];
}
