import type { Blog } from '@giapha/contract';
import { slugify } from '@giapha/genealogy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isStaleWrite } from '../../../components/StaleVersionAlert.tsx';
import { useUnsavedChangesGuard } from '../../../components/UnsavedChangesGuard.tsx';
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
  // A new post's address follows its title until the admin types one of their own.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(blog === undefined);

  const loadedValues = useMemo(() => (blog ? blogFormValues(blog) : EMPTY_BLOG_FORM), [blog]);
  const form: BlogFormApi = useForm<BlogFormInput, unknown, BlogFormOutput>({
    resolver: zodResolver(blogFormSchema),
    // A reload after a conflict fills the fields the admin has not touched; their own edits stay.
    values: loadedValues,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const watched = useWatch({ control: form.control });
  // What was last loaded or saved: anything else on screen is the admin's unsaved work.
  const [savedValues, setSavedValues] = useState(() => JSON.stringify(loadedValues));
  // Each load (the first, after a save, after a reload) is what the server holds now.
  useEffect(() => {
    if (loadedValues) setSavedValues(JSON.stringify(form.getValues()));
  }, [loadedValues, form]);
  const guard = useUnsavedChangesGuard(JSON.stringify(watched) !== savedValues);
  const saving = creation.isPending || update.isPending;
  const stale = blog !== undefined && isStaleWrite(update.error);
  const state = blog ? blogState(blog) : 'draft';

  const onSaved =
    (saveIntent: SaveIntent) =>
    ({ blog: saved, message }: BlogChange) => {
      toast.success(message, savedDetail(saved));
      setSavedValues(JSON.stringify(form.getValues()));
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

  const titleField = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (slugFollowsTitle) {
        form.setValue('slug', slugify(event.target.value), { shouldValidate: form.formState.isSubmitted });
      }
    },
  });
  const slugField = form.register('slug', {
    onChange: (event: { target: { value: string } }) => setSlugFollowsTitle(event.target.value.trim() === ''),
  });

  /** The props of the button that saves with `saveIntent`: it spins while that save runs. */
  const saveButton = (saveIntent: SaveIntent) => ({
    loading: saving && intent === saveIntent,
    disabled: saving,
    fullWidth: true,
    onClick: () => saveAs(saveIntent),
  });

  /** After a conflict: the newest copy is loaded and the failed save forgotten. */
  const reloadAfterConflict = (onReload: (() => void) | undefined) =>
    onReload
      ? () => {
          update.reset();
          onReload();
        }
      : undefined;

  return {
    form,
    watched,
    state,
    tab,
    setTab,
    guard,
    stale,
    staleMessage: errorMessage(update.error, BLOGS_FALLBACK.update),
    reloadAfterConflict,
    slugFollowsTitle,
    titleField,
    slugField,
    saveAs,
    saveButton,
  };
}
