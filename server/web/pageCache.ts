/**
 * Server-rendered pages kept for a moment, so that the same page asked for again and again (a
 * search page on a large menu costs tens of milliseconds to render) is rendered once, not once
 * per request. Only shareable pages come here (server/web/pages.ts decides: no session, only the
 * visit's own cookies), keyed by everything the render reads: path and query, the Cookie header
 * as sent (the sales point, cart and consent are in it), the origin and the order day.
 *
 * - Dropped with what it was rendered from: each entry remembers the stamp of its data (taken
 *   before rendering: the catalogue's snapshot, the maintenance switch, the start's answers as
 *   server/web/pages.ts last read them), and a hit is served only while the stamp is the same.
 *   CatalogueService.invalidate (an administrator's change here, a notice from another replica, a
 *   reconnection of the notices), a change of the switch or of a preference therefore empty it
 *   in effect.
 * - At most PAGE_CACHE_TTL_MS old: what a render reads from the clock besides the order day (in
 *   the key), such as the 4-hour age of a chosen sales point, may be that much late.
 * - Answered as prepared bytes: server/web/pages.ts keeps each page with its brotli and gzip
 *   bodies and ETag (made once, when stored), so a hit is not copied, hashed or compressed again.
 * - Bounded: PAGE_CACHE_MAX_BYTES of keys and pages, PAGE_CACHE_MAX_ENTRIES entries, least
 *   recently used first out.
 * - One render per key at a time: concurrent misses wait for the same render.
 */

/** How long a kept page is served at most (ms of the app's clock). */
export const PAGE_CACHE_TTL_MS = 60_000;
/** Characters of keys and pages, plus their compressed bytes, kept at most (a search page of a 10,000-product menu is ~230 KB). */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Entries kept at most. */
export const PAGE_CACHE_MAX_ENTRIES = 2_000;

export interface PageCacheOptions {
  ttlMs?: number;
  maxBytes?: number;
  maxEntries?: number;
}

interface Entry<T> {
  value: T;
  size: number;
  at: number;
  stamp: readonly unknown[];
}

const sameStamp = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((value, i) => value === b[i]);

export class PageCache<T extends { size: number }> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #rendering = new Map<string, Promise<T | null>>();
  readonly #ttlMs: number;
  readonly #maxBytes: number;
  readonly #maxEntries: number;
  #bytes = 0;

  /**
   * `now`: the app's clock (epoch ms). `stamp`: what identifies the data a render reads right now
   * (compared value by value with ===); an entry rendered under another stamp is stale.
   */
  constructor(
    private readonly now: () => number,
    private readonly stamp: () => Promise<readonly unknown[]>,
    options: PageCacheOptions = {},
  ) {
    this.#ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
    this.#maxBytes = options.maxBytes ?? PAGE_CACHE_MAX_BYTES;
    this.#maxEntries = options.maxEntries ?? PAGE_CACHE_MAX_ENTRIES;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The kept value of `key` when fresh, else the value `render` makes (kept unless null). */
  async get(key: string, render: () => Promise<T | null>): Promise<T | null> {
    const stamp = await this.stamp();
    const entry = this.#entries.get(key);
    if (entry) {
      if (sameStamp(entry.stamp, stamp) && this.now() - entry.at < this.#ttlMs) {
        // Map order is recency order.
        this.#entries.delete(key);
        this.#entries.set(key, entry);
        return entry.value;
      }
      this.#drop(key, entry);
    }
    const pending = this.#rendering.get(key);
    if (pending) return pending;
    const rendering = render().then((value) => {
      if (value) this.#keep(key, { value, size: key.length + value.size, at: this.now(), stamp });
      return value;
    });
    this.#rendering.set(key, rendering);
    try {
      return await rendering;
    } finally {
      this.#rendering.delete(key);
    }
  }

  #keep(key: string, entry: Entry<T>): void {
    if (entry.size > this.#maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous) this.#drop(key, previous);
    this.#entries.set(key, entry);
    this.#bytes += entry.size;
    for (const [oldest, kept] of this.#entries) {
      if (this.#bytes <= this.#maxBytes && this.#entries.size <= this.#maxEntries) break;
      this.#drop(oldest, kept);
    }
  }

  #drop(key: string, entry: Entry<T>): void {
    if (this.#entries.get(key) !== entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }
}
