import { Alert, Button, Paper, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { isAdmin, useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateCategory } from '../api/createCategory.ts';
import { CATEGORY_PATHS, type CategoryArea } from '../areas.ts';
import { CategoryForm } from '../components/CategoryForm.tsx';
import { ADMIN_ONLY_NOTE, CATEGORIES_FALLBACK } from '../texts.ts';

function CategoryCreate({ area }: { area: CategoryArea }) {
  const paths = CATEGORY_PATHS[area];
  const canWrite = isAdmin(useSession());
  const navigate = useNavigate();
  const create = useCreateCategory();
  const back = { to: paths.list, label: 'Danh sách danh mục' };

  if (!canWrite) {
    return (
      <Stack gap={0} maw={640}>
        <AdminPageHeader title="Thêm danh mục" back={back} />
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
          <Stack gap="sm" align="flex-start">
            {ADMIN_ONLY_NOTE}
            <Button component={Link} to={paths.list} size="xs" variant="white">
              Về danh sách danh mục
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap={0} maw={640}>
      <AdminPageHeader
        title="Thêm danh mục"
        description="Danh mục giúp người xem tìm bài viết theo chủ đề."
        back={back}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <CategoryForm
          category={null}
          readOnly={false}
          saving={create.isPending}
          submitLabel="Tạo danh mục"
          cancelTo={paths.list}
          onSubmit={async (values) => {
            try {
              const { message } = await create.mutateAsync(values);
              toast.success(message);
              navigate(paths.list);
            } catch (error) {
              toast.error(errorMessage(error, CATEGORIES_FALLBACK.create));
              throw error;
            }
          }}
        />
      </Paper>
    </Stack>
  );
}

/** /categories/create (admin layout). */
export function AdminCategoryCreatePage() {
  usePageTitle('Thêm danh mục');
  return <CategoryCreate area="admin" />;
}

/** /settings/create-category (members' settings area): members without the admin role are told why not. */
export function MemberCategoryCreatePage() {
  usePageTitle('Thêm danh mục');
  return <CategoryCreate area="member" />;
}
