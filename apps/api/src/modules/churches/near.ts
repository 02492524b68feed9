import { type LatLng, zipCentroid } from '@huddle/db';
import {
  type Box,
  boundingBox,
  DEFAULT_RADIUS_MILES,
  EARTH_RADIUS_MILES,
  type ListSort,
  type Point,
} from '@huddle/domain';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { appError } from '../../errors/app-error.js';

/** A radius search as the lists run it (docs/adr/0082-radius-and-team-search.md). */
export type Near = { center: Point; radius: number; box: Box };

export type NearParams = {
  near?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  radius?: number | undefined;
  sort?: ListSort | undefined;
};

const badRequest = (message: string) => appError('BAD_REQUEST', message);

/**
 * The place a list call asks about, or null for none: `near` (a zip code, located offline) or
 * `lat` with `lng`; a radius or a distance order without a place, half a coordinate, both kinds
 * of place, or a zip code the table does not know are each a 400 saying so.
 */
export function readNear(params: NearParams): Near | null {
  const { near, lat, lng, radius, sort } = params;
  if ((lat === undefined) !== (lng === undefined)) {
    throw badRequest('lat and lng: Give both a latitude and a longitude');
  }
  if (near !== undefined && lat !== undefined) {
    throw badRequest('near: Give a zip code or lat and lng, not both');
  }
  let center: Point | undefined;
  if (near !== undefined) {
    const place = zipCentroid(near);
    if (!place) throw badRequest(`near: Unknown zip code ${near}`);
    center = pointOf(place);
  } else if (lat !== undefined && lng !== undefined) {
    center = { lat, lng };
  }
  if (!center) {
    if (radius !== undefined) throw badRequest('radius: Give a place (near, or lat and lng)');
    if (sort === 'distance') throw badRequest('sort: Sorting by distance needs a place');
    return null;
  }
  const miles = radius ?? DEFAULT_RADIUS_MILES;
  return { center, radius: miles, box: boundingBox(center, miles) };
}

/** A church's place from its zip code (null columns when the table does not know it). */
export function locationOfZip(zip: string): { latitude: number | null; longitude: number | null } {
  const place = zipCentroid(zip);
  return { latitude: place?.latitude ?? null, longitude: place?.longitude ?? null };
}

const pointOf = (place: LatLng): Point => ({ lat: place.latitude, lng: place.longitude });

/** Haversine distance in miles from `center` to the row's (lat, lng); the domain's formula. */
export function distanceSql(lat: string, lng: string, center: Point): RawBuilder<number> {
  const [latRef, lngRef] = [sql.ref(lat), sql.ref(lng)];
  return sql<number>`(${2 * EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${latRef} - ${center.lat}::float8) / 2), 2)
    + cos(radians(${center.lat}::float8)) * cos(radians(${latRef}))
      * power(sin(radians(${lngRef} - ${center.lng}::float8) / 2), 2)))))`;
}

/** Rows within the radius: the box first (indexable, cheap on an index entry), then the distance. */
export function withinSql(lat: string, lng: string, near: Near): RawBuilder<SqlBool> {
  const { box } = near;
  return sql<SqlBool>`(${sql.ref(lat)} between ${box.minLat}::float8 and ${box.maxLat}::float8
    and ${sql.ref(lng)} between ${box.minLng}::float8 and ${box.maxLng}::float8
    and ${distanceSql(lat, lng, near.center)} <= ${near.radius}::float8)`;
}

/** Hundredths of a mile: more than a card shows, less than the float's noise. */
export const roundMiles = (miles: number) => Math.round(miles * 100) / 100;

/** Keyset position of a list in distance order: the last row's distance, then id. */
export type DistanceCursor = { distance: number; id: number };

/**
 * Keyset position of the events in distance order. An event is as far as its church, so the list
 * runs church by church, nearest first (docs/adr/0082): the last row's distance, church and id.
 */
export type EventDistanceCursor = DistanceCursor & { churchId: number };

export function encodeDistanceCursor(cursor: DistanceCursor | EventDistanceCursor): string {
  const keys = 'churchId' in cursor ? `${cursor.churchId}|${cursor.id}` : String(cursor.id);
  return Buffer.from(`d${cursor.distance}|${keys}`).toString('base64url');
}

/** A distance cursor's numbers: its distance, then its ids; null for text no such list made. */
function readDistanceCursor(text: string): number[] | null {
  const match = /^d(\d+(?:\.\d+)?(?:e-?\d+)?)((?:\|\d{1,10}){1,2})$/.exec(
    Buffer.from(text, 'base64url').toString('utf8'),
  );
  if (!match?.[1] || !match[2]) return null;
  const distance = Number(match[1]);
  const ids = match[2].slice(1).split('|').map(Number);
  const valid = Number.isFinite(distance) && ids.every((id) => id >= 1 && id <= 2_147_483_647);
  return valid ? [distance, ...ids] : null;
}

export function decodeDistanceCursor(text: string): DistanceCursor | null {
  const [distance, id, ...more] = readDistanceCursor(text) ?? [];
  return distance !== undefined && id !== undefined && !more.length ? { distance, id } : null;
}

export function decodeEventDistanceCursor(text: string): EventDistanceCursor | null {
  const [distance, churchId, id, ...more] = readDistanceCursor(text) ?? [];
  return distance !== undefined && churchId !== undefined && id !== undefined && !more.length
    ? { distance, churchId, id }
    : null;
}
