/** Nest injection tokens of the web pages' dependencies. */
export const WEB = Symbol('innkeep.web');
export const WEB_INTERFACE = Symbol('innkeep.web.interface');
