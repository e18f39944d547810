import { type Category, MESSAGES } from '@giapha/contract';
import { Badge, Text } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { AdminUpdatePage, type RecordReload } from '../../../components/AdminRecordPages.tsx';
import { FormDeleteButton } from '../../../components/FormActions.tsx';
import { StackSkeleton } from '../../../components/PageSkeleton.tsx';
import { RecordEditorPanel } from '../../../components/RecordEditorPanel.tsx';
import { saveConflict, savedWithToasts } from '../../../components/record-form.ts';
import { formatDate } from '../../../lib/dates.ts';
import { isAdmin, useSession } from '../../../lib/session.ts';
import { useCategory } from '../api/getCategory.ts';
import { useUpdateCategory } from '../api/updateCategory.ts';
import { CATEGORY_PATHS, type CategoryArea, type CategoryPaths } from '../areas.ts';
import { CategoryForm } from '../components/CategoryForm.tsx';
import { useCategoryDelete } from '../components/useCategoryDelete.tsx';
import { ADMIN_ONLY_NOTE, CATEGORIES_FALLBACK } from '../texts.ts';

function CategoryEditor({
  category,
  paths,
  canWrite,
  reload,
}: {
  category: Category;
  paths: CategoryPaths;
  canWrite: boolean;
  reload: RecordReload;
}) {
  const navigate = useNavigate();
  const update = useUpdateCategory();
  const deletion = useCategoryDelete();

  return (
    <RecordEditorPanel
      readOnlyNote={canWrite ? null : ADMIN_ONLY_NOTE}
      conflict={saveConflict(update, {
        editing: true,
        fieldMessages: [MESSAGES.categorySlugTaken],
        fallback: CATEGORIES_FALLBACK.update,
      })}
      reload={reload}
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
          await savedWithToasts(
            update.mutateAsync({
              id: category.id,
              changes: { ...values, version: category.version },
            }),
            CATEGORIES_FALLBACK.update,
          );
          navigate(paths.list);
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
  const title = canWrite ? 'Sửa danh mục' : 'Chi tiết danh mục';

  return (
    <AdminUpdatePage
      query={query}
      title={title}
      back={{ to: paths.list, label: 'Danh sách danh mục' }}
      maw={640}
      skeleton={<StackSkeleton maw={640} blocks={[320]} />}
      notFound={{
        icon: <IconCategory size={34} />,
        title: 'Không tìm thấy danh mục',
        description: 'Danh mục này không tồn tại hoặc đã bị xóa.',
        back: { to: paths.list, label: 'Về danh sách danh mục' },
      }}
      loadErrorTitle="Không tải được thông tin danh mục"
      description={(category) => category.name}
    >
      {(category, reload) => (
        <CategoryEditor category={category} paths={paths} canWrite={canWrite} reload={reload} />
      )}
    </AdminUpdatePage>
  );
}

/** /categories/detail/:id (admin layout). */
export function AdminCategoryDetailPage() {
  return <CategoryDetail area="admin" />;
}

/** /settings/detail-category/:id (members' settings area): read-only for members without the admin role. */
export function MemberCategoryDetailPage() {
  return <CategoryDetail area="member" />;
}
