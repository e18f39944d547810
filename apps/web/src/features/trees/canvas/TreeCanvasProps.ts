// What the tree canvas is given (TreeCanvas.tsx): the tree and its layout, the caller's selection,
// centring and focus, what covers the canvas, and the editor's callbacks.
import type { Obscured, TreeLayout } from '@giapha/genealogy';
import type { ReactNode } from 'react';
import type { CanvasTree } from '../model.ts';
import type { PersonMove } from './useNodeDrag.ts';

export interface TreeCanvasProps {
  tree: CanvasTree;
  /** Layout computed by the caller with computeTreeLayout (the editor recomputes it after edits). */
  layout: TreeLayout;
  /**
   * The layout without the persons the canvas hides (collapsed branches, "N generations"). Default:
   * `computeTreeLayout(tree, { hiddenPersonIds: hidden })`. Pass a stable (memoized) function.
   */
  layoutFor?: (hidden: ReadonlySet<string>) => TreeLayout;
  /** Told whenever the set of hidden persons changes (e.g. to export only what is shown). */
  onHiddenChange?: (hidden: ReadonlySet<string>) => void;
  /** Drag boxes (React Flow nodesDraggable) only when true. */
  editable?: boolean;
  /** Controlled selection; leave undefined to let the canvas keep its own. */
  selectedPersonId?: string | null;
  /** Tap/click a card (null: tap on the empty pane). */
  onSelectPerson?: (personId: string | null) => void;
  /**
   * On drag stop, the dragged cards' new top-left corners (batched by the caller). The cards stay where
   * they were dropped until the caller passes a new `layout`.
   */
  onMovePersons?: (moves: PersonMove[]) => void;
  /** On drag stop of a decor node (editable only), its new top-left corner. */
  onMoveDecor?: (decorId: string, x: number, y: number) => void;
  /** Tap/click a decor node (null: tap on the empty pane). */
  onSelectDecor?: (decorId: string | null) => void;
  /** The decor drawn with a selection outline. */
  selectedDecorId?: string | null;
  /** The split-tree marker on a card (shown for `tree.splitPersonIds` when this is given). */
  onOpenSplitTree?: (personId: string) => void;
  /** Centre on this person when it changes (revealing them if a collapsed branch hid them). */
  focusPersonId?: string | null;
  /** Highlight the line from the ancestor down to this person; default the selected person, null: none. */
  highlightPersonId?: string | null;
  /** A kinship path (xưng hô), first person to last: drawn instead of the ancestor line. */
  highlightPath?: readonly string[] | null;
  /**
   * Bring these persons into view together once the layout has them (the children just added): centred
   * in the uncovered part, zoomed out only as far as needed. A new array asks again.
   */
  showPersonIds?: readonly string[] | null;
  /**
   * Parts of the window the caller covers with its own overlays (a side panel, a bottom sheet, a
   * sticky header), in CSS pixels from each edge of the window. Centring on a person and keeping the
   * selected card in view use what is left of the canvas.
   */
  obscured?: Obscured;
  /** The signed-in member's own person: the canvas opens on it and marks its card "Tôi". */
  mePersonId?: string | null;
  /**
   * The focus (hourglass) view's person: their ancestors and descendants are shown, the rest faded.
   * Controlled when given (the public page keeps it in `?focus=`); the canvas opens centred on it.
   */
  hourglassPersonId?: string | null;
  /**
   * Told when the user focuses on a person ("Tập trung") or leaves the focus view (null). Given, a
   * search lands in the focus view of the person found too.
   */
  onHourglassChange?: (personId: string | null) => void;
  /** The editor adds its buttons here. */
  toolbarExtra?: ReactNode;
  /** Told once, after the first frame with the cards (or the overview) is on screen. */
  onFirstFrame?: () => void;
  /** Default '100%'. */
  height?: number | string;
}
