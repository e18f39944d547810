import '@mantine/dates/styles.css';
import 'dayjs/locale/vi';
import { type Blog, isMediaUrl } from '@giapha/contract';
import { Paper, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { CoverImagePanel, SummaryAndContentFields } from '../../../components/CoverAndContentFields.tsx';
import { FormCard } from '../../../components/FormCard.tsx';
import {
  RecordFormLayout,
  type ReloadableFormProps,
  TitleAndSlugFields,
} from '../../../components/RecordFormFields.tsx';
import { useSession } from '../../../lib/session.ts';
import { blogPath } from '../publicPaths.ts';
import { BlogCategoryField, useBlogCategoryOptions } from './BlogCategoryField.tsx';
import { BlogFormPreview } from './BlogFormPreview.tsx';
import { pickerToIso } from './BlogFormValues.ts';
import { BlogPublishingPanel } from './BlogPublishingPanel.tsx';
import { useBlogForm } from './useBlogForm.ts';

export { SCHEDULE_IN_FUTURE } from './blogFormTiming.ts';
export { editBlogPath } from './useBlogForm.ts';

export interface BlogFormProps extends ReloadableFormProps {
  /** The post being edited; none for a new one. */
  blog?: Blog;
}

/**
 * Writing a post: title, address (made from the title until edited), summary, cover, category, rich
 * content; saved as a draft, published now or scheduled. A new post goes on to its edit page once saved.
 */
export function BlogForm({ blog, ...reload }: BlogFormProps) {
  const session = useSession();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const categories = useBlogCategoryOptions(blog);
  const post = useBlogForm(blog);
  const { form, watched, state } = post;

  const categoryName = categories.options.find((o) => o.value === watched.categoryId)?.label ?? null;
  const previewDate =
    state === 'draft'
      ? pickerToIso(watched.publishAt)
      : (pickerToIso(watched.publishAt) ?? blog?.publishedAt ?? null);

  return (
    <RecordFormLayout
      label={blog ? 'Sửa bài viết' : 'Viết bài mới'}
      onSubmit={(event) => {
        event.preventDefault();
        post.saveAs(state === 'draft' ? 'draft' : 'save');
      }}
      state={post}
      {...reload}
      main={
        <Tabs value={post.tab} onChange={post.setTab} keepMounted>
          <Tabs.List mb="md">
            <Tabs.Tab value="edit" leftSection={<IconPencil size={16} />}>
              Soạn bài
            </Tabs.Tab>
            <Tabs.Tab value="preview" leftSection={<IconEye size={16} />}>
              Xem trước
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="edit">
            <FormCard>
              <TitleAndSlugFields
                title={{ label: 'Tiêu đề', placeholder: 'Ví dụ: Thông báo lễ Giỗ Tổ năm nay' }}
                address={{
                  addressLabel: 'Địa chỉ bài viết',
                  path: blogPath,
                  madeFrom: 'tiêu đề',
                  placeholder: 'tu-tao-tu-tieu-de',
                }}
                fields={post}
                slug={watched.slug}
                errors={form.formState.errors}
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
            </FormCard>
          </Tabs.Panel>
          <Tabs.Panel value="preview">
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'xl' }}>
              <BlogFormPreview
                title={watched.title ?? ''}
                summary={watched.summary ?? ''}
                coverImage={watched.coverImage && isMediaUrl(watched.coverImage) ? watched.coverImage : null}
                categoryName={watched.categoryId ? categoryName : null}
                publishedAt={previewDate ?? new Date().toISOString()}
                authorName={blog?.author?.name ?? session.user?.name ?? null}
                content={watched.content ?? ''}
              />
            </Paper>
          </Tabs.Panel>
        </Tabs>
      }
      aside={
        <>
          <BlogPublishingPanel
            form={form}
            blog={blog}
            state={state}
            saveButton={post.saveButton}
            phone={phone}
          />
          <CoverImagePanel
            control={form.control}
            name="coverImage"
            emptyValue=""
            heading="Danh mục và ảnh bìa"
            headingId="blog-details-title"
            label="Ảnh bìa"
            description="Tải ảnh lên, hoặc dán địa chỉ ảnh (https://…)"
          >
            <BlogCategoryField form={form} categories={categories} />
          </CoverImagePanel>
        </>
      }
    />
  );
}
