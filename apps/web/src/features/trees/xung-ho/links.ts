import type { KinshipRegion } from '@giapha/genealogy';

export const REGION_OPTIONS: { value: KinshipRegion; label: string }[] = [
  { value: 'north', label: 'Miền Bắc' },
  { value: 'south', label: 'Miền Nam' },
];

/** `?vung=nam` / `?vung=bac` in a shared link; anything else is the clan's register. */
export function regionFromParam(value: string | null): KinshipRegion | null {
  if (value === 'south' || value === 'nam') return 'south';
  if (value === 'north' || value === 'bac') return 'north';
  return null;
}

/** The public tree with the kinship path between two persons drawn and brought into view. */
export function relationPathLink(treeId: string, from: string, to: string): string {
  return `/family-tree?${new URLSearchParams({ id: treeId, from, to }).toString()}`;
}
