/** How many rows one clean-up deleted, by kind. */
export interface ExpiredRows {
  events: number;
  deliveries: number;
  audit: number;
  hookReceipts: number;
  billingEvents: number;
}

/** Deletes what is past its keeping time: events and webhook deliveries, audit entries, connector message ids, billing event ids. */
export interface Retention {
  expire(eventDays: number, auditDays: number): Promise<ExpiredRows>;
}
