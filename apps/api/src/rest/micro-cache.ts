/**
 * Anonymous list pages kept in this process for a moment (LIST_CACHE_MS, default 1 s): under a
 * flood of visitors a popular page (the unfiltered list, a metro's) is built once a second
 * instead of once a request. Measured by `pnpm bench` (docs/adr/0049-public-reads-ready-for-a-cache.md). Only answers that
 * any visitor gets alike are kept: anonymous requests (no cookie, no Authorization), 200s, keyed
 * by the full URL, so every filter and cursor is its own entry. A page is at most the lifetime
 * older than the database, well inside what Cache-Control already lets a shared cache serve; an
 * RSVP still meets the true seats. Bounded: when full it empties, and each page is built again.
 * Through `share` (the REST lists), a popular page never makes a visitor wait once it is kept:
 * requests for a page being built wait for that one build, and for one lifetime after it expires
 * the page is still answered while a single request builds it anew (stale-while-revalidate, as
 * the lists' Cache-Control lets any shared cache do for 30 s), so a page is at most twice the
 * lifetime older than the database.
 */
export type KeptAnswer = {
  payload: string;
  etag: string;
  headers: Record<string, string>;
};

export class MicroCache<Kept = KeptAnswer> {
  readonly #entries = new Map<string, { kept: Kept; until: number }>();
  readonly #building = new Map<string, Promise<Kept>>();

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

  /**
   * The answer kept for `key`; else, for one lifetime after it expired, that answer while it is
   * built anew; else the one being built for it, or one built now. A build that fails is not kept:
   * each request waiting on it gets the failure, and the next request builds anew.
   */
  share(key: string, build: () => Promise<Kept>, now = Date.now()): Promise<Kept> {
    const entry = this.#entries.get(key);
    if (entry && entry.until > now) return Promise.resolve(entry.kept);
    const building = this.#building.get(key) ?? this.#rebuild(key, build);
    if (entry && entry.until + this.lifetimeMs > now) {
      // The failure of a rebuild behind a stale answer is met by the request that builds next.
      building.catch(() => {});
      return Promise.resolve(entry.kept);
    }
    return building;
  }

  #rebuild(key: string, build: () => Promise<Kept>): Promise<Kept> {
    const started = build()
      .then((answer) => {
        // Dated up to a quarter lifetime early: pages built in the same moment (a cold start)
        // would otherwise expire together, and be rebuilt in one burst every lifetime.
        this.set(key, answer, Date.now() - Math.random() * (this.lifetimeMs / 4));
        return answer;
      })
      .finally(() => this.#building.delete(key));
    this.#building.set(key, started);
    return started;
  }
}
