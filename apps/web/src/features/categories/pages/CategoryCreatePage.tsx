import { useNavigate } from 'react-router';
import { AdminCreatePage } from '../../../components/AdminRecordPages.tsx';
import { FormCard } from '../../../components/RecordEditorPanel.tsx';
import { savedWithToasts } from '../../../components/record-form.ts';
import { isAdmin, useSession } from '../../../lib/session.ts';
import { useCreateCategory } from '../api/createCategory.ts';
import { CATEGORY_PATHS, type CategoryArea } from '../areas.ts';
import { CategoryForm } from '../components/CategoryForm.tsx';
import { ADMIN_ONLY_NOTE, CATEGORIES_FALLBACK } from '../texts.ts';

function CategoryCreate({ area }: { area: CategoryArea }) {
  const paths = CATEGORY_PATHS[area];
  const canWrite = isAdmin(useSession());
  const navigate = useNavigate();
  const create = useCreateCategory();

  return (
    <AdminCreatePage
      title="Thêm danh mục"
      description="Danh mục giúp người xem tìm bài viết theo chủ đề."
      back={{ to: paths.list, label: 'Danh sách danh mục' }}
      maw={640}
      readOnly={canWrite ? null : { note: ADMIN_ONLY_NOTE, backLabel: 'Về danh sách danh mục' }}
    >
      <FormCard>
        <CategoryForm
          category={null}
          readOnly={false}
          saving={create.isPending}
          submitLabel="Tạo danh mục"
          cancelTo={paths.list}
          onSubmit={async (values) => {
            await savedWithToasts(create.mutateAsync(values), CATEGORIES_FALLBACK.create);
            navigate(paths.list);
          }}
        />
      </FormCard>
    </AdminCreatePage>
  );
}

/** /categories/create (admin layout). */
export function AdminCategoryCreatePage() {
  return <CategoryCreate area="admin" />;
}

/** /settings/create-category (members' settings area): members without the admin role are told why not. */
export function MemberCategoryCreatePage() {
  return <CategoryCreate area="member" />;
}
