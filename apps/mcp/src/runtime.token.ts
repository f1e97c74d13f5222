/** Nest injection token of the process's ServerRuntime. */
export const RUNTIME = Symbol('innkeep.mcp.runtime');
