// Place names written the GEDCOM PLAC way, smallest part first and comma-separated
// ("Hành Thiện, Xuân Trường, Nam Định, Việt Nam"), and links that open a point on a map.

import { foldVietnamese } from './text.ts';

/** The parts of a place name, trimmed, empty ones dropped. */
export function placeParts(name: string): string[] {
  return name
    .normalize('NFC')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Country names a place may end with; the area is the part before them. */
const COUNTRY_NAMES = new Set(['viet nam', 'vietnam', 'nuoc viet nam', 'vn']);

/**
 * The province-level part of a place, used to group graves by area: the last part, or the one before a
 * trailing country name ("Hành Thiện, Xuân Trường, Nam Định, Việt Nam" → "Nam Định"). Empty for an
 * empty name; the country itself when it is the only part.
 */
export function placeArea(name: string): string {
  const parts = placeParts(name);
  const last = parts.at(-1) ?? '';
  if (parts.length > 1 && COUNTRY_NAMES.has(foldVietnamese(last).replace(/\./g, ''))) {
    return parts.at(-2) ?? last;
  }
  return last;
}

/** Where a point opens: `geo` in the phone's map app, `web` on OpenStreetMap in the browser. */
export interface MapLinks {
  geo: string;
  web: string;
}

/** Coordinates as short decimal text: at most 6 decimals (about 10 cm), no trailing zeros. */
function coordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** Links that open the point (`lat`, `long` in degrees) on a map. */
export function mapLinks(lat: number, long: number): MapLinks {
  const la = coordinate(lat);
  const lo = coordinate(long);
  return {
    geo: `geo:${la},${lo}?q=${la},${lo}`,
    web: `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=18/${la}/${lo}`,
  };
}
