import type { BlogListItem } from '@giapha/contract';
import { Menu, Text } from '@mantine/core';
import { IconEyeOff, IconSend } from '@tabler/icons-react';
import { confirmDeletion, deletionToasts, RecordName } from '../../../components/confirm-deletion.tsx';
import {
  DeleteMenuItem,
  EditMenuItem,
  RowActionsMenu,
  ViewOnSiteMenuItem,
} from '../../../components/list-page/index.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteAdminBlog } from '../api/adminDeleteBlog.ts';
import { useUpdateAdminBlog } from '../api/adminUpdateBlog.ts';
import { blogPath } from '../publicPaths.ts';
import { BLOGS_FALLBACK } from '../texts.ts';
import { isLive } from './BlogAdminState.tsx';

type BlogRef = Pick<BlogListItem, 'id' | 'slug' | 'title' | 'status' | 'publishedAt' | 'version'>;

export interface BlogAdminActions {
  /** Publishes a draft now, or takes a published (or scheduled) post back to draft. */
  togglePublish: (blog: BlogRef) => void;
  /** Asks first; deletes on confirmation, toasts the server's message, then runs `onDeleted`. */
  confirmDelete: (blog: BlogRef, onDeleted?: () => void) => void;
  /** A request about this post is on its way. */
  isBusy: (blog: Pick<BlogListItem, 'id'>) => boolean;
}

export function useBlogAdminActions(): BlogAdminActions {
  const update = useUpdateAdminBlog();
  const removal = useDeleteAdminBlog();
  return {
    isBusy: (blog) =>
      (update.isPending && update.variables?.id === blog.id) ||
      (removal.isPending && removal.variables?.id === blog.id),
    togglePublish: (blog) => {
      const publishing = blog.status === 'draft';
      update.mutate(
        {
          id: blog.id,
          slug: blog.slug,
          // Published with no date: visible from now on.
          changes: publishing
            ? { status: 'published', publishedAt: null, version: blog.version }
            : { status: 'draft', version: blog.version },
        },
        {
          onSuccess: () =>
            toast.success(publishing ? 'Đã đăng bài viết' : 'Đã chuyển bài viết về bản nháp', blog.title),
          onError: (error) => toast.error(errorMessage(error, BLOGS_FALLBACK.update)),
        },
      );
    },
    confirmDelete: (blog, onDeleted) =>
      confirmDeletion({
        title: 'Xóa bài viết',
        message: (
          <Text size="sm">
            Xóa bài viết “<RecordName>{blog.title}</RecordName>”? Bài viết sẽ biến mất khỏi trang của dòng họ.
            Thao tác này không thể hoàn tác.
          </Text>
        ),
        onConfirm: () => removal.mutate(blog, deletionToasts(BLOGS_FALLBACK.delete, { onDeleted })),
      }),
  };
}

/** The ⋮ menu of a row: edit, open on the site, publish or unpublish, delete. */
export function BlogAdminActionsMenu({ blog, actions }: { blog: BlogRef; actions: BlogAdminActions }) {
  return (
    <RowActionsMenu label={`Thao tác với bài viết ${blog.title}`} busy={actions.isBusy(blog)} width={220}>
      <EditMenuItem to={`/admin/blogs/update/${encodeURIComponent(blog.slug)}`} />
      {isLive(blog) ? <ViewOnSiteMenuItem href={blogPath(blog.slug)} /> : null}
      {blog.status === 'draft' ? (
        <Menu.Item leftSection={<IconSend size={16} />} onClick={() => actions.togglePublish(blog)}>
          Đăng ngay
        </Menu.Item>
      ) : (
        <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={() => actions.togglePublish(blog)}>
          Chuyển về bản nháp
        </Menu.Item>
      )}
      <Menu.Divider />
      <DeleteMenuItem onClick={() => actions.confirmDelete(blog)} />
    </RowActionsMenu>
  );
}
