/**
 * The rich text editor's lazy part for jsdom tests: Tiptap's typing needs a real browser, so here it is
 * a plain textarea with the editor's name. Use it with
 * `vi.mock('…/components/RichTextEditorImpl.tsx', () => import('…/test/rich-text-editor-stub.tsx'))`.
 */
export function RichTextEditorImpl(props: {
  value: string;
  onChange: (html: string) => void;
  ariaLabel: string;
}) {
  return (
    <textarea
      aria-label={props.ariaLabel}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}
