import type { Db } from '@huddle/db';
import {
  type ChurchView,
  type EventView,
  insertChurchViews,
  insertEventViews,
  insertPageViews,
  type PageView,
} from './visits.repository.js';

export type BufferedView =
  | ({ kind: 'page' } & PageView)
  | ({ kind: 'event' } & EventView)
  | ({ kind: 'church' } & ChurchView);

export type VisitBufferSettings = {
  /** A flush starts once this many views wait. */
  flushAtCount: number;
  /** …or this long after the first of them arrived. */
  flushEveryMs: number;
  /** Views held at most; beyond it new views are dropped (and counted) rather than memory grown. */
  maxBuffered: number;
};

export const DEFAULT_VISIT_BUFFER: VisitBufferSettings = {
  flushAtCount: 500,
  flushEveryMs: 1000,
  maxBuffered: 50_000,
};

type Logger = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/**
 * Views wait in memory and reach the database in batches: one transaction of at most three
 * statements per flush, however many views it carries, so a flood of views costs the database
 * a few statements a second and the request that reports a view never waits for it.
 * One flush at a time; a failed flush puts its views back (within the bound) for the next one.
 */
export class VisitBuffer {
  private pending: BufferedView[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  /** A flush is queued behind the running one and will take every view that waits by then. */
  private queued = false;
  private closed = false;
  /** Views dropped because the buffer was full, since the last warning. */
  private dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly settings: VisitBufferSettings = DEFAULT_VISIT_BUFFER,
  ) {}

  get size(): number {
    return this.pending.length;
  }

  add(view: BufferedView): void {
    if (this.closed) return;
    if (this.pending.length >= this.settings.maxBuffered) {
      this.dropped++;
      return;
    }
    this.pending.push(view);
    if (this.pending.length >= this.settings.flushAtCount) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.settings.flushEveryMs);
      this.timer.unref();
    }
  }

  /** Writes what waits now (after any flush under way); never rejects, failures are logged. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.queued) return this.flushing;
    this.queued = true;
    this.flushing = this.flushing.then(() => {
      this.queued = false;
      return this.write();
    });
    return this.flushing;
  }

  /** Takes no more views and writes the ones waiting (server shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.dropped > 0) {
      this.log.warn({ dropped: this.dropped }, 'visit buffer full: views were dropped');
      this.dropped = 0;
    }
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    try {
      await writeViews(this.db, batch);
    } catch (error) {
      this.log.error({ err: error, views: batch.length }, 'recording views failed');
      if (!this.closed) {
        const room = this.settings.maxBuffered - this.pending.length;
        this.pending = [...batch.slice(0, Math.max(0, room)), ...this.pending];
        if (!this.timer) {
          this.timer = setTimeout(() => void this.flush(), this.settings.flushEveryMs);
          this.timer.unref();
        }
      }
    }
  }
}

async function writeViews(db: Db, batch: BufferedView[]): Promise<void> {
  const pages: PageView[] = [];
  const events: EventView[] = [];
  const churches: ChurchView[] = [];
  for (const view of batch) {
    if (view.kind === 'page') pages.push(view);
    else if (view.kind === 'event') events.push(view);
    else churches.push(view);
  }
  await db.transaction().execute(async (trx) => {
    await insertPageViews(trx, pages);
    await insertEventViews(trx, events);
    await insertChurchViews(trx, churches);
  });
}
