import type { Db } from '@huddle/db';
import { openForRsvp } from '../events/events.repository.js';

/** A page of the sitemap lists the rows of one id range: no count, no offset, one index walk. */
export const IDS_PER_SITEMAP = 10_000;

export type Listed = { id: number; updated_at: Date };

/** Events open for RSVPs of churches visitors see (ADR 0079), with ids in the range. */
export function listedEvents(db: Db, page: number, now: Date): Promise<Listed[]> {
  return db
    .selectFrom('events')
    .innerJoin('churches', 'churches.id', 'events.church_id')
    .select(['events.id', 'events.updated_at'])
    .where('events.id', '>', (page - 1) * IDS_PER_SITEMAP)
    .where('events.id', '<=', page * IDS_PER_SITEMAP)
    .where('events.is_active', '=', true)
    .where('churches.partner_since', 'is not', null)
    .where((eb) => openForRsvp(eb, now))
    .orderBy('events.id')
    .execute();
}

/** Churches visitors see (those that have ever paid), with ids in the range. */
export function listedChurches(db: Db, page: number): Promise<Listed[]> {
  return db
    .selectFrom('churches')
    .select(['id', 'updated_at'])
    .where('id', '>', (page - 1) * IDS_PER_SITEMAP)
    .where('id', '<=', page * IDS_PER_SITEMAP)
    .where('partner_since', 'is not', null)
    .orderBy('id')
    .execute();
}

/** How many pages each list takes: its highest id's page. */
export async function sitemapPages(db: Db): Promise<{ events: number; churches: number }> {
  const [events, churches] = await Promise.all([
    db
      .selectFrom('events')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirst(),
    db
      .selectFrom('churches')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirst(),
  ]);
  const pages = (last: number | null | undefined) => Math.ceil(Number(last ?? 0) / IDS_PER_SITEMAP);
  return { events: pages(events?.last), churches: pages(churches?.last) };
}
