/** Every public tree of a clan fits one request (a clan shows a handful), as on /family-tree. */
export const PUBLIC_TREES_PARAMS = { limit: 100, offset: 0 } as const;

/** The public viewer opened on one tree (FamilyTreePage reads `?id=`). */
export function treeViewerPath(treeId: string): string {
  return `/family-tree?${new URLSearchParams({ id: treeId }).toString()}`;
}
