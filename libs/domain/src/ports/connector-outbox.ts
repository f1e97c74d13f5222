import type { HeldLeaseToken, LeaseQueue } from './delivery-leases';

/** An API connection leased to this worker, its signing secret opened. */
export interface ClaimedConnector extends HeldLeaseToken {
  propertyId: string;
  channel: string;
  endpointUrl: string;
  secret: string;
  deliveryFailures: number;
}

/** One night of a listing as the connector protocol sends it. */
export interface AriChange {
  externalListingId: string;
  date: string;
  available: number;
  priceMinor: number;
  minNights: number | null;
  maxNights: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  stopSell: boolean;
}

export interface SettingChange {
  id: string;
  unitId: string | null;
  externalListingId: string | null;
  setting: string;
  values: Record<string, unknown>;
  createdAt: Date;
}

/** A host's reply waiting to be sent through the connection. */
export interface QueuedReply {
  id: string;
  externalThreadId: string;
  externalReservationId: string | null;
  body: string;
  sentAt: Date;
}

export interface AriBatch {
  /** The outbox rows it covers, deleted once delivered. */
  lastSeq: string | null;
  oldest: Date | null;
  changes: AriChange[];
}

/**
 * The worker's side of API connections: connections leased one worker at a time (so each listing's
 * changes leave in order), their outbox read with the nights' values as they are now. A write
 * answers whether the claim still held the connection (false: another worker took it over).
 */
export interface ConnectorOutbox extends LeaseQueue<ClaimedConnector> {
  /** The settings changes waiting, oldest first. */
  pendingSettings(connector: ClaimedConnector, take: number): Promise<SettingChange[]>;
  markSettingSent(connector: ClaimedConnector, settingId: string): Promise<boolean>;
  /** Replies waiting for this connection, oldest first. */
  queuedReplies(connector: ClaimedConnector, take: number): Promise<QueuedReply[]>;
  markReplySent(connector: ClaimedConnector, messageId: string): Promise<boolean>;
  /** The next outbox rows of the connection (up to `take`) as the nights they cover, with today's values. */
  nextAri(connector: ClaimedConnector, take: number): Promise<AriBatch>;
  /** Drops the delivered rows and marks the connection healthy. */
  ariDelivered(connector: ClaimedConnector, lastSeq: string): Promise<boolean>;
  recordSuccess(connector: ClaimedConnector): Promise<boolean>;
  recordFailure(connector: ClaimedConnector, failures: number, nextAt: Date, error: { code: string; msg: string }): Promise<boolean>;
  /** Drops the changes older than `hours` that never got through; answers how many. */
  abandonOlderThan(connector: ClaimedConnector, hours: number): Promise<number>;
}
