/**
 * A list read page by page. `for await (const item of list)` yields every item of every page, asking
 * for the next page only when the previous one is used up; `await list` is the first page alone;
 * `list.pages()` yields whole pages (with their `nextCursor`).
 */
export class Paged<Page, ItemsKey extends keyof Page> implements AsyncIterable<ItemOf<Page, ItemsKey>>, PromiseLike<Page> {
  private first: Promise<Page> | undefined;

  constructor(
    private readonly readPage: (cursor: string | undefined) => Promise<Page>,
    private readonly itemsKey: ItemsKey,
    private readonly startCursor: string | undefined,
  ) {}

  then<A = Page, B = never>(
    onFulfilled?: ((page: Page) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    this.first ??= this.readPage(this.startCursor);
    return this.first.then(onFulfilled, onRejected);
  }

  async *pages(): AsyncGenerator<Page, void, undefined> {
    let cursor = this.startCursor;
    for (;;) {
      const page = await this.readPage(cursor);
      yield page;
      const next = (page as { nextCursor?: string | null }).nextCursor;
      // The change feed answers a cursor even when caught up: an empty page ends the read.
      if (!next || (page[this.itemsKey] as unknown[]).length === 0) return;
      cursor = next;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<ItemOf<Page, ItemsKey>, void, undefined> {
    for await (const page of this.pages()) yield* page[this.itemsKey] as ItemOf<Page, ItemsKey>[];
  }

  /** Every item, read into one array (mind the size of what you list). */
  async toArray(): Promise<ItemOf<Page, ItemsKey>[]> {
    const items: ItemOf<Page, ItemsKey>[] = [];
    for await (const item of this) items.push(item);
    return items;
  }
}

export type ItemOf<Page, ItemsKey extends keyof Page> = Page[ItemsKey] extends ReadonlyArray<infer Item> ? Item : never;
