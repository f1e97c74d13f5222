/** The longest message body, in characters, a host may send or a channel may deliver. */
export const MAX_MESSAGE_LENGTH = 5000;
