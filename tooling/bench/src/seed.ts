import { createDb, type Db, migrateToLatest, zipCentroid } from '@huddle/db';
import { churchValues } from '@huddle/db/testing';
import { type RawBuilder, sql } from 'kysely';

/** Cities the bench churches are in: name, state, first zip, IANA zone. */
export const BENCH_CITIES: [string, string, number, string][] = [
  ['Austin', 'TX', 78701, 'America/Chicago'],
  ['Dallas', 'TX', 75201, 'America/Chicago'],
  ['Houston', 'TX', 77002, 'America/Chicago'],
  ['San Antonio', 'TX', 78205, 'America/Chicago'],
  ['Atlanta', 'GA', 30303, 'America/New_York'],
  ['Savannah', 'GA', 31401, 'America/New_York'],
  ['Nashville', 'TN', 37201, 'America/Chicago'],
  ['Memphis', 'TN', 38103, 'America/Chicago'],
  ['Columbus', 'OH', 43215, 'America/New_York'],
  ['Cincinnati', 'OH', 45202, 'America/New_York'],
  ['Denver', 'CO', 80202, 'America/Denver'],
  ['Colorado Springs', 'CO', 80903, 'America/Denver'],
  ['Phoenix', 'AZ', 85003, 'America/Phoenix'],
  ['Tucson', 'AZ', 85701, 'America/Phoenix'],
  ['Los Angeles', 'CA', 90012, 'America/Los_Angeles'],
  ['San Diego', 'CA', 92101, 'America/Los_Angeles'],
  ['Sacramento', 'CA', 95814, 'America/Los_Angeles'],
  ['Seattle', 'WA', 98101, 'America/Los_Angeles'],
  ['Portland', 'OR', 97204, 'America/Los_Angeles'],
  ['Chicago', 'IL', 60602, 'America/Chicago'],
  ['Springfield', 'IL', 62701, 'America/Chicago'],
  ['Indianapolis', 'IN', 46204, 'America/New_York'],
  ['Detroit', 'MI', 48226, 'America/New_York'],
  ['Charlotte', 'NC', 28202, 'America/New_York'],
  ['Raleigh', 'NC', 27601, 'America/New_York'],
  ['Birmingham', 'AL', 35203, 'America/Chicago'],
  ['Jacksonville', 'FL', 32202, 'America/New_York'],
  ['Orlando', 'FL', 32801, 'America/New_York'],
  ['Miami', 'FL', 33130, 'America/New_York'],
  ['New Orleans', 'LA', 70112, 'America/Chicago'],
  ['Oklahoma City', 'OK', 73102, 'America/Chicago'],
  ['Kansas City', 'MO', 64106, 'America/Chicago'],
  ['St. Louis', 'MO', 63101, 'America/Chicago'],
  ['Minneapolis', 'MN', 55401, 'America/Chicago'],
  ['Omaha', 'NE', 68102, 'America/Chicago'],
  ['Salt Lake City', 'UT', 84101, 'America/Denver'],
  ['Boise', 'ID', 83702, 'America/Denver'],
  ['Anchorage', 'AK', 99501, 'America/Anchorage'],
  ['Honolulu', 'HI', 96813, 'Pacific/Honolulu'],
  ['Boston', 'MA', 2108, 'America/New_York'],
  ['Philadelphia', 'PA', 19102, 'America/New_York'],
  ['Pittsburgh', 'PA', 15222, 'America/New_York'],
  ['Baltimore', 'MD', 21202, 'America/New_York'],
  ['Richmond', 'VA', 23219, 'America/New_York'],
  ['Louisville', 'KY', 40202, 'America/New_York'],
  ['Little Rock', 'AR', 72201, 'America/Chicago'],
  ['Jackson', 'MS', 39201, 'America/Chicago'],
  ['Albuquerque', 'NM', 87102, 'America/Denver'],
  ['Las Vegas', 'NV', 89101, 'America/Los_Angeles'],
  ['Milwaukee', 'WI', 53202, 'America/Chicago'],
];

/** Each city's churches spread over this many zip codes. */
export const ZIPS_PER_CITY = 8;

/**
 * Weighted: NFL and college football dominate, church events are about a fifth. Spec §9 values.
 */
const SPORT_WEIGHTS: [string, number][] = [
  ['NFL', 14],
  ['College Football', 9],
  ['NBA', 10],
  ['College Basketball', 6],
  ['MLB', 8],
  ['NHL', 4],
  ['Soccer', 6],
  ['Football', 3],
  ['Basketball', 2],
  ['Baseball', 2],
  ['Hockey', 1],
  ['Tennis', 2],
  ['Golf', 2],
  ['Olympics', 2],
  ['Other', 2],
  ['Christmas Service', 2],
  ['New Year Service', 1],
  ['Cross-Over Service', 1],
  ['Special Service', 7],
  ['Church Anniversary', 1],
  ['Church Music Concert', 4],
  ['Community Outreach', 5],
];

export const zipOf = (cityIndex: number, slot: number) =>
  String(BENCH_CITIES[cityIndex]![2] + slot).padStart(5, '0');

/** Drops and re-creates the bench database on its server. */
export async function resetDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name) || !name.includes('bench')) {
    throw new Error(`Refusing to reset "${name}": the bench database's name must contain "bench"`);
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const handle = await createDb({ url: admin.toString() });
  try {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(handle.db);
    await sql`create database ${sql.id(name)}`.execute(handle.db);
  } finally {
    await handle.close();
  }
}

export type SeedSize = {
  churches: number;
  events: number;
  /** Churches in the dense metro (BENCH_CITIES[METRO]); the rest spread over the other cities. */
  metroChurches?: number;
  /** About this many RSVPs in all (default five per event); 0 for none. */
  rsvps?: number;
};

/** Churches signed up over this long, more of them lately (the admin dashboard's periods). */
const HISTORY = '3 years';

/**
 * A number in [0, 1) from an integer (Knuth's multiplicative hash): deterministic spreads that
 * leave the sequence of random() untouched, so adding them changed no other value of the seed.
 */
const unit = (value: RawBuilder<unknown>) =>
  sql`((((${value})::bigint * 2654435761) % 4294967296) / 4294967296.0)`;

/** The dense metro: Houston. */
export const METRO = 2;
/** The metro's first DENSE_ZIPS zip codes hold DENSE_ZIP_CHURCHES churches each… */
export const DENSE_ZIPS = 3;
export const DENSE_ZIP_CHURCHES = 300;
/** …and the rest of its churches spread over this many more. */
export const METRO_OTHER_ZIPS = 12;

/**
 * Fills an empty, migrated database in a few SQL statements (generate_series), with a realistic
 * skew: `metroChurches` churches in one metro, a few of its zip codes holding hundreds each, the
 * other churches spread over the other cities (eight zip codes each). Events from 180 days ago to
 * a year ahead at whole and half hours, spread evenly over the churches (so the metro holds its
 * share of them), about 2% recurring, 3% inactive. Each event has 0 to 10 RSVPs of one person
 * (about `rsvps` in all: 1,000,000 for 200,000 events by default), its `current_attendees` their
 * sum. Creation times spread over the past, for the dashboards' periods: churches over three
 * years, sign-ups rising steadily (the last year holds about 56 %); each event posted 1 to 121
 * days before it starts, or in the last 120 days when it is further ahead (so an event may
 * predate its church: the figures never relate the two); each RSVP between its event's posting
 * and its start or now. Deterministic (setseed, and hashes of the row numbers).
 */
export async function seedBenchData(db: Db, size: SeedSize): Promise<void> {
  const metroChurches = size.metroChurches ?? 0;
  // Each event gets 0 … spread − 1 RSVPs of one person, (spread − 1) / 2 on average.
  const spread = Math.round((2 * (size.rsvps ?? 5 * size.events)) / size.events) + 1;
  const sports = SPORT_WEIGHTS.flatMap(([sport, weight]) => Array<string>(weight).fill(sport));
  await db.transaction().execute(async (trx) => {
    await sql`select setseed(0.4242)`.execute(trx);
    await sql`create temporary table bench_city (
        idx int primary key, name text, state text, zip int, zone text) on commit drop`.execute(
      trx,
    );
    for (const [index, [name, state, zip, zone]] of BENCH_CITIES.entries()) {
      await sql`insert into bench_city values (${index}, ${name}, ${state}, ${zip}, ${zone})`.execute(
        trx,
      );
    }
    const others = BENCH_CITIES.length - 1;
    const dense = Math.min(DENSE_ZIPS * DENSE_ZIP_CHURCHES, metroChurches);
    await sql`
      insert into churches (name, description, address, city, state, zip_code, phone, email,
        website, denomination, capacity, amenities, subscription_status, created_at, partner_since)
      select 'Bench Church ' || p.g, 'A church in the benchmark data set.', p.g || ' Main Street',
        c.name, c.state, lpad((c.zip + p.slot)::text, 5, '0'),
        format('(%s) 555-%s', 200 + p.g / 10000, lpad((p.g % 10000)::text, 4, '0')),
        'church' || p.g || '@bench.example.org', 'https://church' || p.g || '.example.org',
        (array['Baptist','Catholic','Methodist','Non-Denominational','Pentecostal'])[1 + p.g % 5],
        50 + (p.g % 20) * 25, array['Parking','Big Screen TV','Kitchen'],
        case when p.g % 5 = 0 then 'unpaid' else 'active' end, p.joined,
        -- Every church hosts events, so each has paid (docs/adr/0079); the unpaid fifth has lapsed.
        p.joined
      from (
        select g, now() - ${HISTORY}::interval * (1 - sqrt(${unit(sql`g`)})) as joined,
          case when g <= ${metroChurches} then ${METRO}
            -- Without a metro, every city alike.
            when ${metroChurches} = 0 then g % ${BENCH_CITIES.length}
            when g % ${others} >= ${METRO} then g % ${others} + 1 else g % ${others} end as city,
          case when g <= ${dense} then (g - 1) / ${DENSE_ZIP_CHURCHES}
            when g <= ${metroChurches} then ${DENSE_ZIPS} + g % ${METRO_OTHER_ZIPS}
            else (g / ${BENCH_CITIES.length}) % ${ZIPS_PER_CITY} end as slot
        from generate_series(1, ${size.churches}) g
      ) p
      join bench_city c on c.idx = p.city`.execute(trx);
    await locateChurches(trx);
    await sql`
      insert into events (title, description, sport, game_details, datetime, timezone, church_id,
        max_attendees, current_attendees, food_provided, age_group, is_active, image_url,
        is_recurring, recurrence_pattern, recurrence_end_date, recurrence_days_of_week,
        created_at)
      select e.sport || ' night #' || e.g, 'Join us for ' || e.sport || '.', e.sport,
        'Doors open 30 minutes early.', e.at, e.zone, e.church_id, e.max,
        least(e.g % ${spread}, e.max), random() < 0.5,
        (array['all','family','adults','youth'])[1 + floor(random() * 4)::int],
        random() >= 0.03, null, e.recurring,
        case when e.recurring then e.pattern else 'none' end,
        case when e.recurring then e.at + (7 + floor(random() * 120)::int) * interval '1 day' end,
        case when e.recurring and e.pattern = 'weekly'
          then array[trim(to_char(e.at at time zone e.zone, 'day'))] else '{}' end,
        least(now(), e.at - interval '1 day') - ${unit(sql`e.g`)} * interval '120 days'
      from (
        select g, (${sql.val(sports)}::text[])[1 + floor(random() * ${sports.length})::int] as sport,
          c.zone, ch.id as church_id, 20 + floor(random() * 280)::int as max,
          random() < 0.02 as recurring,
          (array['weekly','weekly','weekly','daily','monthly'])[1 + floor(random() * 5)::int] as pattern,
          date_trunc('hour', now() - interval '180 days' + random() * interval '545 days')
            + (floor(random() * 2) * 30) * interval '1 minute' as at
        from generate_series(1, ${size.events}) g
        join churches ch on ch.id = 1 + (g * 7919) % ${size.churches}
        join bench_city c on c.name = ch.city and c.state = ch.state
      ) e`.execute(trx);
    await sql`
      insert into rsvps (event_id, attendee_name, attendee_email, number_of_guests, created_at)
      select e.id, 'Bench Guest ' || s, 'guest' || e.id || '-' || s || '@bench.example.com', 1,
        e.created_at + (least(now(), e.datetime) - e.created_at) * ${unit(sql`e.id * 31 + s`)}
      from events e cross join lateral generate_series(1, e.current_attendees) s`.execute(trx);
  });
  // VACUUM sets the visibility map as autovacuum would, so index-only scans work as in production.
  await sql`vacuum analyze`.execute(db);
}

/**
 * Each church at its zip code's centroid, as the API locates a church it registers; a made-up zip
 * code (a city's first plus a slot) that the table lacks takes its city's first. Before the events
 * are inserted, so the trigger copies the place onto them.
 */
async function locateChurches(db: Db): Promise<void> {
  const { rows } = await sql<{
    zip_code: string;
    city_zip: number;
  }>`select distinct ch.zip_code, c.zip as city_zip from churches ch
      join bench_city c on c.name = ch.city and c.state = ch.state`.execute(db);
  const places = rows.flatMap((row) => {
    const place = zipCentroid(row.zip_code) ?? zipCentroid(String(row.city_zip).padStart(5, '0'));
    return place
      ? [sql`(${row.zip_code}, ${place.latitude}::float8, ${place.longitude}::float8)`]
      : [];
  });
  if (!places.length) return;
  await sql`update churches set latitude = z.lat, longitude = z.lng
    from (values ${sql.join(places)}) z(zip, lat, lng) where churches.zip_code = z.zip`.execute(db);
}

/** A bench database reset, migrated and opened: what a one-off measurement starts from. */
export async function freshBenchDb(url: string) {
  await resetDatabase(url);
  const handle = await createDb({ url });
  await migrateToLatest(handle.db);
  return handle;
}

/** A church with an active subscription (it may host), for a measurement's own rows. */
export async function insertActiveChurch(db: Db): Promise<number> {
  const church = await db
    .insertInto('churches')
    .values(churchValues({ subscription_status: 'active' }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return church.id;
}
