/** Nest injection token of the process's ServerRuntime (database, quotas, executor). */
export const RUNTIME = Symbol('innkeep.runtime');
