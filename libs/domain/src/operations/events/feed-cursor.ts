import { FeedPosition } from '../../ports/events';
import { DomainError } from '../../errors/domain-error';

/** Opaque to clients: the transaction and order of the last event read. */
export function encodeFeedCursor(position: FeedPosition | null): string {
  return Buffer.from(position ? `${position.txid}.${position.seq}` : '0.0').toString('base64url');
}

export function decodeFeedCursor(cursor: string): FeedPosition {
  const match = /^(\d{1,19})\.(\d{1,19})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || BigInt(match[1]) > 9223372036854775807n || BigInt(match[2]) > 9223372036854775807n) {
    throw new DomainError('BAD_CURSOR', 'after is not a cursor this feed gave out: start without it, or pass a nextCursor.');
  }
  return { txid: match[1], seq: match[2] };
}
