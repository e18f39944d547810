import type { ParsedDecor, Person } from '@giapha/contract';
import { lazy, Suspense } from 'react';
import type { CanvasTree } from '../model.ts';
import { AddChildrenModal } from './AddChildrenModal.tsx';
import { AddSpouseModal } from './AddSpouseModal.tsx';
import { DecorModal } from './DecorModal.tsx';
import type { EditorDialog, TreeEditorActions } from './editor-dialog.ts';
import { GenerationStylesModal } from './GenerationStylesModal.tsx';
import { parentOptions } from './parents.ts';
import { SplitTreeModal } from './SplitTreeModal.tsx';

// The export dialog pulls in the PDF code only when opened.
const ExportTreeDialog = lazy(() =>
  import('../export/ExportTreeDialog.tsx').then((m) => ({ default: m.ExportTreeDialog })),
);

export interface EditorDialogsProps {
  dialog: EditorDialog;
  onClose(): void;
  tree: CanvasTree;
  /** The person selected on the canvas, whom the person dialogs act on. */
  selected: Person | null;
  /** The id selected on the canvas (the export dialog offers that person's branch). */
  selectedPersonId: string | null;
  personsById: ReadonlyMap<string, Person>;
  /** The selected person already has a husband or wife. */
  hasSpouse: boolean;
  selectedDecor: ParsedDecor | null;
  busy: boolean;
  actions: TreeEditorActions;
  /** The parent and the children just added, for the canvas to bring into view. */
  onChildrenAdded(personIds: readonly string[]): void;
  /** A branch was split off into the tree `treeId`. */
  onSplit(treeId: string): void;
}

/** The tree editor's dialogs: add children or a spouse, split a branch, styles, decorations, export. */
export function EditorDialogs({
  dialog,
  onClose,
  tree,
  selected,
  selectedPersonId,
  personsById,
  hasSpouse,
  selectedDecor,
  busy,
  actions,
  onChildrenAdded,
  onSplit,
}: EditorDialogsProps) {
  return (
    <>
      {selected ? (
        <>
          <AddChildrenModal
            key={`children-${selected.id}`}
            opened={dialog === 'children'}
            onClose={onClose}
            parentName={selected.name}
            parentChoices={parentOptions(selected, tree.families, personsById)}
            submitting={busy}
            onSubmit={async (parents, children) => {
              const [only] = children;
              const added =
                children.length === 1 && only
                  ? await actions.addChild(parents, only).then((r) => (r ? [r.child] : null))
                  : await actions.addChildren(parents, children).then((r) => r?.added ?? null);
              if (added && added.length > 0)
                onChildrenAdded([selected.id, ...added.map((child) => child.id)]);
              return added !== null;
            }}
          />
          <AddSpouseModal
            key={`spouse-${selected.id}`}
            opened={dialog === 'spouse'}
            onClose={onClose}
            person={selected}
            hasSpouse={hasSpouse}
            submitting={busy}
            onSubmit={async (spouse, separate) =>
              (await actions.addSpouse(selected.id, spouse, separate)) !== null
            }
          />
          <SplitTreeModal
            key={`split-${selected.id}`}
            opened={dialog === 'split'}
            onClose={onClose}
            personName={selected.name}
            submitting={busy}
            onSubmit={async (name) => {
              const result = await actions.split(selected.id, name);
              if (result) onSplit(result.tree._id);
              return result !== null;
            }}
          />
        </>
      ) : null}
      <GenerationStylesModal
        opened={dialog === 'styles'}
        onClose={onClose}
        sizes={tree.generationSizes}
        saving={busy}
        onSave={async (sizes) => (await actions.saveGenerationSizes(sizes, tree.generationSizes)) !== null}
      />
      {dialog === 'decor-text' || dialog === 'decor-image' ? (
        <DecorModal
          opened
          onClose={onClose}
          kind={dialog === 'decor-text' ? 'text' : 'image'}
          submitting={busy}
          onSubmit={async (draft) => (await actions.addDecor(draft)) !== null}
        />
      ) : null}
      {dialog === 'decor-edit' && selectedDecor ? (
        <DecorModal
          opened
          onClose={onClose}
          kind={selectedDecor.type}
          initial={selectedDecor}
          submitting={busy}
          onSubmit={async (draft) => (await actions.updateDecor(selectedDecor.id, draft)) !== null}
        />
      ) : null}
      {dialog === 'export' ? (
        <Suspense fallback={null}>
          <ExportTreeDialog opened onClose={onClose} tree={tree} selectedPersonId={selectedPersonId} />
        </Suspense>
      ) : null}
    </>
  );
}
