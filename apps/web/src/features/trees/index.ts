// What other features may use of trees; everything else stays inside features/trees.
export { treeKeys } from './api/cache.ts';
export { useTreeChoices } from './api/listTrees.ts';
export { usePublicTrees } from './api/publicTrees.ts';
export { TreeCanvas } from './canvas/TreeCanvas.tsx';
export { TreePersonPicker } from './components/TreePersonPicker.tsx';
export { TreeEmblem, TreeSummary } from './components/TreeSummary.tsx';
export { AutoArrangeMenuItem, EditorMoreMenu } from './editor/EditorMoreMenu.tsx';
export { EditorSidePanel, PANEL_SHEET_SHARE } from './editor/PanelSheet.tsx';
export { PersonPanel } from './editor/PersonPanel.tsx';
export { POSITION_SAVE_DELAY_MS } from './editor/useTreeEditor.ts';
export {
  type CanvasFamily,
  type CanvasPerson,
  type CanvasTree,
  layoutWithMoves,
} from './model.ts';
