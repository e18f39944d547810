import { type Category, MESSAGES } from '@giapha/contract';
import { Badge, Stack, Text } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { FormDeleteButton } from '../../../components/FormActions.tsx';
import { isMissingRecord, NotFoundState } from '../../../components/NotFoundState.tsx';
import { StackSkeleton } from '../../../components/PageSkeleton.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { RecordEditorPanel } from '../../../components/RecordEditorPanel.tsx';
import { isStaleWrite } from '../../../components/StaleVersionAlert.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { isAdmin, useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { useCategory } from '../api/getCategory.ts';
import { useUpdateCategory } from '../api/updateCategory.ts';
import { CATEGORY_PATHS, type CategoryArea, type CategoryPaths } from '../areas.ts';
import { CategoryForm } from '../components/CategoryForm.tsx';
import { useCategoryDelete } from '../components/useCategoryDelete.tsx';
import { ADMIN_ONLY_NOTE, CATEGORIES_FALLBACK } from '../texts.ts';

function CategoryNotFound({ paths }: { paths: CategoryPaths }) {
  return (
    <NotFoundState
      icon={<IconCategory size={34} />}
      title="Không tìm thấy danh mục"
      description="Danh mục này không tồn tại hoặc đã bị xóa."
      back={{ to: paths.list, label: 'Về danh sách danh mục' }}
    />
  );
}

function CategoryEditor({
  category,
  paths,
  canWrite,
  onReload,
  reloading,
}: {
  category: Category;
  paths: CategoryPaths;
  canWrite: boolean;
  onReload: () => void;
  reloading: boolean;
}) {
  const navigate = useNavigate();
  const update = useUpdateCategory();
  const deletion = useCategoryDelete();
  const stale = isStaleWrite(update.error, [MESSAGES.categorySlugTaken]);

  return (
    <RecordEditorPanel
      readOnlyNote={canWrite ? null : ADMIN_ONLY_NOTE}
      stale={
        stale
          ? {
              message: errorMessage(update.error, CATEGORIES_FALLBACK.update),
              onReload: () => {
                update.reset();
                onReload();
              },
              reloading,
            }
          : null
      }
      summary={
        <>
          <Badge variant="light">{category.blogCount} bài viết</Badge>
          <Text size="xs" c="dimmed">
            Cập nhật ngày {formatDate(category.updatedAt)}
          </Text>
        </>
      }
    >
      <CategoryForm
        category={category}
        readOnly={!canWrite}
        saving={update.isPending}
        submitLabel="Lưu thay đổi"
        cancelTo={paths.list}
        onSubmit={async (values) => {
          try {
            const { message } = await update.mutateAsync({
              id: category.id,
              changes: { ...values, version: category.version },
            });
            toast.success(message);
            navigate(paths.list);
          } catch (error) {
            toast.error(errorMessage(error, CATEGORIES_FALLBACK.update));
            throw error;
          }
        }}
        extraActions={
          <FormDeleteButton
            label="Xóa danh mục"
            deleting={deletion.deletingId === category.id}
            onClick={() => deletion.remove(category, () => navigate(paths.list))}
          />
        }
      />
    </RecordEditorPanel>
  );
}

function CategoryDetail({ area }: { area: CategoryArea }) {
  const paths = CATEGORY_PATHS[area];
  const canWrite = isAdmin(useSession());
  const { id = '' } = useParams();
  const query = useCategory(id);
  const back = { to: paths.list, label: 'Danh sách danh mục' };
  const title = canWrite ? 'Sửa danh mục' : 'Chi tiết danh mục';

  if (query.isPending) return <StackSkeleton maw={640} blocks={[320]} />;
  if (query.isError && isMissingRecord(query.error)) return <CategoryNotFound paths={paths} />;
  if (query.isError) {
    return (
      <Stack gap={0} maw={640}>
        <AdminPageHeader title={title} back={back} />
        <QueryErrorAlert
          title="Không tải được thông tin danh mục"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  }
  return (
    <Stack gap={0} maw={640}>
      <AdminPageHeader title={title} description={query.data.name} back={back} />
      <CategoryEditor
        category={query.data}
        paths={paths}
        canWrite={canWrite}
        onReload={() => void query.refetch()}
        reloading={query.isFetching}
      />
    </Stack>
  );
}

/** /categories/detail/:id (admin layout). */
export function AdminCategoryDetailPage() {
  usePageTitle('Chi tiết danh mục');
  return <CategoryDetail area="admin" />;
}

/** /settings/detail-category/:id (members' settings area): read-only for members without the admin role. */
export function MemberCategoryDetailPage() {
  usePageTitle('Chi tiết danh mục');
  return <CategoryDetail area="member" />;
}
