/**
 * Distances for the radius search (docs/adr/0082-radius-and-team-search.md): pure arithmetic on a
 * sphere. The SQL of the lists computes the same haversine; this is what the web app and tests
 * use to reason about a place.
 */

export type Point = { lat: number; lng: number };

/** The mean radius of the Earth in miles (IUGG), as the SQL uses. */
export const EARTH_RADIUS_MILES = 3958.8;

/** The radii the /events page offers, in miles; the API takes any whole number in range. */
export const RADIUS_CHOICES = [5, 10, 25, 50] as const;
export const MIN_RADIUS_MILES = 1;
export const MAX_RADIUS_MILES = 100;
export const DEFAULT_RADIUS_MILES = 25;

/** Fewer results than this within a radius and the page offers the next one. */
export const FEW_RESULTS = 3;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type Box = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/**
 * A latitude/longitude box holding every point within `miles` of `center`: the indexable
 * prefilter before the exact distance. Wider in longitude away from the equator; near a pole
 * (or a box crossing the antimeridian, which no US place needs) it spans every longitude.
 */
export function boundingBox(center: Point, miles: number): Box {
  const dLat = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const cos = Math.cos(toRadians(center.lat));
  const dLng = cos > 1e-6 ? dLat / cos : 180;
  const minLng = center.lng - dLng;
  const maxLng = center.lng + dLng;
  const wraps = minLng < -180 || maxLng > 180;
  return {
    minLat: Math.max(-90, center.lat - dLat),
    maxLat: Math.min(90, center.lat + dLat),
    minLng: wraps ? -180 : minLng,
    maxLng: wraps ? 180 : maxLng,
  };
}

/** The next radius the page offers after `miles`, or null at the widest. */
export function nextRadius(miles: number): number | null {
  return RADIUS_CHOICES.find((choice) => choice > miles) ?? null;
}

/** How a distance reads on a card: '0.4 mi', '3.2 mi', '27 mi'. */
export function formatDistance(miles: number): string {
  return miles < 10 ? `${miles.toFixed(1)} mi` : `${Math.round(miles)} mi`;
}
