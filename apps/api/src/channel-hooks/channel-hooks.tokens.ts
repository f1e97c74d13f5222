/** Nest injection tokens of what the connector's inbound messages reach storage through, built at the composition root. */
export const HOOK_CONNECTIONS = Symbol('innkeep.channel-hooks.connections');
export const HOOK_UNIT_OF_WORK = Symbol('innkeep.channel-hooks.unit-of-work');
