/** Nest injection tokens of the public sites' dependencies. */
export const SITE_STORE = Symbol('innkeep.site.store');
export const SITE_REPOSITORIES = Symbol('innkeep.site.repositories');
export const SITE_HOLDS = Symbol('innkeep.site.holds');
export const SITE_TOKENS = Symbol('innkeep.site.form-tokens');
