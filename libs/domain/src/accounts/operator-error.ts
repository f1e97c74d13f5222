export type OperatorErrorCode =
  | 'INVALID_INPUT'
  | 'INVALID_EMAIL'
  | 'INVALID_ROLE'
  | 'INVALID_SCOPE'
  | 'INVALID_PLAN'
  | 'INVALID_STATUS'
  | 'INVALID_TIMEZONE'
  | 'INVALID_CHANNEL'
  | 'USER_EXISTS'
  | 'USER_NOT_FOUND'
  | 'WORKSPACE_NOT_FOUND'
  | 'PROPERTY_NOT_FOUND'
  | 'UNIT_NOT_FOUND'
  | 'RESERVATION_REFUSED'
  | 'RESERVATION_NOT_FOUND'
  | 'CONNECTION_NOT_FOUND'
  | 'REFUSED'
  | 'KEY_NOT_FOUND'
  | 'KEY_ALREADY_REVOKED'
  | 'NOT_A_MEMBER'
  | 'LAST_OWNER';

/**
 * A refusal of the account rules or of the operator tool: bad input or a missing record, told in
 * one sentence. The web pages and the operator tool show the sentence as it is.
 */
export class OperatorError extends Error {
  constructor(
    readonly code: OperatorErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'OperatorError';
  }
}

export const noSuchWorkspace = (workspaceId: string) => new OperatorError('WORKSPACE_NOT_FOUND', `No workspace has the id ${workspaceId}.`);
