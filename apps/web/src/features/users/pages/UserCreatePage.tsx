import { createUserBody } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { saveCallbacks, useTouchedForm } from '../../../components/modal-form.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useCreateUser } from '../api/createUser.ts';
import { MemberFields, MemberFormActions } from '../components/MemberFields.tsx';
import { RoleSelect } from '../components/RoleSelect.tsx';
import { USERS_FALLBACK } from '../texts.ts';

const FORM_FIELDS = ['name', 'username', 'email', 'password', 'role'] as const;

const NEW_MEMBER: z.input<typeof createUserBody> = {
  name: '',
  username: '',
  email: '',
  password: '',
  role: 'user',
};

/** /admin/users/create: an admin adds a member who can sign in at once (no approval needed). */
export function UserCreatePage() {
  usePageTitle('Thêm thành viên');
  const navigate = useNavigate();
  const creation = useCreateUser();
  const form = useTouchedForm(zodResolver(createUserBody), NEW_MEMBER);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    creation.mutate(
      values,
      saveCallbacks(form.setError, FORM_FIELDS, USERS_FALLBACK.create, () => navigate('/admin/users')),
    ),
  );

  return (
    <Stack gap={0} maw={640}>
      <AdminPageHeader
        title="Thêm thành viên"
        description="Tài khoản do quản trị viên tạo được kích hoạt ngay, không cần duyệt."
        back={{ to: '/admin/users', label: 'Danh sách thành viên' }}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={submit} noValidate aria-label="Thêm thành viên">
          <Stack gap="md">
            <MemberFields mode="create" register={form.register} errors={errors} />
            <Controller
              control={form.control}
              name="role"
              render={({ field, fieldState }) => (
                <RoleSelect
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
            <MemberFormActions saving={creation.isPending} icon={<IconUserPlus size={18} />}>
              Tạo thành viên
            </MemberFormActions>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
