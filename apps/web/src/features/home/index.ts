// What other features may use of the public site's pieces; everything else stays inside features/home.
export { SectionTitle } from './components/SectionTitle.tsx';
export { treeViewerPath } from './trees.ts';
