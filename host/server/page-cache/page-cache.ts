import type { KeptPage } from './kept-page';

/** What the page cache holds by default: some 280 pages of 230 KB (HTML, gzip and brotli). */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  page: KeptPage;
  /** The bytes counted for it: its size when kept, grown once its brotli bytes are made. */
  counted: number;
}

/**
 * The finished pages, by key (see page-key.ts), least recently used dropped first once they hold more than
 * `maxBytes`. Requests for a page being made wait for that one making: a burst of visitors after a change
 * costs one render and one compression.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly making = new Map<string, Promise<KeptPage>>();
  private total = 0;

  constructor(private readonly maxBytes = PAGE_CACHE_MAX_BYTES) {}

  /** The page kept under `key`, or the one `make` makes (kept when `keep` says so, and it fits). */
  async get(
    key: string,
    make: () => Promise<{ page: KeptPage; keep: boolean }>,
  ): Promise<{ page: KeptPage; hit: boolean }> {
    const entry = this.entries.get(key);
    if (entry) {
      // Last in the map: the most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return { page: entry.page, hit: true };
    }
    const pending = this.making.get(key);
    if (pending) return { page: await pending, hit: true };
    const made = make().then(({ page, keep }) => {
      if (keep) this.keep(key, page);
      return page;
    });
    this.making.set(key, made);
    try {
      return { page: await made, hit: false };
    } finally {
      this.making.delete(key);
    }
  }

  private keep(key: string, page: KeptPage): void {
    // One page may not push out most of the others.
    if (page.size > this.maxBytes / 4) return;
    const entry: Entry = { page, counted: page.size };
    this.drop(key);
    this.entries.set(key, entry);
    this.total += entry.counted;
    this.evict();
    void page.brotliDone.then(() => {
      if (this.entries.get(key) !== entry) return;
      this.total += page.size - entry.counted;
      entry.counted = page.size;
      this.evict();
    });
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.counted;
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.total <= this.maxBytes) return;
      this.drop(key);
    }
  }

  /** The pages kept and the bytes they hold (for tests and the health answer). */
  get stats(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.total };
  }
}
