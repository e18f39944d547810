import type { useTreeEditor } from './useTreeEditor.ts';

/** The one dialog (or the person panel's edit form) open in the tree editor. */
export type EditorDialog =
  | 'children'
  | 'spouse'
  | 'split'
  | 'styles'
  | 'edit'
  | 'export'
  | 'decor-text'
  | 'decor-image'
  | 'decor-edit'
  | null;

export type TreeEditorState = ReturnType<typeof useTreeEditor>;
export type TreeEditorActions = TreeEditorState['actions'];
