import '@mantine/dates/styles.css';
import 'dayjs/locale/vi';
import { type Blog, isMediaUrl } from '@giapha/contract';
import { slugify } from '@giapha/genealogy';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconCalendarTime,
  IconDeviceFloppy,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconSend,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CoverImagePanel, SummaryAndContentFields } from '../../../components/CoverAndContentFields.tsx';
import { isStaleWrite, StaleVersionAlert } from '../../../components/StaleVersionAlert.tsx';
import { useUnsavedChangesGuard } from '../../../components/UnsavedChangesGuard.tsx';
import { ApiError } from '../../../lib/api.ts';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useSession } from '../../../lib/session.ts';
import { useSiteSetting } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { useCategoryChoices } from '../../categories/index.ts';
import { ImageUploadField } from '../../uploads/index.ts';
import type { BlogChange } from '../api/adminBlogCache.ts';
import { useCreateAdminBlog } from '../api/adminCreateBlog.ts';
import { useUpdateAdminBlog } from '../api/adminUpdateBlog.ts';
import { blogPath } from '../publicPaths.ts';
import { BLOG_STATE_LABELS, BLOGS_FALLBACK } from '../texts.ts';
import { BlogStateBadge, blogState, formatDateTime } from './BlogAdminState.tsx';
import { BlogFormPreview } from './BlogFormPreview.tsx';
import {
  BLOG_FORM_FIELDS,
  type BlogFormInput,
  type BlogFormOutput,
  blogFormSchema,
  blogFormValues,
  EMPTY_BLOG_FORM,
  PICKER_FORMAT,
  pickerToIso,
} from './BlogFormValues.ts';

/** Which button saved: the post's state after saving follows from it. */
type SaveIntent = 'draft' | 'publishNow' | 'schedule' | 'save';

const NO_CATEGORY = 'none';
export const SCHEDULE_IN_FUTURE = 'Hãy chọn một thời điểm trong tương lai để lên lịch đăng';

export const editBlogPath = (slug: string) => `/admin/blogs/update/${encodeURIComponent(slug)}`;

/** Quick choices in the picker: the times a clan's news usually goes out. */
function schedulePresets(now = dayjs()) {
  const at = (day: dayjs.Dayjs, hour: number) => day.hour(hour).minute(0).second(0).format(PICKER_FORMAT);
  const tomorrow = now.add(1, 'day');
  const nextSunday = now.add(7 - now.day(), 'day');
  return [
    ...(now.hour() < 20 ? [{ value: at(now, 20), label: 'Tối nay, 20:00' }] : []),
    { value: at(tomorrow, 7), label: 'Sáng mai, 7:00' },
    { value: at(nextSunday, 7), label: 'Sáng Chủ nhật, 7:00' },
  ];
}

/** What the toast adds under the server's message, so the admin knows where the post now stands. */
function savedDetail(saved: Blog): string {
  const state = blogState(saved);
  if (state === 'draft') return 'Bài viết đang là bản nháp, chỉ quản trị viên nhìn thấy.';
  if (state === 'scheduled') return `Bài viết sẽ hiện trên trang lúc ${formatDateTime(saved.publishedAt)}.`;
  return 'Bài viết đang hiện trên trang của dòng họ.';
}

export interface BlogFormProps {
  /** The post being edited; none for a new one. */
  blog?: Blog;
  /** Loads the newest copy after a version conflict. */
  onReload?: () => void;
  reloading?: boolean;
}

/**
 * Writing a post: title, address (made from the title until edited), summary, cover, category, rich
 * content; saved as a draft, published now or scheduled. A new post goes on to its edit page once saved.
 */
export function BlogForm({ blog, onReload, reloading = false }: BlogFormProps) {
  const navigate = useNavigate();
  const session = useSession();
  const { setting } = useSiteSetting();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const creation = useCreateAdminBlog();
  const update = useUpdateAdminBlog();
  const categories = useCategoryChoices();
  const [tab, setTab] = useState<string | null>('edit');
  const [intent, setIntent] = useState<SaveIntent | null>(null);
  // A new post's address follows its title until the admin types one of their own.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(blog === undefined);

  const loadedValues = useMemo(() => (blog ? blogFormValues(blog) : EMPTY_BLOG_FORM), [blog]);
  const form = useForm<BlogFormInput, unknown, BlogFormOutput>({
    resolver: zodResolver(blogFormSchema),
    // A reload after a conflict fills the fields the admin has not touched; their own edits stay.
    values: loadedValues,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control });
  // What was last loaded or saved: anything else on screen is the admin's unsaved work.
  const [savedValues, setSavedValues] = useState(() => JSON.stringify(loadedValues));
  // Each load (the first, after a save, after a reload) is what the server holds now.
  useEffect(() => {
    if (loadedValues) setSavedValues(JSON.stringify(form.getValues()));
  }, [loadedValues, form]);
  const guard = useUnsavedChangesGuard(JSON.stringify(watched) !== savedValues);
  const slug = watched.slug ?? '';
  const saving = creation.isPending || update.isPending;
  const stale = blog !== undefined && isStaleWrite(update.error);
  const state = blog ? blogState(blog) : 'draft';

  // The clan's setting chooses the picker's day order (DESIGN §12); the spec's default is month first.
  const dayFirst = setting?.dateFormat === 'dd/mm/yy';
  const presets = useMemo(() => schedulePresets(), []);

  const categoryOptions = useMemo(() => {
    const loaded = (categories.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }));
    // The post's own category, even when it is not among the first page of choices.
    const own = blog?.category;
    const withOwn =
      own && !loaded.some((o) => o.value === own.id)
        ? [...loaded, { value: own.id, label: own.name }]
        : loaded;
    return [{ value: NO_CATEGORY, label: 'Không có danh mục' }, ...withOwn];
  }, [categories.data, blog?.category]);

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
        let timing: { status: 'draft' | 'published'; publishedAt?: string | null };
        if (saveIntent === 'draft') {
          timing = { status: 'draft' };
        } else if (saveIntent === 'publishNow') {
          // Published without a date: visible from now on.
          timing = { status: 'published', publishedAt: null };
        } else if (saveIntent === 'schedule') {
          const at = pickerToIso(publishAt);
          if (!at || !dayjs(at).isAfter(dayjs())) {
            setTab('edit');
            form.setError(
              'publishAt',
              { type: 'manual', message: SCHEDULE_IN_FUTURE },
              { shouldFocus: true },
            );
            return;
          }
          timing = { status: 'published', publishedAt: at };
        } else {
          // A published post keeps its date unless the admin changed it (empty: now).
          timing = form.getFieldState('publishAt').isDirty
            ? { status: 'published', publishedAt: pickerToIso(publishAt) }
            : { status: 'published' };
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

  const pickerDescription =
    state === 'draft'
      ? 'Chọn thời điểm rồi bấm “Lên lịch đăng”: bài viết tự hiện trên trang khi đến giờ.'
      : 'Đổi thời điểm rồi bấm “Lưu thay đổi”. Một thời điểm trong tương lai sẽ ẩn bài đến lúc đó.';

  const button = (saveIntent: SaveIntent) => ({
    loading: saving && intent === saveIntent,
    disabled: saving,
    fullWidth: true,
    onClick: () => saveAs(saveIntent),
  });

  const categoryName = categoryOptions.find((o) => o.value === watched.categoryId)?.label ?? null;
  const previewDate =
    state === 'draft'
      ? pickerToIso(watched.publishAt)
      : (pickerToIso(watched.publishAt) ?? blog?.publishedAt ?? null);

  return (
    <form
      noValidate
      aria-label={blog ? 'Sửa bài viết' : 'Viết bài mới'}
      onSubmit={(event) => {
        event.preventDefault();
        saveAs(state === 'draft' ? 'draft' : 'save');
      }}
    >
      {guard.dialog}
      <Stack gap="md">
        {stale ? (
          <StaleVersionAlert
            message={errorMessage(update.error, BLOGS_FALLBACK.update)}
            onReload={
              onReload
                ? () => {
                    update.reset();
                    onReload();
                  }
                : undefined
            }
            reloading={reloading}
          />
        ) : null}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Tabs value={tab} onChange={setTab} keepMounted>
              <Tabs.List mb="md">
                <Tabs.Tab value="edit" leftSection={<IconPencil size={16} />}>
                  Soạn bài
                </Tabs.Tab>
                <Tabs.Tab value="preview" leftSection={<IconEye size={16} />}>
                  Xem trước
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="edit">
                <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
                  <Stack gap="md">
                    <TextInput
                      label="Tiêu đề"
                      placeholder="Ví dụ: Thông báo lễ Giỗ Tổ năm nay"
                      withAsterisk
                      autoComplete="off"
                      {...titleField}
                      error={errors.title?.message}
                    />
                    <TextInput
                      label="Đường dẫn"
                      description={`Địa chỉ bài viết: ${blogPath(slug || 'duong-dan')}${
                        slugFollowsTitle ? ' — tự tạo từ tiêu đề, có thể sửa' : ''
                      }`}
                      placeholder="tu-tao-tu-tieu-de"
                      autoCapitalize="none"
                      autoCorrect="off"
                      spellCheck={false}
                      {...slugField}
                      error={errors.slug?.message}
                    />
                    <SummaryAndContentFields
                      control={form.control}
                      summaryName="summary"
                      summaryDescription="Hiện trong danh sách bài viết và khi chia sẻ lên Facebook, Zalo"
                      contentName="content"
                      contentLabel="Nội dung bài viết"
                      contentPlaceholder="Viết nội dung bài viết…"
                      contentHeight={phone ? 240 : 360}
                    />
                  </Stack>
                </Paper>
              </Tabs.Panel>
              <Tabs.Panel value="preview">
                <Paper withBorder radius="md" p={{ base: 'sm', sm: 'xl' }}>
                  <BlogFormPreview
                    title={watched.title ?? ''}
                    summary={watched.summary ?? ''}
                    coverImage={
                      watched.coverImage && isMediaUrl(watched.coverImage) ? watched.coverImage : null
                    }
                    categoryName={watched.categoryId ? categoryName : null}
                    publishedAt={previewDate ?? new Date().toISOString()}
                    authorName={blog?.author?.name ?? session.user?.name ?? null}
                    content={watched.content ?? ''}
                  />
                </Paper>
              </Tabs.Panel>
            </Tabs>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <Paper
                withBorder
                radius="md"
                p="md"
                component="section"
                aria-labelledby="blog-publishing-title"
              >
                <Stack gap="sm">
                  <Group justify="space-between" gap="xs">
                    <Title order={2} size="h4" id="blog-publishing-title">
                      Đăng bài
                    </Title>
                    {blog ? (
                      <BlogStateBadge blog={blog} />
                    ) : (
                      <Badge variant="light" color="gray" tt="none">
                        Bài viết mới
                      </Badge>
                    )}
                  </Group>
                  {blog && state !== 'draft' ? (
                    <Text size="sm" c="dimmed">
                      {state === 'scheduled' ? 'Sẽ hiện trên trang lúc' : 'Đã đăng lúc'}{' '}
                      {formatDateTime(blog.publishedAt)}
                    </Text>
                  ) : null}
                  <Controller
                    control={form.control}
                    name="publishAt"
                    render={({ field, fieldState }) => (
                      <DatesProvider settings={{ locale: 'vi', firstDayOfWeek: dayFirst ? 1 : 0 }}>
                        <DateTimePicker
                          label="Thời gian đăng"
                          description={pickerDescription}
                          placeholder="Chọn ngày và giờ"
                          valueFormat={dayFirst ? 'DD/MM/YYYY HH:mm' : 'MM/DD/YYYY HH:mm'}
                          leftSection={<IconCalendarTime size={16} />}
                          clearable
                          clearButtonProps={{ 'aria-label': 'Xóa thời gian đăng' }}
                          presets={presets}
                          dropdownType={phone ? 'modal' : 'popover'}
                          submitButtonProps={{ 'aria-label': 'Chọn thời gian này' }}
                          value={field.value ?? null}
                          onChange={(value) => {
                            field.onChange(value);
                            form.clearErrors('publishAt');
                          }}
                          onBlur={field.onBlur}
                          error={fieldState.error?.message}
                        />
                      </DatesProvider>
                    )}
                  />
                  {state === 'draft' ? (
                    <Stack gap="xs">
                      <Button leftSection={<IconSend size={16} />} {...button('publishNow')}>
                        Đăng ngay
                      </Button>
                      <Button
                        variant="light"
                        leftSection={<IconCalendarTime size={16} />}
                        {...button('schedule')}
                      >
                        Lên lịch đăng
                      </Button>
                      <Button
                        variant="default"
                        leftSection={<IconDeviceFloppy size={16} />}
                        {...button('draft')}
                      >
                        Lưu nháp
                      </Button>
                    </Stack>
                  ) : (
                    <Stack gap="xs">
                      <Button leftSection={<IconDeviceFloppy size={16} />} {...button('save')}>
                        Lưu thay đổi
                      </Button>
                      {state === 'scheduled' ? (
                        <Button
                          variant="light"
                          leftSection={<IconSend size={16} />}
                          {...button('publishNow')}
                        >
                          Đăng ngay
                        </Button>
                      ) : null}
                      <Button variant="default" leftSection={<IconEyeOff size={16} />} {...button('draft')}>
                        Chuyển về bản nháp
                      </Button>
                    </Stack>
                  )}
                  <Text size="xs" c="dimmed">
                    {state === 'draft'
                      ? `${BLOG_STATE_LABELS.draft}: chỉ quản trị viên nhìn thấy.`
                      : 'Bài viết chuyển về bản nháp sẽ không còn hiện trên trang.'}
                  </Text>
                </Stack>
              </Paper>
              <CoverImagePanel
                control={form.control}
                name="coverImage"
                emptyValue=""
                ImageField={ImageUploadField}
                heading="Danh mục và ảnh bìa"
                headingId="blog-details-title"
                label="Ảnh bìa"
                description="Tải ảnh lên, hoặc dán địa chỉ ảnh (https://…)"
              >
                <Controller
                  control={form.control}
                  name="categoryId"
                  render={({ field, fieldState }) => (
                    <Select
                      label="Danh mục"
                      data={categoryOptions}
                      value={field.value ?? NO_CATEGORY}
                      allowDeselect={false}
                      onChange={(value) => field.onChange(value && value !== NO_CATEGORY ? value : null)}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      description={
                        categories.isError
                          ? 'Không tải được danh sách danh mục'
                          : categories.isPending
                            ? 'Đang tải danh mục…'
                            : undefined
                      }
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </CoverImagePanel>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </form>
  );
}
