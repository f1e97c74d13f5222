import { DomainError } from '../../errors/domain-error';
import { CursorSeal } from '../../ports/cursor-seal';
import { FeedPosition } from '../../ports/events';

const MAX_BIGINT = 9223372036854775807n;

/** What a feed cursor is sealed for: this workspace's feed, so another workspace's cursor does not open either. */
const purposeOf = (workspaceId: string) => `events ${workspaceId}`;

/**
 * Opaque to clients, and sealed: the transaction and order of the last event read. An empty
 * page's position is a transaction id of the whole database, which a client has no business reading.
 */
export function encodeFeedCursor(cursors: CursorSeal, workspaceId: string, position: FeedPosition | null): Promise<string> {
  const bytes = Buffer.alloc(16);
  bytes.writeBigUInt64BE(BigInt(position?.txid ?? 0), 0);
  bytes.writeBigUInt64BE(BigInt(position?.seq ?? 0), 8);
  return cursors.seal(purposeOf(workspaceId), bytes);
}

/** The position of a cursor this feed gave out; anything else is BAD_CURSOR. */
export async function decodeFeedCursor(cursors: CursorSeal, workspaceId: string, cursor: string): Promise<FeedPosition> {
  const bytes = await cursors.open(purposeOf(workspaceId), cursor);
  const txid = bytes?.length === 16 ? bytes.readBigUInt64BE(0) : undefined;
  const seq = bytes?.length === 16 ? bytes.readBigUInt64BE(8) : undefined;
  if (txid === undefined || seq === undefined || txid > MAX_BIGINT || seq > MAX_BIGINT) {
    throw new DomainError('BAD_CURSOR', 'after is not a cursor this feed gave out: start without it, or pass a nextCursor.');
  }
  return { txid: txid.toString(), seq: seq.toString() };
}
