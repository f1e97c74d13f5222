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

/** Creating a record in the workspace: repeating it creates another one. */
export const CREATE: ToolAnnotations = {
  readOnlyHint: false,
  destructiveHint: false,
  idempotentHint: false,
  openWorldHint: false,
};

/** Changing fields of a record in the workspace: a value can be set back, and repeating it changes nothing more. */
export const RECORD_UPDATE: ToolAnnotations = {
  readOnlyHint: false,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

/** Archiving keeps the record and its history (nothing is lost) and is the same when repeated. */
export const ARCHIVE: ToolAnnotations = RECORD_UPDATE;
