/** Nest injection tokens of the subscriptions' payment processor and where its events are applied. */
export const BILLING_PROVIDER = Symbol('innkeep.billing.provider');
export const BILLING_EVENTS = Symbol('innkeep.billing.events');
