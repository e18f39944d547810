import type { Tree } from '@giapha/contract';

/** The tree's editor (/tree/{id}). */
export const editorPath = (tree: Pick<Tree, '_id'>) => `/tree/${tree._id}`;

/** The tree on the public family-tree page. */
export const publicTreePath = (tree: Pick<Tree, '_id'>) => `/family-tree?id=${encodeURIComponent(tree._id)}`;

/** `1.234`: counts of persons and generations as Vietnamese write them. */
export const formatCount = (n: number) => n.toLocaleString('vi-VN');
