/** A sandbox as its owner lists it (GET /sandboxes). */
export interface SandboxView {
  id: string;
  isSandbox: true;
  name: string;
  createdAt: string;
  /** The last authenticated request on it, to the hour; the worker removes a sandbox unused for 30 days. */
  lastUsedAt: string;
}

/** A new sandbox with its test key (`ikp_test_…`), shown this once (POST /sandboxes). */
export interface CreatedSandbox {
  id: string;
  isSandbox: true;
  name: string;
  key: string;
  createdAt: string;
}
