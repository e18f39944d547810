import { createUserBody } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateUser } from '../api/createUser.ts';
import { MemberFields, MemberFormActions } from '../components/MemberFields.tsx';
import { RoleSelect } from '../components/RoleSelect.tsx';
import { USERS_FALLBACK } from '../texts.ts';

type CreateFormInput = z.input<typeof createUserBody>;
type CreateFormOutput = z.output<typeof createUserBody>;

const FORM_FIELDS = ['name', 'username', 'email', 'password', 'role'] as const;

/** /admin/users/create: an admin adds a member who can sign in at once (no approval needed). */
export function UserCreatePage() {
  usePageTitle('Thêm thành viên');
  const navigate = useNavigate();
  const creation = useCreateUser();
  const form = useForm<CreateFormInput, unknown, CreateFormOutput>({
    resolver: zodResolver(createUserBody),
    defaultValues: { name: '', username: '', email: '', password: '', role: 'user' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    creation.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        navigate('/admin/users');
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, FORM_FIELDS);
        toast.error(errorMessage(error, USERS_FALLBACK.create));
      },
    }),
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
