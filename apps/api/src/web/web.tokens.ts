/** Nest injection tokens of the web pages' dependencies. */
export const WEB = Symbol('innkeep.web');
export const WEB_INTERFACE = Symbol('innkeep.web.interface');
export const WEB_ACCOUNTS = Symbol('innkeep.web.accounts');
export const WEB_ACCOUNT_RULES = Symbol('innkeep.web.account-rules');
