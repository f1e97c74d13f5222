import { ElicitRequestFormParams, inputRequired, InputRequiredResult, inputResponse } from '@modelcontextprotocol/server';

import { ConfirmationAsk } from './tool-call';

/** The key of the one input request a confirmation sends, and of its answer on the retry. */
const CONFIRM_KEY = 'confirm';

const CONFIRM_SCHEMA: ElicitRequestFormParams['requestedSchema'] = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Go ahead', description: 'Yes to make the change; no leaves everything as it is' } },
  required: ['confirm'],
};

/**
 * 2026-07-28, for a client that declares elicitation: the call answers input_required with a
 * yes/no question, and the confirmation token rides in requestState. The state is only a
 * server-issued token, checked (bound to credential, tool and arguments, used once) by the
 * confirmation store of libs/auth on the retry, so a tampered or replayed state confirms nothing.
 */
export function confirmationInputRequired(ask: ConfirmationAsk): InputRequiredResult {
  return inputRequired({
    inputRequests: { [CONFIRM_KEY]: inputRequired.elicit({ mode: 'form', message: ask.message, requestedSchema: CONFIRM_SCHEMA }) },
    requestState: ask.token,
  });
}

/** What the retry of a confirmation carries: the user said yes, said no, or nothing was asked. */
export type ConfirmationReply = { kind: 'yes'; token: string } | { kind: 'no' } | { kind: 'none' };

/** An answer counts only beside the state of the question it answers; anything else was not asked. */
export function confirmationReply(inputResponses: Record<string, unknown> | undefined, requestState: string | undefined): ConfirmationReply {
  const answer = inputResponse(inputResponses, CONFIRM_KEY);
  if (answer.kind !== 'elicit' || !requestState) return { kind: 'none' };
  if (answer.action === 'accept' && answer.content?.confirm === true) return { kind: 'yes', token: requestState };
  return { kind: 'no' };
}
