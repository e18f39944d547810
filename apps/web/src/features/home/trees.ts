/** The public viewer opened on one tree (FamilyTreePage reads `?id=`). */
export function treeViewerPath(treeId: string): string {
  return `/family-tree?${new URLSearchParams({ id: treeId }).toString()}`;
}
