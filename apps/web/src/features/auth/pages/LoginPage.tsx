import { MESSAGES } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Divider, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconLogin2, IconSitemap, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { useLogin } from '../api/login.ts';
import { AuthSubmitButton, UsernameInput } from '../components/AuthFields.tsx';
import { AuthHeading } from '../components/AuthHeading.tsx';
import { ClanMissingAlert, useClanMissing } from '../components/ClanMissingAlert.tsx';
import { PasswordField } from '../components/PasswordField.tsx';
import { pathAfterLogin } from '../redirect.ts';
import { loginForm } from '../schemas.ts';
import { AUTH_TEXT } from '../texts.ts';

type LoginFormInput = z.input<typeof loginForm>;
type LoginFormOutput = z.output<typeof loginForm>;

export function LoginPage() {
  usePageTitle('Đăng nhập');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const clanMissing = useClanMissing();
  const login = useLogin();
  // Toasts go away; why the last attempt failed (e.g. waiting for approval) stays in the form.
  const [failure, setFailure] = useState<string>();
  const form = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginForm),
    defaultValues: { username: '', password: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(undefined);
    login.mutate(values, {
      onSuccess: (session) => {
        toast.success(AUTH_TEXT.loginSuccess);
        navigate(pathAfterLogin(searchParams.get('redirect'), session.user.role), { replace: true });
      },
      onError: (error) => {
        const message = errorMessage(error, MESSAGES.loginFailedFallback);
        applyServerFieldErrors(error, form.setError, ['username', 'password']);
        setFailure(message);
        toast.error(MESSAGES.loginFailed, message);
      },
    });
  });

  return (
    <Stack gap="lg">
      <AuthHeading title="Đăng nhập">Chào mừng bạn trở lại với trang gia phả của dòng họ.</AuthHeading>
      {clanMissing ? <ClanMissingAlert /> : null}
      <form onSubmit={submit} noValidate aria-label="Đăng nhập">
        <Stack gap="md">
          <UsernameInput
            placeholder="Nhập tên đăng nhập"
            {...form.register('username')}
            error={errors.username?.message}
          />
          <Stack gap={6}>
            <PasswordField
              label="Mật khẩu"
              placeholder="Nhập mật khẩu"
              autoComplete="current-password"
              {...form.register('password')}
              error={errors.password?.message}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/auth/forgot-password" size="sm">
                Quên mật khẩu?
              </Anchor>
            </Group>
          </Stack>
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} data-testid="login-failure">
              {failure}
            </Alert>
          ) : null}
          <AuthSubmitButton loading={login.isPending} icon={<IconLogin2 size={18} />}>
            Đăng nhập
          </AuthSubmitButton>
        </Stack>
      </form>
      <Divider label="Chưa có tài khoản?" labelPosition="center" />
      <Stack gap="sm">
        <Button
          component={Link}
          to="/auth/register-member"
          variant="default"
          leftSection={<IconUserPlus size={18} />}
        >
          Đăng ký thành viên
        </Button>
        <Button component={Link} to="/auth/register" variant="light" leftSection={<IconSitemap size={18} />}>
          Đăng ký dòng họ mới
        </Button>
      </Stack>
    </Stack>
  );
}
