import { MESSAGES } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconKey, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api.ts';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { useResetPassword } from '../api/resetPassword.ts';
import { AuthSubmitButton, NewPasswordFields } from '../components/AuthFields.tsx';
import { AuthHeading } from '../components/AuthHeading.tsx';
import { AuthResult } from '../components/AuthResult.tsx';
import { resetPasswordForm } from '../schemas.ts';

type ResetFormInput = z.input<typeof resetPasswordForm>;
type ResetFormOutput = z.output<typeof resetPasswordForm>;

const askAgain = (
  <Button fullWidth component={Link} to="/auth/forgot-password" leftSection={<IconSend size={18} />}>
    Gửi lại yêu cầu
  </Button>
);

/** The link in the reset mail: ?token=…&domain=… → a new password, then the login page. */
export function ResetPasswordPage() {
  usePageTitle('Đặt lại mật khẩu');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const reset = useResetPassword();
  // A spent or expired link cannot work on a second try: say so, with the way to a new one.
  const [linkRejected, setLinkRejected] = useState<string>();
  const form = useForm<ResetFormInput, unknown, ResetFormOutput>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ password }) => {
    setLinkRejected(undefined);
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast.success(MESSAGES.resetPasswordSuccess);
          navigate('/auth/login', { replace: true });
        },
        onError: (error) => {
          const message = errorMessage(error, MESSAGES.resetPasswordFailed);
          const onField = applyServerFieldErrors(error, form.setError, ['password']);
          if (!onField && error instanceof ApiError && error.status === 400) setLinkRejected(message);
          toast.error(MESSAGES.resetPasswordFailed, message);
        },
      },
    );
  });

  if (!token) {
    return (
      <AuthResult kind="error" title="Không thể đặt lại mật khẩu" actions={askAgain}>
        <Text inherit>{MESSAGES.resetTokenInvalid}.</Text>
        <Text inherit>Hãy gửi lại yêu cầu để nhận liên kết mới qua email.</Text>
      </AuthResult>
    );
  }

  return (
    <Stack gap="lg">
      <AuthHeading title="Đặt lại mật khẩu">Chọn mật khẩu mới cho tài khoản của bạn.</AuthHeading>
      {linkRejected ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />}>
          {linkRejected}.{' '}
          <Anchor component={Link} to="/auth/forgot-password" fz="sm" fw={600}>
            Gửi lại yêu cầu
          </Anchor>
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate aria-label="Đặt lại mật khẩu">
        <Stack gap="md">
          <NewPasswordFields
            purpose="reset"
            password={form.register('password')}
            confirmPassword={form.register('confirmPassword')}
            errors={errors}
          />
          <AuthSubmitButton loading={reset.isPending} icon={<IconKey size={18} />}>
            Đặt lại mật khẩu
          </AuthSubmitButton>
        </Stack>
      </form>
      <Anchor component={Link} to="/auth/login" size="sm" ta="center">
        Quay lại đăng nhập
      </Anchor>
    </Stack>
  );
}
