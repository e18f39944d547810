import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';

export interface RichTextEditorProps {
  /** HTML; an empty editor is `''`. */
  value: string;
  onChange: (html: string) => void;
  /** Shown above the editor and the accessible name of its writing area. */
  label?: string;
  error?: string;
  /** Height of the writing area in pixels. */
  minHeight?: number;
  placeholder?: string;
}

/** Tiptap and its toolbar weigh ~330 KB gzip: loaded only when an editor is on screen (admin pages). */
const RichTextEditorImpl = lazy(() =>
  import('./RichTextEditorImpl.tsx').then((module) => ({ default: module.RichTextEditorImpl })),
);

const DEFAULT_MIN_HEIGHT = 240;
/** The toolbar above the writing area, kept in the placeholder so the page does not jump. */
const TOOLBAR_HEIGHT = 46;

/** A rich-text field (headings, lists, links, images by address or uploaded, quotes) for the admin area. */
export function RichTextEditor({
  label,
  error,
  minHeight = DEFAULT_MIN_HEIGHT,
  ...props
}: RichTextEditorProps) {
  const errorId = useId();
  return (
    <Input.Wrapper label={label} error={error} errorProps={{ id: errorId }} labelElement="div">
      <Suspense
        fallback={
          <Skeleton
            h={minHeight + TOOLBAR_HEIGHT}
            radius="sm"
            aria-busy="true"
            aria-label="Đang tải trình soạn thảo"
          />
        }
      >
        <RichTextEditorImpl
          {...props}
          ariaLabel={label ?? 'Nội dung'}
          minHeight={minHeight}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
      </Suspense>
    </Input.Wrapper>
  );
}
