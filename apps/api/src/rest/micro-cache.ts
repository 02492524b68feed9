/**
 * Anonymous list pages kept in this process for a moment (LIST_CACHE_MS, default 1 s): under a
 * flood of visitors a popular page (the unfiltered list, a metro's) is built once a second
 * instead of once a request. Measured by `pnpm bench` (docs/adr/0049-public-reads-ready-for-a-cache.md). Only answers that
 * any visitor gets alike are kept: anonymous requests (no cookie, no Authorization), 200s, keyed
 * by the full URL, so every filter and cursor is its own entry. A page is at most the lifetime
 * older than the database, well inside what Cache-Control already lets a shared cache serve; an
 * RSVP still meets the true seats. Bounded: when full it empties, and each page is built again.
 */
export type KeptAnswer = {
  payload: string;
  etag: string;
  headers: Record<string, string>;
};

export class MicroCache<Kept = KeptAnswer> {
  readonly #entries = new Map<string, { kept: Kept; until: number }>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get enabled(): boolean {
    return this.lifetimeMs > 0;
  }

  get(key: string, now = Date.now()): Kept | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.kept;
    this.#entries.delete(key);
    return undefined;
  }

  set(key: string, kept: Kept, now = Date.now()): void {
    if (!this.enabled) return;
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    this.#entries.set(key, { kept, until: now + this.lifetimeMs });
  }
}
