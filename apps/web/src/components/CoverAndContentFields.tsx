import { Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  useController,
  useFormState,
} from 'react-hook-form';
import { ImageUploadField } from './ImageUploadField.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';
import { SidePanel } from './SidePanel.tsx';

/**
 * The cover-and-content part of the admin forms for posts, events and campaigns: the summary with the
 * rich-text body in the main column, the cover image in a panel beside it. Bound to the form's own
 * fields by name.
 */

/** A field of the form holding text (or no text yet). */
type TextFieldPath<TValues extends FieldValues> = FieldPathByValue<TValues, string | null | undefined>;

export interface SummaryAndContentFieldsProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  /** The plain-text summary shown in lists and link previews. */
  summaryName: FieldPath<TValues>;
  /** Where the summary shows, under its label. */
  summaryDescription: string;
  /** The rich-text body (HTML). */
  contentName: TextFieldPath<TValues>;
  contentLabel: string;
  contentPlaceholder: string;
  /** Height of the writing area in pixels. */
  contentHeight: number;
}

/** The summary and the rich-text body, one under the other, for the caller's stack. */
export function SummaryAndContentFields<TValues extends FieldValues, TOutput>({
  control,
  summaryName,
  summaryDescription,
  contentName,
  contentLabel,
  contentPlaceholder,
  contentHeight,
}: SummaryAndContentFieldsProps<TValues, TOutput>) {
  const formState = useFormState({ control, name: summaryName });
  const summaryError = control.getFieldState(summaryName, formState).error?.message;
  const { field, fieldState } = useController({ control, name: contentName });
  return (
    <>
      <Textarea
        label="Tóm tắt"
        description={summaryDescription}
        autosize
        minRows={2}
        maxRows={6}
        {...control.register(summaryName)}
        error={summaryError}
      />
      <RichTextEditor
        label={contentLabel}
        placeholder={contentPlaceholder}
        minHeight={contentHeight}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        error={fieldState.error?.message}
      />
    </>
  );
}

export interface CoverImagePanelProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  /** The cover's address in the form. */
  name: TextFieldPath<TValues>;
  /** What the form keeps when there is no cover: `null`, or `''` for a form whose field is a plain string. */
  emptyValue?: '' | null;
  /** The panel's heading and its id, which names the panel. */
  heading?: string;
  headingId: string;
  label: string;
  description: string;
  /** Further fields shown above the cover, in the same panel. */
  children?: ReactNode;
}

/** The side panel holding the cover image (and whatever the form shows with it). */
export function CoverImagePanel<TValues extends FieldValues, TOutput>({
  control,
  name,
  emptyValue = null,
  heading = 'Ảnh bìa',
  headingId,
  label,
  description,
  children,
}: CoverImagePanelProps<TValues, TOutput>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SidePanel headingId={headingId} heading={heading}>
      {children}
      <ImageUploadField
        label={label}
        description={description}
        value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
        onChange={(url) => field.onChange(url ?? emptyValue)}
        error={fieldState.error?.message}
      />
    </SidePanel>
  );
}
