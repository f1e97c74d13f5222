import { ToolAnnotations } from '../catalogue/operation';

/** Reads touch nothing and stay inside the workspace. */
export const READ_ONLY: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

/**
 * A settings write replaces a value that can be set back (not destructive), gives the same result
 * when repeated (idempotent), and is propagated to outside channels (open world).
 */
export const SETTINGS_WRITE: ToolAnnotations = {
  readOnlyHint: false,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: true,
};
