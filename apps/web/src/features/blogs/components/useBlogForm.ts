import type { Blog } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { saveConflict, useRecordForm, useSlugFollowingTitle } from '../../../components/record-form.ts';
import { ApiError } from '../../../lib/api.ts';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import type { BlogChange } from '../api/adminBlogCache.ts';
import { useCreateAdminBlog } from '../api/adminCreateBlog.ts';
import { useUpdateAdminBlog } from '../api/adminUpdateBlog.ts';
import { BLOGS_FALLBACK } from '../texts.ts';
import { blogState } from './BlogAdminState.tsx';
import {
  BLOG_FORM_FIELDS,
  type BlogFormInput,
  type BlogFormOutput,
  blogFormSchema,
  blogFormValues,
  EMPTY_BLOG_FORM,
} from './BlogFormValues.ts';
import { publishTiming, type SaveIntent, SCHEDULE_IN_FUTURE, savedDetail } from './blogFormTiming.ts';

export type BlogFormApi = UseFormReturn<BlogFormInput, unknown, BlogFormOutput>;

export const editBlogPath = (slug: string) => `/admin/blogs/update/${encodeURIComponent(slug)}`;

/**
 * The post form's state: its values (loaded, reloaded after a conflict), what is unsaved, the address
 * that follows the title, the tab shown, and saving as a draft, now, on a schedule or as it stands.
 */
export function useBlogForm(blog: Blog | undefined) {
  const navigate = useNavigate();
  const creation = useCreateAdminBlog();
  const update = useUpdateAdminBlog();
  const [tab, setTab] = useState<string | null>('edit');
  const [intent, setIntent] = useState<SaveIntent | null>(null);

  const loadedValues = useMemo(() => (blog ? blogFormValues(blog) : EMPTY_BLOG_FORM), [blog]);
  // A reload after a conflict fills the fields the admin has not touched; their own edits stay.
  const { form, watched, guard, markSaved } = useRecordForm(zodResolver(blogFormSchema), loadedValues);
  const saving = creation.isPending || update.isPending;
  const conflict = saveConflict(update, { editing: blog !== undefined, fallback: BLOGS_FALLBACK.update });
  const state = blog ? blogState(blog) : 'draft';

  const onSaved =
    (saveIntent: SaveIntent) =>
    ({ blog: saved, message }: BlogChange) => {
      toast.success(message, savedDetail(saved));
      markSaved();
      if (!blog || saved.slug !== blog.slug) {
        guard.allowNextNavigation();
        navigate(editBlogPath(saved.slug), { replace: true });
      }
      setIntent((current) => (current === saveIntent ? null : current));
    };

  const onFailed = (error: unknown) => {
    setIntent(null);
    const first = applyServerFieldErrors(error, form.setError, BLOG_FORM_FIELDS);
    const dateError =
      error instanceof ApiError ? error.errors?.find((e) => e.field === 'publishedAt') : undefined;
    if (dateError) form.setError('publishAt', { type: 'server', message: dateError.message });
    if (first || dateError) setTab('edit');
    toast.error(errorMessage(error, blog ? BLOGS_FALLBACK.update : BLOGS_FALLBACK.create));
  };

  const saveAs = (saveIntent: SaveIntent) =>
    form.handleSubmit(
      ({ publishAt, ...fields }) => {
        const timing = publishTiming(saveIntent, publishAt, form.getFieldState('publishAt').isDirty);
        if (!timing) {
          setTab('edit');
          form.setError('publishAt', { type: 'manual', message: SCHEDULE_IN_FUTURE }, { shouldFocus: true });
          return;
        }
        form.clearErrors('publishAt');
        setIntent(saveIntent);
        const body = { ...fields, ...timing };
        if (blog) {
          update.mutate(
            { id: blog.id, slug: blog.slug, changes: { ...body, version: blog.version } },
            { onSuccess: onSaved(saveIntent), onError: onFailed },
          );
        } else {
          creation.mutate(body, { onSuccess: onSaved(saveIntent), onError: onFailed });
        }
      },
      () => setTab('edit'),
    )();

  // The address made from the title is not the admin's change of it (it is not marked dirty).
  const slug = useSlugFollowingTitle(blog === undefined, (made) =>
    form.setValue('slug', made, { shouldValidate: form.formState.isSubmitted }),
  );
  const titleField = form.register('title', { onChange: slug.onTitleChange });
  const slugField = form.register('slug', { onChange: slug.onSlugChange });

  /** The props of the button that saves with `saveIntent`: it spins while that save runs. */
  const saveButton = (saveIntent: SaveIntent) => ({
    loading: saving && intent === saveIntent,
    disabled: saving,
    fullWidth: true,
    onClick: () => saveAs(saveIntent),
  });

  return {
    form,
    watched,
    state,
    tab,
    setTab,
    guard,
    conflict,
    slugFollowsTitle: slug.slugFollowsTitle,
    titleField,
    slugField,
    saveAs,
    saveButton,
  };
}
