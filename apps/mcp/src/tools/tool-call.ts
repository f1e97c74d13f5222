import { AnyOperation, Principal } from '@innkeep/domain';

/** A confirmation the server has issued a token for: what it is about and the token the user's yes redeems. */
export interface ConfirmationAsk {
  operation: AnyOperation;
  /** The question for the person: what would change, which one, and what follows (an earlier yes that no longer applies said first). */
  message: string;
  token: string;
  expiresAt: Date;
  /** The call came with a token that was not valid (expired, used, or other arguments). */
  tokenRejected: boolean;
}

/**
 * One tools/call as either protocol revision hands it over. `confirm` is how the revision asks
 * the user (2026-07-28: input_required); without it the answer carries the token (CONFIRMATION_REQUIRED).
 */
export interface ToolCall<Ask = never> {
  principal: Principal;
  clientAddress: string;
  requestId: string;
  name: string;
  arguments: Record<string, unknown>;
  /** A token the client returned by the revision's own means rather than as an argument. */
  confirmationToken?: string;
  confirm?: (ask: ConfirmationAsk) => Ask;
}

/**
 * A tools/call naming no tool: the protocol refuses it (JSON-RPC -32602, invalid params), as it does
 * arguments that are not an object; each revision's server turns it into its SDK's error.
 */
export class UnknownToolError extends Error {
  constructor(readonly tool: string) {
    super(`No tool named ${tool}; tools/list names them all.`);
  }
}
