import type { components } from './generated/openapi';
import { sleep } from './transport';

type EventPage = components['schemas']['EventPage'];
export type InnkeepEvent = components['schemas']['Event'];

export interface FollowOptions {
  /** The `nextCursor` to read on from (saved from `feed.cursor`); absent to start at the oldest kept event. */
  after?: string;
  /** Only these event types. */
  types?: InnkeepEvent['type'][];
  /** Events per page, 1 to 500. */
  take?: number;
  /** The pause between reads once caught up (default 5 s). */
  pollIntervalMs?: number;
  /** Ends the iteration, quietly, when aborted. */
  signal?: AbortSignal;
}

/**
 * The change feed, followed: yields each event once in commit order, and once caught up polls
 * every `pollIntervalMs` for more; it ends when the loop breaks or the signal aborts. `cursor` is
 * where a later follow reads on from, after the last page read whole: an event after it may be seen
 * twice after a restart mid-page, never missed.
 */
export class EventFeed implements AsyncIterable<InnkeepEvent> {
  cursor: string | undefined;

  constructor(
    private readonly readPage: (query: { after?: string; types?: InnkeepEvent['type'][]; take?: number }, signal?: AbortSignal) => Promise<EventPage>,
    private readonly options: FollowOptions,
  ) {
    this.cursor = options.after;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<InnkeepEvent, void, undefined> {
    const { signal, types, take } = this.options;
    while (!signal?.aborted) {
      let page: EventPage;
      try {
        page = await this.readPage({ after: this.cursor, types, take }, signal);
      } catch (error) {
        if (signal?.aborted) return;
        throw error;
      }
      yield* page.events;
      this.cursor = page.nextCursor;
      if (page.events.length === 0) {
        try {
          await sleep(this.options.pollIntervalMs ?? 5000, signal);
        } catch {
          return;
        }
      }
    }
  }
}
