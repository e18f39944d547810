import { forgotPasswordBody, MESSAGES } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconMailCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { useForgotPassword } from '../api/forgotPassword.ts';
import { AuthSubmitButton, EmailInput } from '../components/AuthFields.tsx';
import { AuthHeading } from '../components/AuthHeading.tsx';

type ForgotFormInput = z.input<typeof forgotPasswordBody>;
type ForgotFormOutput = z.output<typeof forgotPasswordBody>;

function BackToLogin() {
  return (
    <Anchor component={Link} to="/auth/login" size="sm" ta="center">
      <IconArrowLeft size={14} style={{ verticalAlign: '-2px', marginRight: 4 }} aria-hidden />
      Quay lại đăng nhập
    </Anchor>
  );
}

export function ForgotPasswordPage() {
  usePageTitle('Quên mật khẩu');
  const request = useForgotPassword();
  // The address the link was sent to: the page then shows the confirmation instead of the form.
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm<ForgotFormInput, unknown, ForgotFormOutput>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(({ email }) => {
    request.mutate(email, {
      onSuccess: () => {
        toast.success(MESSAGES.forgotPasswordSent);
        setSentTo(email);
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ['email']);
        toast.error(MESSAGES.forgotPasswordFailed, errorMessage(error, MESSAGES.forgotPasswordFailed));
      },
    });
  });

  if (sentTo) {
    return (
      <Stack gap="lg">
        <AuthHeading title="Quên mật khẩu" />
        <Alert color="green" variant="light" icon={<IconMailCheck />} title={MESSAGES.forgotPasswordSent}>
          <Stack gap="xs">
            <Text size="sm">
              Nếu{' '}
              <Text span fw={600} inherit style={{ overflowWrap: 'anywhere' }}>
                {sentTo}
              </Text>{' '}
              có tài khoản trên trang này, bạn sẽ nhận được thư trong vài phút. Liên kết trong thư có hiệu lực
              trong 1 giờ.
            </Text>
            <Text size="sm">Không thấy thư? Hãy xem cả thư mục thư rác, hoặc gửi lại yêu cầu.</Text>
          </Stack>
        </Alert>
        <Button variant="default" onClick={() => setSentTo(undefined)}>
          Gửi lại yêu cầu
        </Button>
        <BackToLogin />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <AuthHeading title="Quên mật khẩu">
        Nhập email bạn đã dùng khi đăng ký. Chúng tôi sẽ gửi cho bạn liên kết để đặt mật khẩu mới.
      </AuthHeading>
      <form onSubmit={submit} noValidate aria-label="Quên mật khẩu">
        <Stack gap="md">
          <EmailInput {...form.register('email')} error={form.formState.errors.email?.message} />
          <AuthSubmitButton loading={request.isPending} icon={<IconSend size={18} />}>
            Gửi liên kết đặt lại mật khẩu
          </AuthSubmitButton>
        </Stack>
      </form>
      <BackToLogin />
    </Stack>
  );
}
